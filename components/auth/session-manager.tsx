'use client';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { usePublicConfig } from '@/lib/public-config-context';
import { onSessionEvent } from '@/lib/session/events';
import { clearSession } from '@/lib/session/logout';
import { consumeCallbackNavState } from '@/lib/session/nav-state';
import { handleNoAuth, type RefreshSettings } from '@/lib/session/refresh';
import { getAccessToken } from '@/lib/session/access-token';
import { isTokenStale } from '@/lib/session/token-expiry';
import { hasAccessToken, hasRefreshSession } from '@/lib/session/tokens';
import { useRootStore } from '@/lib/store/root-store';

function refresh(settings: RefreshSettings) {
  void handleNoAuth(settings).then((outcome) => {
    // A 401 wiped the persisted state (docs/spec.md §4), but the user is still the same: write it back.
    if (outcome === 'refreshed') useRootStore.setState((s) => ({ userInfos: s.userInfos }));
  });
}

/**
 * The session side of docs/spec.md §4, mounted once in the providers: answers the no-auth event with a
 * silent refresh and the logout event with clearing everything and going home. Renders nothing.
 */
export function SessionManager() {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { authUrl, clientSecret } = usePublicConfig();

  const settings = useRef<RefreshSettings>({ authUrl, clientSecret });
  useEffect(() => {
    settings.current = { authUrl, clientSecret };
  }, [authUrl, clientSecret]);

  useEffect(() => onSessionEvent('no-auth', () => refresh(settings.current)), []);

  useEffect(
    () =>
      onSessionEvent('logout', () => {
        void clearSession(settings.current);
        queryClient.clear();
        router.replace('/');
      }),
    [queryClient, router],
  );

  // On load and when the tab comes back: a missing or expired access token (its cookie lives
  // only as long as the token) is refreshed before the first call fails with 401 (which would
  // also wipe the stored state); without a refresh session the stored user state is stale and goes.
  useEffect(() => {
    const check = () => {
      if (!useRootStore.getState().userInfos) return;
      if (hasAccessToken() && !isTokenStale(getAccessToken(), Date.now())) return;
      if (hasRefreshSession()) refresh(settings.current);
      else void clearSession(settings.current);
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
