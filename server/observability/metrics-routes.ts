import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer-hook';
import { notFound } from '../http/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came through the public load balancer. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may scrape: with METRICS_TOKEN set, whoever sends it as Bearer; without, only callers on
 * this machine that did not come through a proxy. Everyone else is told there is nothing here.
 */
export function mayScrape(request: FastifyRequest, metricsToken: string | undefined): boolean {
  if (metricsToken) {
    const sent = bearerToken(request);
    if (!sent) return false;
    const a = Buffer.from(sent);
    const b = Buffer.from(metricsToken);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const peer = request.raw.socket?.remoteAddress ?? '';
  return LOOPBACK.has(peer) && PROXY_HEADERS.every((h) => request.headers[h] === undefined);
}

/** GET /api/metrics: Prometheus text format, for the operators' network only (README, Operating). */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  // ignoreBearer: the metrics token is not a portal access token, the auth hook must not judge it.
  app.get('/metrics', { config: { ignoreBearer: true } }, async (request, reply) => {
    if (!mayScrape(request, app.config.metricsToken)) throw notFound('İstenen kaynak bulunamadı.');
    const { contentType, text } = await app.metrics.scrape();
    return reply.type(contentType).header('Cache-Control', 'no-store').send(text);
  });
};
