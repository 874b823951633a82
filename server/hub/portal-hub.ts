import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { tenderHubMethods } from '../auction/hub-methods';
import type { RequestAuth } from '../auth/request-auth';
import type { Db } from '../db/client';
import { type Backplane, type Delivery, MemoryBackplane, observeBackplane } from './backplane';
import { createHub, type Hub, type HubTiming } from './hub-server';
import { RedisBackplane } from './redis-backplane';

export interface PortalHubOptions {
  db: Db;
  now: () => Date;
  authenticate(token: string): Promise<RequestAuth | null>;
  /** Redis pub/sub backplane when set (multi-instance); in-process otherwise. */
  redisUrl?: string;
  backplane?: Backplane;
  timing?: Partial<HubTiming>;
  bidRate?: { burst: number; perSecond: number } | null;
  /** Sees every delivery of this instance and of the others (e.g. the anonymous page cache). */
  onDelivery?: (delivery: Delivery) => void;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  onBidAnswered?: (answer: TeklifSonucuPayload) => void;
  /** PUBLIC_ORIGIN: browser upgrades from it authenticate with the access-token cookie. */
  portalOrigin?: string;
  /** Open hub connections per person (default in hub-server.ts); benchmarks lift it. */
  maxConnectionsPerPerson?: number;
}

/** The portal's hub at /api/v1/IhaleHub: the SignalR hub with the tender methods. */
export function createPortalHub(opts: PortalHubOptions): Hub {
  const transport =
    opts.backplane ??
    (opts.redisUrl
      ? new RedisBackplane({ url: opts.redisUrl, log: opts.log ? (m) => opts.log!.warn({}, m) : undefined })
      : new MemoryBackplane());
  const backplane = opts.onDelivery ? observeBackplane(transport, opts.onDelivery) : transport;
  const hub = createHub({
    authenticate: opts.authenticate,
    backplane,
    timing: opts.timing,
    log: opts.log,
    now: opts.now,
    maxConnectionsPerPerson: opts.maxConnectionsPerPerson,
    portalOrigin: opts.portalOrigin,
  });
  hub.addMethods(
    tenderHubMethods({
      db: opts.db,
      now: opts.now,
      hub,
      bidRate: opts.bidRate,
      log: opts.log,
      onBidAnswered: opts.onBidAnswered,
    }),
  );
  return hub;
}
