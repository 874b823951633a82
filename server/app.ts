import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { type AuctionEvents, createAuctionEvents } from './auction/auction-events';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { type AppHub, createAppHub } from './hub/app-hub';
import { registerControlCharacterCheck } from './http/control-characters';
import { registerErrorHandling } from './http/error-handler';
import { redisWindowCounter, type SharedWindowCounter } from './http/rate-limit';
import { registerRequestAuth } from './auth/bearer-hook';
import { registerBidderScope } from './auth/bidder-scope';
import { tokenRoute } from './auth/token-routes';
import { backofficeRoutes } from './backoffice/routes';
import { devMailPublicRoutes } from './dev-mail/routes';
import { e2eFixtureRoutes } from './e2e-fixtures/routes';
import { documentBidderRoutes } from './documents/routes';
import { filePublicRoutes } from './files/routes';
import { cardPaymentBidderRoutes, cardPaymentPublicRoutes } from './money/card/routes';
import { accountBidderRoutes } from './modules/accounts/routes';
import { authServiceRoutes } from './modules/auth-routes';
import { bankingBidderRoutes } from './modules/banking/routes';
import { companyBidderRoutes } from './modules/companies/routes';
import { contentPublicRoutes } from './modules/content/routes';
import { conversationBidderRoutes } from './modules/conversations/routes';
import { depositBidderRoutes } from './modules/deposits/routes';
import { favouriteBidderRoutes } from './modules/favourites/routes';
import { financeBidderRoutes } from './modules/finance/routes';
import { healthPublicRoutes } from './modules/health/routes';
import { lookupPublicRoutes } from './modules/lookups/routes';
import { notificationBidderRoutes, notificationPublicRoutes } from './notifications/inbox-routes';
import { participationBidderRoutes } from './modules/participation/routes';
import { personBidderRoutes } from './modules/persons/routes';
import { proxyBidBidderRoutes } from './modules/proxy-bids/routes';
import { PUBLIC_ODATA_SETS } from './modules/public-odata-sets';
import { settlementBidderRoutes } from './money/settlement/routes';
import { tenderPublicRoutes } from './modules/tenders/routes';
import { unsubscribePublicRoutes } from './notifications/unsubscribe-routes';
import { observabilityOptions, registerHttpObservability } from './observability/http-observability';
import { registerApiCacheControl } from './http/cache-control';
import type { Logger } from './kernel/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { metricsPublicRoutes } from './observability/metrics-routes';
import { registerODataService } from './odata/service';
import { openDataPublicRoutes } from './open-data/routes';
import { operatorPublicRoutes } from './operator/routes';
import { transparencyPublicRoutes } from './transparency/routes';
import { bindTransparencyConfig } from './transparency/signing-key';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** The clock every rule reads; tests pass a fixed one. */
  now?: () => Date;
  /** The process logger (kernel/logger.ts); without one the app logs nothing (tests). */
  logger?: Logger;
  /** main.ts passes the registry it also times pages into; otherwise the app gets its own. */
  metrics?: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    now: () => Date;
    metrics: Metrics;
    /** The auction's typed domain events (docs/architecture.md §14): emitted after commit, heard by the hub, the page cache and the metrics. */
    auctionEvents: AuctionEvents;
    /** The hub, for what is no auction event (server/hub/app-hub.ts); drops sends until realtime attaches one. */
    hub: AppHub;
    /** The rate limits' counter shared by the instances (Redis), or null: each counts alone (http/rate-limit.ts). */
    rateCounter: SharedWindowCounter | null;
  }
}

/**
 * Builds the portal API (everything under /api and /auth) without listening. main.ts hands it raw
 * requests; tests call `inject`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger as FastifyBaseLogger } : { logger: false }),
    ...observabilityOptions(),
    bodyLimit: 64 * 1024,
    trustProxy: deps.config.trustProxy ?? false,
    // OData query strings may be long; the OData layer applies its own 4 KB limit with a clear message.
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
  });
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  // The bid record's appends deep in bid batches and scheduler ticks sign with this config's key (§11).
  bindTransparencyConfig(deps.db, deps.config);
  app.decorate('now', deps.now ?? (() => new Date()));
  app.decorate('metrics', deps.metrics ?? createMetrics());
  app.decorate('auctionEvents', createAuctionEvents(app.log));
  app.auctionEvents.subscribe((event, origin) => app.metrics.auctionEvent(event, origin));
  app.decorate('hub', createAppHub());
  const rateCounter = deps.config.redisUrl ? redisWindowCounter(deps.config.redisUrl) : null;
  app.decorate('rateCounter', rateCounter);
  if (rateCounter) app.addHook('onClose', () => rateCounter.close());
  registerHttpObservability(app);
  registerApiCacheControl(app);

  registerErrorHandling(app);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // JSON and forms only: any other body (text/plain included) is a 415, never a string in a handler.
  app.removeContentTypeParser('text/plain');
  registerControlCharacterCheck(app);

  app.decorate('bidderRoutes', []);
  // Three scopes under /api, one auth hook each (docs/architecture.md §3 Server module kit). The
  // request-auth hook on /api itself only says who a Bearer token belongs to (invalid one: 401).
  await app.register(
    async (api) => {
      registerRequestAuth(api);
      await api.register(publicScope);
      await api.register(bidderScope);
      // The staff scope: one hook, every /api/yonetim route names its roles (§8).
      await api.register(backofficeRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(authServiceRoutes, { prefix: '/auth' });

  return app;
}

/** Anonymous callers welcome: no auth hook. Routes that need another proof carry it themselves (operator key, bank signature, signed unsubscribe token). */
async function publicScope(scope: FastifyInstance): Promise<void> {
  await scope.register(healthPublicRoutes);
  await scope.register(metricsPublicRoutes);
  registerODataService(scope, PUBLIC_ODATA_SETS);
  await scope.register(tenderPublicRoutes);
  await scope.register(contentPublicRoutes);
  await scope.register(lookupPublicRoutes);
  await scope.register(openDataPublicRoutes);
  await scope.register(filePublicRoutes);
  // The token endpoint's external grant: sign-in itself.
  await scope.register(tokenRoute);
  await scope.register(cardPaymentPublicRoutes);
  await scope.register(transparencyPublicRoutes);
  await scope.register(unsubscribePublicRoutes);
  await scope.register(notificationPublicRoutes);
  await scope.register(devMailPublicRoutes);
  await scope.register(e2eFixtureRoutes);
  await scope.register(operatorPublicRoutes);
}

/** A signed-in bidder on every route: ONE hook (auth/bidder-scope.ts), no route repeats it. */
async function bidderScope(scope: FastifyInstance): Promise<void> {
  registerBidderScope(scope);
  await scope.register(accountBidderRoutes);
  await scope.register(personBidderRoutes);
  await scope.register(financeBidderRoutes);
  await scope.register(depositBidderRoutes);
  await scope.register(settlementBidderRoutes);
  await scope.register(bankingBidderRoutes);
  await scope.register(companyBidderRoutes);
  await scope.register(conversationBidderRoutes);
  await scope.register(notificationBidderRoutes);
  await scope.register(participationBidderRoutes);
  await scope.register(proxyBidBidderRoutes);
  await scope.register(favouriteBidderRoutes);
  await scope.register(documentBidderRoutes);
  await scope.register(cardPaymentBidderRoutes);
}
