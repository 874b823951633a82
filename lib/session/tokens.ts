import { deleteCookie, readCookie, writeCookie } from '../browser-cookies';
import type { AccessGrant } from '../api/auth';
import { COOKIE } from './cookie-names';
import { secureStorage } from './secure-storage';
import { useSessionStore } from './session-store';
import { tokenExpiresAt } from './token-expiry';

/**
 * Where the browser keeps the portal's tokens (auth contract item 8, docs/spec.md §7): the access token in
 * a cookie (path '/', SameSite=Lax, Secure on https) and in the encrypted storage under
 * 'access-token'. The refresh token is not ours to keep: the server sets it as an HttpOnly cookie
 * of the authorization service, with a readable marker cookie (COOKIE.sessionMarker) beside it.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'access-token';

/** Tells the session store (its subscribers: the hub connection) what this module changed. */
function notify(accessToken: string | null) {
  useSessionStore.getState().tokenChanged({ present: accessToken !== null, expiresAt: tokenExpiresAt(accessToken) });
}

/**
 * The access cookie lives exactly as long as the token (`expires_in`): an expired token is no
 * longer sent at all. A scoped call without it answers 401, which starts the silent refresh as
 * before (docs/spec.md §4); the session manager also refreshes on load and focus when the cookie is gone
 * while the marker says a refresh cookie exists.
 */
export function storeTokens(grant: AccessGrant) {
  writeCookie(COOKIE.accessToken, grant.accessToken, { maxAge: grant.expiresIn });
  secureStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, grant.accessToken);
  notify(grant.accessToken);
}

/** docs/spec.md §4 no-auth: only the access cookie goes; the refresh cookie is needed for the refresh. */
export function removeAccessCookie() {
  deleteCookie(COOKIE.accessToken);
  notify(null);
}

/**
 * What scripts can remove: the access cookie, the stored access token and the session marker. The
 * HttpOnly refresh cookie goes with the revocation call (lib/session/revoke.ts) or a refused refresh.
 */
export function removeTokens() {
  deleteCookie(COOKIE.accessToken);
  deleteCookie(COOKIE.sessionMarker);
  secureStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  notify(null);
}

/**
 * Whether the server holds a refresh cookie for this browser, as its marker says. Scripts cannot
 * see the refresh token itself; without the marker a refresh is not worth trying (docs/spec.md §4: "with
 * no refresh token, log out"), with it the refresh answers whether the session still stands.
 */
export function hasRefreshSession(): boolean {
  return !!readCookie(COOKIE.sessionMarker);
}

/** Whether an access token is stored ("a stored access token means signed in", docs/spec.md §4). */
export function hasAccessToken(): boolean {
  return !!readCookie(COOKIE.accessToken);
}
