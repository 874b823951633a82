import { and, count, inArray, isNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { type BildirimGeldiPayload, NOTIFICATION_HUB_EVENT } from '../../lib/contract/notifications';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { bildirim } from '../db/schema';
import { startSmtpCatcher, type SmtpCatcher } from '../dev-mail/smtp-catcher';
import type { HubSender } from '../hub/app-hub';
import type { Logger } from '../kernel/logger';
import { smtpMailSender } from '../notifications/channels/mail-sender';
import { webPushSender } from '../notifications/channels/push-sender';
import { httpSmsSender } from '../notifications/channels/sms-sender';
import { type Channels, deliver } from '../notifications/deliver';
import { yieldToBids } from './bids-first';
import { createQueue, DELIVERY_QUEUE, type DeliveryJobData, isEmbedded } from '../notifications/queue';
import {
  EMBEDDED_FAN_OUT_SLICE,
  FAN_OUT_SLICE,
  type NewInboxItem,
  relayOutboxBatch,
  releaseHeldDeliveries,
} from '../notifications/relay';
import { vapidKeys } from '../notifications/vapid-keys';

export interface WorkerOptions {
  db: Db;
  config: ServerConfig;
  now?: () => Date;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Replace a channel (tests); by default built from the configuration. */
  channels?: Partial<Channels>;
  /** Where BildirimGeldi goes live (app.hub); without it inbox items wait for the next page load. */
  hub?: HubSender;
  /** How often the relay looks at the outbox when idle (ms). */
  relayIntervalMs?: number;
  /** Outbox rows per relay transaction. */
  relayBatch?: number;
  /** Inbox items per relay transaction (relay.ts: FAN_OUT_SLICE, on PGlite EMBEDDED_FAN_OUT_SLICE); tests make it tiny. */
  relaySlice?: number;
  /** Delivery retries: how many, and the first backoff in seconds (doubling, pg-boss retryBackoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long the delivery worker waits between polls when idle (seconds, pg-boss >= 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * How long a delivery job may run before it counts as abandoned (its instance died) and runs
   * again, and how often pg-boss looks for such jobs. Fault tests shorten both.
   */
  jobExpireSeconds?: number;
  superviseIntervalSeconds?: number;
}

export interface NotificationWorker {
  /** Relays until the outbox is empty now (tests; the timer does the same). */
  relayNow(): Promise<void>;
  stop(): Promise<void>;
}

/** A delivery job may run this long before pg-boss considers its worker dead and runs it again. */
const JOB_EXPIRE_SECONDS = 60;
/** On PGlite, how long a relay slice or a delivery batch waits at most for bids to finish (bids-first.ts). */
const BIDS_FIRST_MAX_WAIT_MS = 200;

/**
 * The notification worker of one instance (docs/architecture.md §13): a relay on a timer that turns
 * outbox rows into inbox items, deliveries and pg-boss jobs (relay.ts), and a pg-boss worker that
 * sends each delivery (deliver.ts) with retries and backoff. Every instance may run one: the relay
 * claims rows with SKIP LOCKED, pg-boss hands each job to one worker. While the stand-ins are on,
 * it also runs the SMTP catcher its mails go to.
 */
export async function startNotificationWorker(opts: WorkerOptions): Promise<NotificationWorker> {
  const { db, config } = opts;
  const now = opts.now ?? (() => new Date());
  const log = opts.log;
  const n = config.notifications;

  let catcher: SmtpCatcher | null = null;
  let mail = opts.channels?.mail;
  if (mail === undefined) {
    if (n.smtpUrl) mail = smtpMailSender(n.smtpUrl, n.mailFrom);
    else if (n.standIns) {
      catcher = await startSmtpCatcher(db);
      mail = smtpMailSender(catcher.url, n.mailFrom);
    } else mail = null;
  }
  const sms = opts.channels?.sms !== undefined ? opts.channels.sms : n.sms ? httpSmsSender(n.sms) : null;
  const push =
    opts.channels?.push !== undefined
      ? opts.channels.push
      : webPushSender(vapidKeys(config, db), `mailto:bildirim@${new URL(config.publicOrigin).hostname}`, {
          hosts: n.pushServiceHosts,
        });
  const channels: Channels = { mail, sms, push };
  if (!mail) log?.warn({}, 'notifications: no SMTP_URL, e-mail notifications are off');
  if (!sms) log?.warn({}, 'notifications: no SMS_URL, SMS notifications are off');

  const embedded = isEmbedded(db);
  const boss: PgBoss = createQueue(db, { superviseIntervalSeconds: opts.superviseIntervalSeconds ?? 30 });
  boss.on('error', (err) => log?.error({ err }, 'notification queue error'));
  await boss.start();
  await boss.createQueue(DELIVERY_QUEUE, {
    retryLimit: opts.retryLimit ?? 5,
    retryDelay: opts.retryDelaySeconds ?? 5,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: opts.jobExpireSeconds ?? JOB_EXPIRE_SECONDS,
  });
  await boss.work(
    DELIVERY_QUEUE,
    {
      batchSize: 8,
      perJobResults: true,
      includeMetadata: true,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1,
    },
    async (jobs) => {
      await yieldToBids(db, embedded, BIDS_FIRST_MAX_WAIT_MS);
      return Promise.all(
        jobs.map(async (job) => {
          try {
            const { teslimatId } = job.data as DeliveryJobData;
            await deliver({ db, config, channels, now }, teslimatId, job.retryCount >= job.retryLimit);
            return { id: job.id, status: 'completed' as const };
          } catch (err) {
            return { id: job.id, status: 'failed' as const, output: { message: (err as Error).message } };
          }
        }),
      );
    },
  );

  const available = { eposta: Boolean(mail), sms: Boolean(sms), push: Boolean(push) };
  const slice = opts.relaySlice ?? (embedded ? EMBEDDED_FAN_OUT_SLICE : FAN_OUT_SLICE);
  let running: Promise<void> | null = null;
  const relayAll = async (): Promise<void> => {
    for (;;) {
      const batch = opts.relayBatch ?? 50;
      await yieldToBids(db, embedded, BIDS_FIRST_MAX_WAIT_MS);
      const { more, inbox } = await relayOutboxBatch(db, boss, {
        now: now(),
        batch,
        channels: available,
        slice,
      });
      if (inbox.length && opts.hub) await announce(db, opts.hub, inbox);
      if (!more) {
        await releaseHeldDeliveries(db, boss, now());
        return;
      }
      // Let waiting requests (bids) have the database between two relay transactions.
      await new Promise((r) => setImmediate(r));
    }
  };
  /** One relay at a time per instance; a call while one runs waits for it and then runs again. */
  const relayNow = async (): Promise<void> => {
    while (running) await running.catch(() => {});
    running = relayAll();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = async () => {
    if (stopped) return;
    try {
      await relayNow();
    } catch (err) {
      log?.error({ err }, 'notification relay failed; retrying');
    }
    if (!stopped) timer = setTimeout(tick, opts.relayIntervalMs ?? 1000);
  };
  timer = setTimeout(tick, 0);

  return {
    relayNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
      mail?.close();
      await catcher?.close();
    },
  };
}

/**
 * BildirimGeldi to each account's live connections, after the inbox items committed, with the
 * account's unread count (one grouped query for the whole fan-out).
 */
async function announce(db: Db, hub: HubSender, items: NewInboxItem[]): Promise<void> {
  const accounts = [...new Set(items.map((i) => i.cariId))];
  const counts = new Map(
    (
      await db
        .select({ cariId: bildirim.cariId, n: count() })
        .from(bildirim)
        .where(and(inArray(bildirim.cariId, accounts), isNull(bildirim.okunmaTarihi)))
        .groupBy(bildirim.cariId)
    ).map((r) => [r.cariId, Number(r.n)]),
  );
  for (const item of items) {
    const payload: BildirimGeldiPayload = { bildirim: item.bildirim, okunmamis: counts.get(item.cariId) ?? 0 };
    hub.sendToAccount(item.cariId, NOTIFICATION_HUB_EVENT, payload);
  }
}
