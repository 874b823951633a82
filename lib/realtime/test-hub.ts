/** For unit tests of the hub connection (connection-manager.test.ts, deferred-realtime.test.ts). */
import type { HubLike } from './connection-manager';

/** A stand-in for @microsoft/signalr's HubConnection: records calls, lets the test drive its life. */
export class FakeHub implements HubLike {
  calls: Array<[string, ...unknown[]]> = [];
  handlers = new Map<string, (...args: unknown[]) => void>();
  closeCbs: Array<(e?: Error) => void> = [];
  reconnectingCbs: Array<(e?: Error) => void> = [];
  reconnectedCbs: Array<(id?: string) => void> = [];
  stopped = false;
  private settle: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(readonly tokenFactory: () => Promise<string>) {}

  start() {
    return new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }
  async stop() {
    this.stopped = true;
  }
  /** When set, invoke rejects with what it returns (null: answers as usual). */
  refuse: ((method: string) => Error | null) | null = null;
  async invoke(method: string, ...args: unknown[]) {
    this.calls.push([method, ...args]);
    const error = this.refuse?.(method);
    if (error) throw error;
  }
  async send(method: string, ...args: unknown[]) {
    this.calls.push([method, ...args]);
  }
  on(name: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(name, handler);
  }
  onclose(cb: (e?: Error) => void) {
    this.closeCbs.push(cb);
  }
  onreconnecting(cb: (e?: Error) => void) {
    this.reconnectingCbs.push(cb);
  }
  onreconnected(cb: (id?: string) => void) {
    this.reconnectedCbs.push(cb);
  }

  // Test controls
  async connected() {
    this.settle?.resolve();
    await flush();
  }
  async failStart() {
    this.settle?.reject(new Error('WebSocket failed to connect'));
    await flush();
  }
  async dropAndReconnect() {
    for (const cb of this.reconnectingCbs) cb(new Error('lost'));
    await flush();
    for (const cb of this.reconnectedCbs) cb('new-id');
    await flush();
  }
  async closeForGood() {
    for (const cb of this.closeCbs) cb(new Error('retries exhausted'));
    await flush();
  }
  serverSends(name: string, payload: unknown) {
    this.handlers.get(name)?.(payload);
  }
}

/** Lets the promise chains the manager started run to their end. */
export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
