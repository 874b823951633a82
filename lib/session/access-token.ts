import { getCookie } from 'cookies-next/client';
import { COOKIE } from './cookie-names';

/** The bearer token for API calls from the browser; null on the server and when signed out. */
export function getAccessToken(): string | null {
  if (typeof document === 'undefined') return null;
  const v = getCookie(COOKIE.accessToken);
  return typeof v === 'string' && v ? v : null;
}
