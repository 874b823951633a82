import { deleteCookie } from '../browser-cookies';
import { COOKIE, STORAGE_PREFIX } from './cookie-names';
import { PENDING_REFRESH_KEY } from './pending-refresh';
import { useSessionStore } from './session-store';

/**
 * docs/spec.md §4: a 401 clears all app storage and the token cookie, then asks the session runner
 * for a silent refresh. The note of a refresh still on the way stays: that refresh must wait for it.
 */
export function handleUnauthorized() {
  if (typeof window === 'undefined') return;
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX) && key !== PENDING_REFRESH_KEY) window.localStorage.removeItem(key);
  }
  deleteCookie(COOKIE.accessToken);
  useSessionStore.getState().expired();
}
