import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came through the (public) load balancer. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether a request comes from this machine itself and not through a proxy on it: the test for
 * operator-only endpoints (metrics without a token, the operator command). Reads the socket's
 * peer, never `request.ip`, which TRUST_PROXY may have taken from X-Forwarded-For.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  return LOOPBACK.has(peer) && PROXY_HEADERS.every((h) => request.headers[h] === undefined);
}
