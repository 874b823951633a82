import { logCompanyLogout } from '../api/account';
import { TOAST_MS } from '../toast/toast-durations';
import { toast } from '../toast/toast-store';
import { useSessionStore } from './session-store';

/**
 * Çıkış: a company's logout activity first (its failure does not stop the logout, docs/spec.md §8), then
 * the logout request, whose runner revokes the session (after the activity: that call still needs
 * the session's access token), and the toast.
 */
export async function logout(): Promise<void> {
  const u = useSessionStore.getState().userInfos;
  if (u?.aktifCariTuru === 'firma' && u.aktifCariId !== null) {
    try {
      await logCompanyLogout(u.aktifCariId);
    } catch (err) {
      console.warn('Çıkış kaydı yazılamadı', err);
    }
  }
  useSessionStore.getState().logoutRequested();
  toast.success('Çıkış yapıldı.', TOAST_MS.standard);
}
