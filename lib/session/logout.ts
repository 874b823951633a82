import { logCompanyLogout } from '../api/account';
import { useRootStore } from '../store/root-store';
import { TOAST_MS } from '../toast/toast-durations';
import { toast } from '../toast/toast-store';
import { STORAGE_PREFIX } from './cookie-names';
import { emitSessionEvent } from './events';
import { runLogoutHooks } from './logout-hooks';
import { bumpSessionGeneration } from './session-generation';
import type { RefreshSettings } from './refresh';
import { revokeRefreshSession } from './revoke';
import { removeTokens } from './tokens';

/**
 * What the logout event does (docs/spec.md §4): the server session is revoked first (fired, not awaited;
 * it also deletes the HttpOnly refresh cookie), then every prefixed local-storage key, the access
 * cookie and the user state go; registered hooks (the live hub) stop. Navigation to / is the
 * session manager's part, since it holds the router.
 */
export async function clearSession(settings: RefreshSettings): Promise<void> {
  revokeRefreshSession(settings);
  bumpSessionGeneration();
  useRootStore.getState().reset();
  removeTokens();
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
  await runLogoutHooks();
}

/**
 * Çıkış: a company's logout activity first (its failure does not stop the logout, docs/spec.md §8), then
 * the logout event, whose handler revokes the session (after the activity: that call still needs
 * the session's access token), and the toast.
 */
export async function logout(): Promise<void> {
  const u = useRootStore.getState().userInfos;
  if (u?.aktifCariTuru === 'firma' && u.aktifCariId !== null) {
    try {
      await logCompanyLogout(u.aktifCariId);
    } catch (err) {
      console.warn('Çıkış kaydı yazılamadı', err);
    }
  }
  emitSessionEvent('logout');
  toast.success('Çıkış yapıldı.', TOAST_MS.standard);
}
