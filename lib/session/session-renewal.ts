import { handleNoAuth, type RefreshSettings } from './refresh';
import { getAccessToken } from './access-token';
import { isTokenStale } from './token-expiry';
import { hasAccessToken } from './tokens';
import { restoreUserInfos } from './restore-session';
import { useSessionStore } from './session-store';

/**
 * What the session manager does for a browser that holds a session: the silent refresh and the
 * rebuilding of a lost user. Loaded after hydration and only where a session exists
 * (components/auth/session-manager.tsx), with the authorization and account calls it needs: a
 * visitor's first load carries none of it (docs/decisions/islands-load-after-hydration.md).
 */

/**
 * A live session whose stored user is gone (a 401 on the page just left wiped storage before its
 * refresh could write the user back): refreshed if need be, then rebuilt from the server
 * (./restore-session.ts). Once at a time.
 */
let restoring = false;
export async function restoreSession(settings: RefreshSettings) {
  if (restoring) return;
  restoring = true;
  try {
    if (!hasAccessToken() || isTokenStale(getAccessToken(), Date.now())) {
      if ((await handleNoAuth(settings)) !== 'refreshed') return;
    }
    const token = getAccessToken();
    const infos = token ? await restoreUserInfos(settings.authUrl, token) : null;
    if (infos && !useSessionStore.getState().userInfos) useSessionStore.getState().signedIn(infos);
  } catch (err) {
    console.warn('Oturum bilgileri yeniden alınamadı.', err);
  } finally {
    restoring = false;
  }
}

/**
 * The silent refresh. A 401 wiped the persisted state (docs/spec.md §4), but the user is still the
 * same: the store writes it back once refreshed.
 */
export function refreshSession(settings: RefreshSettings) {
  void handleNoAuth(settings).then((outcome) => useSessionStore.getState().refreshSettled(outcome));
}
