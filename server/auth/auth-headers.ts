import type { FastifyInstance } from 'fastify';

/**
 * Headers of every authorization-service response: the pages carry the login state and the
 * answers carry tokens, so nothing is framed, sniffed, cached or leaked as a referrer. The pages
 * have no scripts; forms may post only to us (and redirect on to the portal).
 */
export function registerAuthHeaders(app: FastifyInstance): void {
  const formTargets = new Set(["'self'", new URL(app.config.publicOrigin).origin]);
  const csp = [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
    `form-action ${[...formTargets].join(' ')}`,
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
