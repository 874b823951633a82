import type { HubCredential } from './upgrade-auth';
import { type AuctionEvents, createAuctionEvents } from '../auction/auction-events';
import { bidsInFlight } from '../auction/bid-queue';
import { sharedAcrossInstances } from '../auction/events';
import { tenderHubMethods } from './hub-methods';
import type { RequestAuth } from '../auth/request-auth';
import type { Db } from '../db/client';
import { sendAuctionFrames } from './auction-frames';
import { type Backplane, MemoryBackplane } from './backplane';
import { createHub, type Hub, type HubTiming } from './hub-server';
import { RedisBackplane } from './redis-backplane';

export interface PortalHubOptions {
  db: Db;
  now: () => Date;
  authenticate(credential: HubCredential): Promise<RequestAuth | null>;
  /**
   * The app's domain events (app.auctionEvents): the hub turns this instance's into frames and
   * relays them to the other instances, and emits theirs here as 'remote'. Without it the hub
   * keeps a channel of its own (benchmarks, tests of the hub alone).
   */
  events?: AuctionEvents;
  /** Redis pub/sub backplane when set (multi-instance); in-process otherwise. */
  redisUrl?: string;
  backplane?: Backplane;
  timing?: Partial<HubTiming>;
  bidRate?: { burst: number; perSecond: number } | null;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** PUBLIC_ORIGIN: browser upgrades from it authenticate with the access-token cookie. */
  portalOrigin?: string;
  /** Every message the Redis backplane refused (the metrics count them). */
  onBackplanePublishFailed?: () => void;
  /** Open hub connections per person (default in hub-server.ts); benchmarks lift it. */
  maxConnectionsPerPerson?: number;
}

/**
 * The portal's hub at /api/v1/IhaleHub: the SignalR hub with the tender methods, subscribed to the
 * domain events as their transport (docs/architecture.md §14): a local event is relayed to the
 * other instances first (their page caches drop before their clients hear the frames), then sent
 * as frames; frames of other instances' events arrive over the backplane by themselves.
 */
export function createPortalHub(opts: PortalHubOptions): Hub {
  const backplane =
    opts.backplane ??
    (opts.redisUrl
      ? new RedisBackplane({
          url: opts.redisUrl,
          log: opts.log ? (m) => opts.log!.warn({}, m) : undefined,
          onPublishFailed: opts.onBackplanePublishFailed,
        })
      : new MemoryBackplane());
  const events = opts.events ?? createAuctionEvents(opts.log);
  const hub = createHub({
    authenticate: opts.authenticate,
    backplane,
    timing: opts.timing,
    log: opts.log,
    now: opts.now,
    maxConnectionsPerPerson: opts.maxConnectionsPerPerson,
    portalOrigin: opts.portalOrigin,
    onRemoteEvent: (event) => events.emit(event, 'remote'),
    roundTripsWaiting: () => bidsInFlight(opts.db),
  });
  const unsubscribe = events.subscribe((event, origin) => {
    if (origin === 'remote') return;
    if (sharedAcrossInstances(event)) hub.relayEvent(event);
    sendAuctionFrames(hub, event);
  });
  hub.addMethods(tenderHubMethods({ db: opts.db, now: opts.now, hub, events, bidRate: opts.bidRate, log: opts.log }));
  const closeHub = hub.close;
  hub.close = async () => {
    unsubscribe();
    await closeHub();
  };
  return hub;
}
