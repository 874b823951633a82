import type { FastifyInstance } from 'fastify';
import { requireAuth } from './request-auth';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `METHOD /path` of every route registered in the bidder scope (server/app.ts), recorded as
     * they are registered; server/security/bidder-scope.test.ts calls each one anonymously.
     */
    bidderRoutes: string[];
    /** Set on the bidder scope only: registerODataSet checks a set is mounted where its `auth` says. */
    bidderScope?: true;
  }
}

/**
 * The one auth hook of the bidder scope (docs/architecture.md §3 Server module kit): every route
 * registered inside answers 401 to an anonymous caller, before its handler runs. Who the caller is
 * was settled for every /api request by the request-auth hook (bearer-hook.ts); this only demands
 * that there is someone. A preHandler, as the per-route checks it replaces were: a body of a type the
 * API does not take is still a 415 first. Call it on the scope before its route plugins.
 */
export function registerBidderScope(scope: FastifyInstance): void {
  scope.decorate('bidderScope', true);
  scope.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') scope.bidderRoutes.push(`${method} ${route.url}`);
    }
  });
  scope.addHook('preHandler', requireAuth);
}
