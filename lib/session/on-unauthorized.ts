import { deleteCookie } from 'cookies-next/client';
import { COOKIE, STORAGE_PREFIX } from './cookie-names';
import { emitSessionEvent } from './events';

/** docs/spec.md §4: a 401 clears all app storage and the token cookie, then emits the no-auth event. */
export function handleUnauthorized() {
  if (typeof window === 'undefined') return;
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
  deleteCookie(COOKIE.accessToken, { path: '/' });
  emitSessionEvent('no-auth');
}
