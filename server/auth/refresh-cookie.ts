import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { COOKIE } from '../../lib/session/cookie-names';
import { readCookie, secureCookies, serializeCookie } from '../http/cookies';
import type { ServerConfig } from '../config';

type CookieConfig = Pick<ServerConfig, 'authUrl' | 'publicOrigin' | 'refreshTokenTtlSeconds'>;

/** The path of the authorization service ('/auth' by default; '' when it is served at the root). */
export function authBasePath(config: Pick<ServerConfig, 'authUrl'>): string {
  return new URL(config.authUrl).pathname.replace(/\/$/, '');
}

/**
 * Where the refresh token lives in the browser (issue #11, hole 3): a cookie no script can read
 * (HttpOnly), sent only to the authorization service (Path) and never with a request another site
 * starts (SameSite=Strict), Secure on https. Its lifetime is the token's on the server.
 *
 * With it goes the session marker (COOKIE.sessionMarker): readable, no secret, same lifetime, on
 * every path, so middleware.ts and the app know a refresh cookie exists without seeing it. Its
 * value is new with every refresh cookie (random, unrelated to the token), so a page can tell that
 * a rotation it waits for has landed (lib/session/pending-refresh.ts: a page left while its refresh
 * was on the way).
 */
export function refreshCookies(config: CookieConfig, refreshToken: string): string[] {
  return cookies(config, refreshToken, config.refreshTokenTtlSeconds);
}

/** Set-Cookie values that delete the refresh cookie and the marker (revocation, failed refresh). */
export function clearedRefreshCookies(config: CookieConfig): string[] {
  return cookies(config, '', 0);
}

/** The refresh token the browser sent, or null. */
export function readRefreshCookie(request: Pick<FastifyRequest, 'headers'>): string | null {
  return readCookie(request.headers.cookie, COOKIE.refreshToken);
}

function cookies(config: CookieConfig, refreshToken: string, maxAge: number): string[] {
  const secure = secureCookies(config);
  const path = authBasePath(config) || '/';
  return [
    serializeCookie(COOKIE.refreshToken, refreshToken, { path, maxAge, httpOnly: true, sameSite: 'Strict', secure }),
    serializeCookie(COOKIE.sessionMarker, maxAge > 0 ? randomBytes(9).toString('base64url') : '', {
      path: '/',
      maxAge,
      httpOnly: false,
      // Lax: a link from elsewhere into a profile page must still pass the guard (middleware.ts).
      sameSite: 'Lax',
      secure,
    }),
    // Earlier versions wrote the refresh token from JavaScript on path '/': that readable copy goes.
    ...(path === '/'
      ? []
      : [serializeCookie(COOKIE.refreshToken, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax', secure })]),
  ];
}
