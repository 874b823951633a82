'use client';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { usePublicConfig } from '@/lib/public-config-context';
import { clearQueryCache } from '@/lib/query-cache-reset';
import { clearSession } from '@/lib/session/clear-session';
import { consumeCallbackNavState } from '@/lib/session/nav-state';
import { handleNoAuth, type RefreshSettings } from '@/lib/session/refresh';
import { getAccessToken } from '@/lib/session/access-token';
import { isTokenStale } from '@/lib/session/token-expiry';
import { hasAccessToken, hasRefreshSession } from '@/lib/session/tokens';
import { restoreUserInfos } from '@/lib/session/restore-session';
import { onSessionRequest, useSessionStore } from '@/lib/session/session-store';

/**
 * A live session whose stored user is gone (a 401 on the page just left wiped storage before its
 * refresh could write the user back): refreshed if need be, then rebuilt from the server
 * (lib/session/restore-session.ts). Once at a time.
 */
let restoring = false;
async function restore(settings: RefreshSettings) {
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

function refresh(settings: RefreshSettings) {
  // A 401 wiped the persisted state (docs/spec.md §4), but the user is still the same: the store
  // writes it back once refreshed.
  void handleNoAuth(settings).then((outcome) => useSessionStore.getState().refreshSettled(outcome));
}

/**
 * The session side of docs/spec.md §4, mounted once in the providers: the runner of the session
 * store's requests (docs/architecture.md §3 "Client state"). A refresh request gets the silent
 * refresh; a logout request clears everything and goes home. Renders nothing.
 */
export function SessionManager() {
  const router = useRouter();
  const pathname = usePathname();
  const { authUrl, clientSecret } = usePublicConfig();

  const settings = useRef<RefreshSettings>({ authUrl, clientSecret });
  useEffect(() => {
    settings.current = { authUrl, clientSecret };
  }, [authUrl, clientSecret]);

  useEffect(
    () =>
      onSessionRequest((request) => {
        if (request.kind === 'refresh') {
          refresh(settings.current);
          return;
        }
        clearSession(settings.current);
        clearQueryCache();
        router.replace('/');
      }),
    [router],
  );

  // On load and when the tab comes back: a missing or expired access token (its cookie lives
  // only as long as the token) is refreshed before the first call fails with 401 (which would
  // also wipe the stored state); without a refresh session the stored user state is stale and goes;
  // a live session without a stored user gets its user back from the server.
  useEffect(() => {
    const check = () => {
      if (!useSessionStore.getState().userInfos) {
        // The login flow on /callback makes the user itself.
        if (hasRefreshSession() && window.location.pathname !== '/callback') void restore(settings.current);
        return;
      }
      if (hasAccessToken() && !isTokenStale(getAccessToken(), Date.now())) return;
      if (hasRefreshSession()) refresh(settings.current);
      else clearSession(settings.current);
    };
    check();
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);

  useEffect(() => {
    if (pathname === '/' && consumeCallbackNavState()) window.location.reload();
  }, [pathname]);

  return null;
}
