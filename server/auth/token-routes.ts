import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateBearer, bearerToken } from './bearer-hook';
import { notFound } from '../http/errors';
import { OAuthError } from './oauth-error';
import { findUserInfoSource } from './queries';
import { brakeRequest, createRateLimiter, type RateLimiter } from '../http/rate-limit';
import { clearedRefreshCookies, readRefreshCookie, refreshCookies } from './refresh-cookie';
import { unauthorized } from '../http/errors';
import { asForm, handleTokenRequest, type TokenAnswer } from './token-grants';
import { handleRevocationRequest } from './token-revocation';

/** Token endpoint brake (per client address; shared by the instances through Redis when configured). */
export const TOKEN_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

/** One budget for both registrations (/api and /auth) of one app: two paths must not double it. */
const limiters = new WeakMap<object, RateLimiter>();
function tokenLimiter(app: FastifyInstance): RateLimiter {
  let limiter = limiters.get(app.config);
  if (!limiter) {
    limiter = createRateLimiter({
      ...TOKEN_RATE_LIMIT,
      now: app.now,
      shared: { counter: app.rateCounter, name: 'token' },
    });
    limiters.set(app.config, limiter);
  }
  return limiter;
}

/** Counts a call against the token endpoints' budget; over it, 429 with Retry-After. */
function brake(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The client address alone (Fastify applies TRUST_PROXY): a key the caller chooses, such as
  // client_id, would let one address open as many budgets as it likes.
  return brakeRequest(limiter, request, reply, (r) => r.ip);
}

/**
 * POST {base}/connect/token (auth contract items 2 and 3). Registered on both bases: /api for the
 * external grant, /auth for the refresh grant; each accepts both grants. Answers are not wrapped
 * in `data` and are never cached. The refresh token goes into its cookie (refresh-cookie.ts), not
 * into the body; a refused refresh deletes the cookie, the session it stood for is over.
 */
export async function tokenRoute(app: FastifyInstance): Promise<void> {
  const limiter = tokenLimiter(app);
  app.post('/connect/token', { config: { ignoreBearer: true } }, async (request, reply): Promise<TokenAnswer> => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    await brake(limiter, request, reply);
    try {
      const { refresh_token, ...answer } = await handleTokenRequest(app, request.body, readRefreshCookie(request));
      reply.header('Set-Cookie', refreshCookies(app.config, refresh_token));
      return answer;
    } catch (err) {
      if (
        err instanceof OAuthError &&
        err.error === 'invalid_grant' &&
        asForm(request.body).grant_type === 'refresh_token'
      ) {
        reply.header('Set-Cookie', clearedRefreshCookies(app.config));
      }
      throw err;
    }
  });
}

/**
 * POST /auth/connect/revocation (RFC 7009): ends the session family of a refresh token, the
 * browser's cookie when no `token` is given. 200 with an empty body, also for unknown tokens;
 * the same budget as the token endpoint, so it is no oracle to guess tokens with.
 */
export async function revocationRoute(app: FastifyInstance): Promise<void> {
  const limiter = tokenLimiter(app);
  app.post('/connect/revocation', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    await brake(limiter, request, reply);
    const { revokedCookie } = await handleRevocationRequest(app, request.body, readRefreshCookie(request));
    if (revokedCookie) reply.header('Set-Cookie', clearedRefreshCookies(app.config));
    return reply.code(200).send();
  });
}

export interface UserInfoResponse {
  sub: string;
  email: string | null;
  phone_number: string | null;
  NameSurname: string;
  preferred_username: string;
  name: string;
}

/** GET /auth/connect/userinfo (auth contract item 5): the e-Devlet identity behind a Bearer. */
export async function userInfoRoute(app: FastifyInstance): Promise<void> {
  app.get('/connect/userinfo', async (request, reply): Promise<UserInfoResponse> => {
    reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request);
    // The same check as every API call: a logged-out session's token is refused here too.
    const kimlikNo = token ? ((await authenticateBearer(app, token))?.kimlikNo ?? null) : null;
    if (!kimlikNo) {
      reply.header('WWW-Authenticate', token ? 'Bearer error="invalid_token"' : 'Bearer');
      throw unauthorized();
    }
    const person = await findUserInfoSource(app.db, { kimlikNo });
    if (!person) throw notFound('Kullanıcı bilgisi bulunamadı.');
    return {
      sub: kimlikNo,
      email: person.eposta || null,
      phone_number: person.gsm ? person.gsm.replace(/^\+/, '') : null,
      NameSurname: `${person.adi} ${person.soyadi}`,
      preferred_username: kimlikNo,
      // docs/spec.md §3: `name` is the key of personal data, the TC kimlik no.
      name: kimlikNo,
    };
  });
}
