'use client';
import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { usePublicConfig } from '@/lib/public-config-context';
import { onSessionEvent } from '@/lib/session/events';
import { clearSession } from '@/lib/session/logout';
import { consumeCallbackNavState } from '@/lib/session/nav-state';
import { handleNoAuth } from '@/lib/session/refresh';
import { getRefreshToken, hasAccessToken } from '@/lib/session/tokens';
import { useRootStore } from '@/lib/store/root-store';

/**
 * The session side of SPEC §4, mounted once in the providers: answers the no-auth event with a
 * silent refresh and the logout event with clearing everything and going home. Renders nothing.
 */
export function SessionManager() {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { authUrl, clientSecret } = usePublicConfig();

  useEffect(
    () =>
      onSessionEvent('no-auth', () => {
        void handleNoAuth({ authUrl, clientSecret }).then((outcome) => {
          // A 401 wiped the persisted state (SPEC §4); the user is still the same: write it back.
          if (outcome === 'refreshed') useRootStore.setState((s) => ({ userInfos: s.userInfos }));
        });
      }),
    [authUrl, clientSecret],
  );

  useEffect(
    () =>
      onSessionEvent('logout', () => {
        void clearSession();
        queryClient.clear();
        router.replace('/');
      }),
    [queryClient, router],
  );

  // Stored user state without any token (cookies expired, cleared by hand): refresh or forget it.
  useEffect(() => {
    if (!useRootStore.getState().userInfos || hasAccessToken()) return;
    if (getRefreshToken()) void handleNoAuth({ authUrl, clientSecret });
    else void clearSession();
  }, [authUrl, clientSecret]);

  useEffect(() => {
    if (pathname === '/' && consumeCallbackNavState()) window.location.reload();
  }, [pathname]);

  return null;
}
