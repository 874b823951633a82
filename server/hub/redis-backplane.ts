import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Backplane, Delivery } from './backplane';

export const HUB_CHANNEL = 'esatis:ihale-hub';

export interface RedisBackplaneOptions {
  url: string;
  channel?: string;
  /** Reports state changes ("down", "up"); defaults to console. */
  log?: (message: string) => void;
  /** Called for every message Redis refused (counted by the metrics: hub_backplane_publish_failures_total). */
  onPublishFailed?: () => void;
}

type Envelope = Delivery & { origin: string };

/**
 * Redis pub/sub backplane. Two connections (a subscribed one cannot publish). A Redis outage must
 * not hurt the instance: publishes fail fast instead of queueing (offline queue off), errors are
 * logged once per outage, ioredis reconnects with back-off and re-subscribes by itself.
 */
export class RedisBackplane implements Backplane {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private receiver?: (delivery: Delivery) => void;
  private down = false;
  private closed = false;
  private readonly log: (message: string) => void;
  private readonly onPublishFailed: () => void;

  constructor(opts: RedisBackplaneOptions) {
    this.channel = opts.channel ?? HUB_CHANNEL;
    this.log = opts.log ?? ((m) => console.warn(m));
    this.onPublishFailed = opts.onPublishFailed ?? (() => {});
    const common = {
      // Keep trying for ever, at most every 2 s: the hub keeps working locally meanwhile.
      retryStrategy: (times: number) => Math.min(100 * times, 2000),
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
    };
    this.pub = new Redis(opts.url, { ...common, enableOfflineQueue: false });
    // The subscriber queues its SUBSCRIBE until the first connect; autoResubscribe restores it later.
    this.sub = new Redis(opts.url, { ...common, autoResubscribe: true, maxRetriesPerRequest: null });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => this.markDown(err));
      client.on('ready', () => this.markUp());
    }
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      if (envelope.origin === this.origin) return;
      if (envelope.scope === 'event') {
        if (envelope.event && typeof envelope.event === 'object')
          this.receiver?.({ scope: 'event', event: envelope.event });
      } else if (typeof envelope.frame === 'string') {
        this.receiver?.({ scope: envelope.scope, key: envelope.key, frame: envelope.frame });
      }
    });
    this.sub.subscribe(this.channel).catch((err: Error) => this.markDown(err));
  }

  publish(delivery: Delivery): void {
    if (this.closed) return;
    const envelope: Envelope = { origin: this.origin, ...delivery };
    this.pub.publish(this.channel, JSON.stringify(envelope)).catch((err: Error) => {
      this.onPublishFailed();
      this.markDown(err);
    });
  }

  subscribe(receive: (delivery: Delivery) => void): void {
    this.receiver = receive;
  }

  /** Resolves once both connections are ready (tests and start-up logs use it; delivery never waits for it). */
  async ready(timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.pub.status === 'ready' && this.sub.status === 'ready') return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  async close(): Promise<void> {
    this.closed = true;
    // QUIT only on a live connection (it would wait for ever in the offline queue of a dead one).
    await Promise.all(
      [this.pub, this.sub].map(async (c) => {
        if (c.status !== 'ready') return c.disconnect();
        const timer = setTimeout(() => c.disconnect(), 1000);
        await c.quit().catch(() => c.disconnect());
        clearTimeout(timer);
      }),
    );
  }

  private markDown(err: Error): void {
    if (this.closed || this.down) return;
    this.down = true;
    this.log(
      `Hub backplane: Redis unavailable (${err.message}); delivering to local connections only until it returns.`,
    );
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.log('Hub backplane: Redis available again.');
  }
}
