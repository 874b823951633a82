import { and, count, inArray, isNull } from 'drizzle-orm';
import { type BildirimGeldiPayload, NOTIFICATION_HUB_EVENT } from '../../lib/contract/notifications';
import type { ServerConfig } from '../config';
import { type Db, isEmbedded } from '../db/client';
import { bildirim } from '../db/schema';
import { startSmtpCatcher, type SmtpCatcher } from '../dev-mail/smtp-catcher';
import type { HubSender } from '../hub/app-hub';
import type { Logger } from '../kernel/logger';
import { smtpMailSender } from '../notifications/channels/mail-sender';
import { webPushSender } from '../notifications/channels/push-sender';
import { httpSmsSender } from '../notifications/channels/sms-sender';
import { type Channels, claimDeliveries, deliver, type RetryPolicy } from '../notifications/deliver';
import { yieldToBids } from './bids-first';
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
  /** Delivery retries: how many, and the first backoff in seconds (doubling, at most 600). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long the delivery loop waits between looks at the queue when it found nothing to do (seconds). */
  pollingIntervalSeconds?: number;
  /**
   * A worker's lease on the deliveries it took: past it, a delivery counts as abandoned (its
   * instance died) and another worker takes it. Fault tests shorten it.
   */
  jobExpireSeconds?: number;
}

export interface NotificationWorker {
  /** Relays until the outbox is empty now (tests; the timer does the same). */
  relayNow(): Promise<void>;
  stop(): Promise<void>;
}

/** A delivery may be with one worker this long before another counts that worker dead and takes it. */
const JOB_EXPIRE_SECONDS = 60;
/** Deliveries one worker takes and sends at once. */
const DELIVERY_BATCH = 8;
/** On PGlite, how long a relay slice or a delivery batch waits at most for bids to finish (bids-first.ts). */
const BIDS_FIRST_MAX_WAIT_MS = 200;

/**
 * The notification worker of one instance (docs/architecture.md §13): a relay on a timer that turns
 * outbox rows into inbox items and deliveries (relay.ts), and a delivery loop that takes due
 * deliveries from the same table and sends each (deliver.ts) with retries and backoff. Every
 * instance may run one: both claim rows with SKIP LOCKED, the deliveries with a lease. While the
 * stand-ins are on, it also runs the SMTP catcher its mails go to.
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
  const retry: RetryPolicy = {
    limit: opts.retryLimit ?? 5,
    delaySeconds: opts.retryDelaySeconds ?? 5,
    maxDelaySeconds: 600,
  };
  const leaseSeconds = opts.jobExpireSeconds ?? JOB_EXPIRE_SECONDS;
  const pollMs = (opts.pollingIntervalSeconds ?? 1) * 1000;

  let stopped = false;
  // The relay freed deliveries, or the worker stops: the delivery loop looks again at once (also
  // when the news comes while it is busy sending, not waiting).
  let woken = false;
  let endWait: () => void = () => {};
  const wake = () => {
    woken = true;
    endWait();
  };
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(t);
        endWait = () => {};
        woken = false;
        resolve();
      };
      const t = setTimeout(done, ms);
      if (woken) done();
      else endWait = done;
    });
  /** Takes due deliveries and sends them, a batch at a time; waits only when a look found less than a batch. */
  const deliveryLoop = async (): Promise<void> => {
    while (!stopped) {
      let taken = 0;
      try {
        await yieldToBids(db, embedded, BIDS_FIRST_MAX_WAIT_MS);
        const claimed = await claimDeliveries(db, { batch: DELIVERY_BATCH, leaseSeconds });
        taken = claimed.length;
        await Promise.all(
          claimed.map((c) =>
            deliver({ db, config, channels, now }, c, retry).catch((err) =>
              // The database failed under it: the lease runs out and the delivery is taken again.
              log?.error({ err, teslimatId: c.id }, 'notification delivery failed; it will be tried again'),
            ),
          ),
        );
      } catch (err) {
        log?.error({ err }, 'notification delivery queue unreachable; retrying');
      }
      if (taken < DELIVERY_BATCH && !stopped) await idle(pollMs);
    }
  };
  const delivering = deliveryLoop();

  const available = { eposta: Boolean(mail), sms: Boolean(sms), push: Boolean(push) };
  const slice = opts.relaySlice ?? (embedded ? EMBEDDED_FAN_OUT_SLICE : FAN_OUT_SLICE);
  let running: Promise<void> | null = null;
  const relayAll = async (): Promise<void> => {
    for (;;) {
      const batch = opts.relayBatch ?? 50;
      await yieldToBids(db, embedded, BIDS_FIRST_MAX_WAIT_MS);
      const { more, inbox } = await relayOutboxBatch(db, {
        now: now(),
        batch,
        channels: available,
        slice,
      });
      if (inbox.length && opts.hub) await announce(db, opts.hub, inbox);
      // New deliveries wait in the table: the delivery loop need not wait for its next look.
      if (inbox.length) wake();
      if (!more) {
        if ((await releaseHeldDeliveries(db, now())) > 0) wake();
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
      wake();
      await delivering;
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
