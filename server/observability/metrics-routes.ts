import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer-hook';
import { safeEqual } from '../auth/secrets';
import { notFound } from '../http/errors';
import { isDirectLocalRequest } from '../http/local-request';

/**
 * Who may scrape: with METRICS_TOKEN set, whoever sends it as Bearer; without, only callers on
 * this machine that did not come through a proxy. Everyone else is told there is nothing here.
 */
function mayScrape(request: FastifyRequest, metricsToken: string | undefined): boolean {
  if (metricsToken) {
    const sent = bearerToken(request);
    return !!sent && safeEqual(sent, metricsToken);
  }
  return isDirectLocalRequest(request);
}

/** GET /api/metrics: Prometheus text format, for the operators' network only (docs/guides/operating.md). */
export const metricsPublicRoutes: FastifyPluginAsync = async (app) => {
  // ignoreBearer: the metrics token is not a portal access token, the auth hook must not judge it.
  app.get('/metrics', { config: { ignoreBearer: true } }, async (request, reply) => {
    if (!mayScrape(request, app.config.metricsToken)) throw notFound('İstenen kaynak bulunamadı.');
    const { contentType, text } = await app.metrics.scrape();
    return reply.type(contentType).header('Cache-Control', 'no-store').send(text);
  });
};
