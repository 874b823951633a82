import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import type { TokenPair } from '../api/auth';
import { COOKIE } from './cookie-names';
import { secureStorage } from './secure-storage';

/**
 * Where the browser keeps the portal's tokens (auth contract item 8): both in cookies (path '/',
 * SameSite=Lax, Secure on https) so middleware.ts can see the session, and the access token also in
 * the encrypted storage under 'access-token' (SPEC §7).
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'access-token';

/**
 * The cookies outlive the access token on purpose: an expired access token must still reach the
 * API, come back 401 and trigger the silent refresh. The refresh token's server lifetime (30 days)
 * bounds the session.
 */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const listeners = new Set<() => void>();

function cookieOptions() {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax' as const, secure, maxAge: COOKIE_MAX_AGE_SECONDS };
}

function notify() {
  for (const l of listeners) l();
}

export function storeTokens(pair: TokenPair) {
  setCookie(COOKIE.accessToken, pair.accessToken, cookieOptions());
  setCookie(COOKIE.refreshToken, pair.refreshToken, cookieOptions());
  secureStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, pair.accessToken);
  notify();
}

/** SPEC §4 no-auth: only the access cookie goes; the refresh token is needed for the refresh. */
export function removeAccessCookie() {
  deleteCookie(COOKIE.accessToken, { path: '/' });
  notify();
}

export function removeTokens() {
  deleteCookie(COOKIE.accessToken, { path: '/' });
  deleteCookie(COOKIE.refreshToken, { path: '/' });
  secureStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  notify();
}

export function getRefreshToken(): string | null {
  if (typeof document === 'undefined') return null;
  const v = getCookie(COOKIE.refreshToken);
  return typeof v === 'string' && v ? v : null;
}

/** Whether an access token is stored ("a stored access token means signed in", SPEC §4). */
export function hasAccessToken(): boolean {
  if (typeof document === 'undefined') return false;
  const v = getCookie(COOKIE.accessToken);
  return typeof v === 'string' && v !== '';
}

/** Subscribe to token changes made through this module (for useSyncExternalStore). */
export function subscribeTokens(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
