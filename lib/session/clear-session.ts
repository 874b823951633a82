import { STORAGE_PREFIX } from './cookie-names';
import type { RefreshSettings } from './refresh';
import { useSessionStore } from './session-store';
import { hasRefreshSession, removeTokens } from './tokens';

/**
 * What a logout does (docs/spec.md §4): the server session is revoked (fired, not awaited; it also
 * deletes the HttpOnly refresh cookie), and the access cookie, every prefixed local-storage key and
 * the user state go. `loggedOut` moves the session store's epoch on: its subscribers (the live hub,
 * the notification inbox) stop and forget. Navigation to / is the session manager's part, since it
 * holds the router.
 *
 * The revocation's code (./revoke.ts, with the authorization calls) is loaded here, not on a
 * visitor's first load; whether there is a session to revoke is read first, since its marker goes
 * with the tokens. The browser's own state goes at once, whether that code arrives or not.
 */
export function clearSession(settings: RefreshSettings): void {
  if (hasRefreshSession()) {
    void import('./revoke')
      .then((m) => m.endRefreshSession(settings))
      .catch((err) => console.warn('Oturum sunucuda sonlandırılamadı.', err));
  }
  removeTokens();
  useSessionStore.getState().loggedOut();
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
}
