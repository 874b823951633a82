import type { FastifyRequest } from 'fastify';
import { COOKIE } from '../../../lib/session/cookie-names';
import { readCookie, secureCookies, serializeCookie } from '../../http/cookies';
import type { ServerConfig } from '../../config';
import { STAFF_SESSION_MAX_SECONDS } from './staff-token';

/**
 * The staff session cookie (docs/architecture.md §8): HttpOnly (no script, so no XSS, can read it),
 * SameSite=Strict (no other site can make the browser send it), Secure on https, on every path
 * (middleware.ts guards /yonetim by its presence; the API checks it).
 */
export function staffCookie(config: Pick<ServerConfig, 'publicOrigin'>, token: string): string {
  return serializeCookie(COOKIE.staffSession, token, {
    path: '/',
    maxAge: token ? STAFF_SESSION_MAX_SECONDS : 0,
    httpOnly: true,
    sameSite: 'Strict',
    secure: secureCookies(config),
  });
}

export const clearedStaffCookie = (config: Pick<ServerConfig, 'publicOrigin'>) => staffCookie(config, '');

export function readStaffCookie(request: Pick<FastifyRequest, 'headers'>): string | null {
  return readCookie(request.headers.cookie, COOKIE.staffSession);
}
