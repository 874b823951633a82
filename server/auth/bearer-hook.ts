import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadRequestAuth } from './queries';
import { unauthorized } from '../http/errors';
import type { RequestAuth } from './request-auth';
import { verifyAccessTokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that authenticate otherwise (the token endpoint) ignore a stale Bearer the browser still sends. */
    ignoreBearer?: boolean;
  }
}

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

/** The Bearer token of a request: undefined without one, '' for a malformed Authorization header. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  if (match) return match[1];
  // Another scheme (Basic, …) is not ours to judge; a broken "Bearer" header is an invalid token.
  return /^bearer\b/i.test(header.trim()) ? '' : undefined;
}

/**
 * Who a Bearer token belongs to, with its session and accounts loaded fresh from the database;
 * null when the token is not valid or its session has ended (logged out, revoked). The hub
 * authenticates its connections with the same function.
 */
export async function authenticateBearer(app: AuthApp, token: string): Promise<RequestAuth | null> {
  const claims = await verifyAccessTokenClaims(app, token);
  if (!claims) return null;
  const auth = await loadRequestAuth(app.db, { kimlikNo: claims.kimlikNo, sessionId: claims.sessionId });
  return auth ? { ...auth, expiresAt: claims.expiresAt } : null;
}

/**
 * Auth contract item 6, for every /api request: a valid Bearer sets `request.auth`, an invalid or
 * expired one answers 401, none leaves the caller anonymous. Call it on the /api instance before
 * the route plugins are registered.
 */
export function registerRequestAuth(api: FastifyInstance): void {
  if (!api.hasRequestDecorator('auth')) api.decorateRequest('auth', undefined);
  api.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.ignoreBearer) return;
    const token = bearerToken(request);
    if (token === undefined) return;
    const auth = token ? await authenticateBearer(api, token) : null;
    if (!auth) {
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw unauthorized();
    }
    request.auth = auth;
  });
}
