import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { registerControlCharacterCheck } from './http/control-characters';
import { registerErrorHandling } from './http/error-handler';
import { healthRoutes } from './modules/health/routes';
import { publicRoutes } from './modules/public-routes';
import { profileApiRoutes } from './modules/persons/profile-api';
import { registerRequestAuth } from './auth/bearer-hook';
import { authApiRoutes, authServiceRoutes } from './modules/auth-routes';
import { participationRoutes } from './modules/participation/routes';
import { proxyBidRoutes } from './modules/proxy-bids/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { documentRoutes } from './documents/routes';
import { backofficeRoutes } from './backoffice/routes';
import { cardPaymentRoutes } from './money/card/routes';
import { fileRoutes } from './files/routes';
import { observabilityOptions, registerHttpObservability } from './observability/http-observability';
import type { Logger } from './observability/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { metricsRoutes } from './observability/metrics-routes';
import { transparencyRoutes } from './transparency/routes';
import { bindTransparencyConfig } from './transparency/signing-key';
import { devMailRoutes } from './dev-mail/routes';
import { unsubscribeRoutes } from './notifications/unsubscribe-routes';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** The clock every rule reads; tests pass a fixed one. */
  now?: () => Date;
  /** The process logger (observability/logger); without one the app logs nothing (tests). */
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
  // The bid record's appends deep in bid batches and scheduler ticks sign with this config's key (§12).
  bindTransparencyConfig(deps.db, deps.config);
  app.decorate('now', deps.now ?? (() => new Date()));
  app.decorate('metrics', deps.metrics ?? createMetrics());
  registerHttpObservability(app);

  registerErrorHandling(app);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // JSON and forms only: any other body (text/plain included) is a 415, never a string in a handler.
  app.removeContentTypeParser('text/plain');
  registerControlCharacterCheck(app);

  await app.register(
    async (api) => {
      registerRequestAuth(api);
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(publicRoutes);
      await api.register(fileRoutes);
      await api.register(authApiRoutes);
      await api.register(profileApiRoutes);
      await api.register(participationRoutes);
      await api.register(proxyBidRoutes);
      await api.register(favouriteRoutes);
      await api.register(documentRoutes);
      await api.register(backofficeRoutes);
      await api.register(cardPaymentRoutes);
      await api.register(transparencyRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(devMailRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(authServiceRoutes, { prefix: '/auth' });

  return app;
}
