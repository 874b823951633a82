import { writeCookie } from '../browser-cookies';
import { COOKIE } from './cookie-names';

/**
 * For unit tests (jsdom has no server): the readable marker that the token endpoint's answer sets
 * beside the HttpOnly refresh cookie, as if the browser had signed in.
 */
export function markRefreshSession(): void {
  writeCookie(COOKIE.sessionMarker, '1');
}
