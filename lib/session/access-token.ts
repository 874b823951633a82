import { readCookie } from '../browser-cookies';
import { COOKIE } from './cookie-names';

/** The bearer token for API calls from the browser; null on the server and when signed out. */
export function getAccessToken(): string | null {
  return readCookie(COOKIE.accessToken) || null;
}
