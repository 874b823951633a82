import { deleteCookie } from '../browser-cookies';
import { COOKIE, STORAGE_PREFIX } from './cookie-names';
import { useSessionStore } from './session-store';

/** docs/spec.md §4: a 401 clears all app storage and the token cookie, then asks the session runner for a silent refresh. */
export function handleUnauthorized() {
  if (typeof window === 'undefined') return;
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
  deleteCookie(COOKIE.accessToken);
  useSessionStore.getState().expired();
}
