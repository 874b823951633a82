import type { FastifyInstance } from 'fastify';
import { type Scheduler, startScheduler } from '../auction/scheduler';
import { authenticateBearer } from '../auth/bearer-hook';
import { authenticateStaffWatcher } from '../auth/staff/staff-watcher';
import type { Hub, HubTiming } from './hub-server';
import { createPortalHub } from './portal-hub';

export interface Realtime {
  hub: Hub;
  scheduler: Scheduler | null;
  /** Shutdown order: stop the scheduler (finish its tick), then close the hub (clients told to reconnect). */
  close(): Promise<void>;
}

/**
 * The live side of the portal API, composed once for main.ts and for the process tests: the hub
 * (authenticating with the same verifier as /api requests, Redis backplane when configured) and
 * the every-second auction scheduler. The hub subscribes to the app's events and is attached as app.hub.
 */
export function startRealtime(
  api: FastifyInstance,
  opts: {
    scheduler?: boolean;
    timing?: Partial<HubTiming>;
    bidRate?: { burst: number; perSecond: number } | null;
  } = {},
): Realtime {
  const hub = createPortalHub({
    db: api.db,
    now: api.now,
    // Each channel its own kind of token: a bidder's on the bidder channel, a staff session's on the
    // monitor's watcher channel (its query flag, cookie and Origin: upgrade-auth.ts), never crosswise.
    authenticate: ({ token, channel }) =>
      channel === 'staff' ? authenticateStaffWatcher(api, token) : authenticateBearer(api, token),
    portalOrigin: api.config.publicOrigin,
    redisUrl: api.config.redisUrl,
    timing: opts.timing,
    bidRate: opts.bidRate,
    events: api.auctionEvents,
    log: api.log,
    onBackplanePublishFailed: () => api.metrics.backplanePublishFailed(),
  });
  api.hub.attach(hub);
  api.metrics.countHubConnections(() => hub.connectionCount);
  const scheduler =
    (opts.scheduler ?? api.config.scheduler)
      ? startScheduler({
          db: api.db,
          now: api.now,
          events: api.auctionEvents,
          log: api.log,
          onTick: (outcome, result) => api.metrics.schedulerTick(outcome, result),
        })
      : null;
  return {
    hub,
    scheduler,
    async close() {
      await scheduler?.stop();
      await hub.close();
      api.hub.attach(null);
      api.metrics.countHubConnections(null);
    },
  };
}
