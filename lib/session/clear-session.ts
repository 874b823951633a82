import { STORAGE_PREFIX } from './cookie-names';
import type { RefreshSettings } from './refresh';
import { revokeRefreshSession } from './revoke';
import { useSessionStore } from './session-store';
import { removeTokens } from './tokens';

/**
 * What a logout does (docs/spec.md §4): the server session is revoked first (fired, not awaited;
 * it also deletes the HttpOnly refresh cookie), then the access cookie, every prefixed
 * local-storage key and the user state go. `loggedOut` moves the session store's epoch on: its
 * subscribers (the live hub, the notification inbox) stop and forget. Navigation to / is the
 * session manager's part, since it holds the router.
 */
export function clearSession(settings: RefreshSettings): void {
  revokeRefreshSession(settings);
  removeTokens();
  useSessionStore.getState().loggedOut();
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
}
