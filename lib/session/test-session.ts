import { setCookie } from 'cookies-next/client';
import { COOKIE } from './cookie-names';

/**
 * For unit tests (jsdom has no server): the readable marker that the token endpoint's answer sets
 * beside the HttpOnly refresh cookie, as if the browser had signed in.
 */
export function markRefreshSession(): void {
  setCookie(COOKIE.sessionMarker, '1', { path: '/' });
}
