'use client';
import { useEffect, useRef } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { usePublicConfig } from '@/lib/public-config-context';
import { clearQueryCache } from '@/lib/query-cache-reset';
import { clearSession } from '@/lib/session/clear-session';
import { consumeCallbackNavState } from '@/lib/session/nav-state';
import type { RefreshSettings } from '@/lib/session/refresh';
import { getAccessToken } from '@/lib/session/access-token';
import { isTokenStale } from '@/lib/session/token-expiry';
import { hasAccessToken, hasRefreshSession } from '@/lib/session/tokens';
import { onSessionRequest, type SessionRequest, useSessionStore } from '@/lib/session/session-store';

/**
 * The refresh and the rebuilding of a lost user, with the authorization and account calls: loaded
 * when a session needs them, and right after hydration in a browser that holds one, so a visitor's
 * first load carries none of it.
 */
const renewal = () => import('@/lib/session/session-renewal');
// A module that cannot be fetched is a network failure: the user stays signed in, as when the
// refresh itself cannot reach the server, and the next focus or 401 tries again.
const unreachable = (err: unknown) => console.warn('Oturum yenilenemedi; tekrar denenecek.', err);
const withRenewal =
  (action: 'refreshSession' | 'restoreSession') =>
  (settings: RefreshSettings): void =>
    void renewal()
      .then((m) => m[action](settings))
      .catch(unreachable);
const refresh = withRenewal('refreshSession');
const restore = withRenewal('restoreSession');

/**
 * The session side of docs/spec.md §4, mounted once in the providers (loaded after hydration, so a
 * visitor's first load carries none of it): the runner of the session store's requests
 * (docs/architecture.md §3 "Client state"). A refresh request gets the silent refresh; a logout
 * request clears everything and goes home. Renders nothing.
 */
export function SessionManager() {
  const router = useRouter();
  const pathname = usePathname();
  const { authUrl, clientSecret } = usePublicConfig();

  const settings = useRef<RefreshSettings>({ authUrl, clientSecret });
  useEffect(() => {
    settings.current = { authUrl, clientSecret };
  }, [authUrl, clientSecret]);

  // The sequence number of the last request run: each runs once, also one made before this
  // runner's chunk arrived (the providers load it after hydration), which is still in the store.
  const handled = useRef(0);
  useEffect(() => {
    const run = (request: SessionRequest) => {
      if (request.seq <= handled.current) return;
      handled.current = request.seq;
      if (request.kind === 'refresh') {
        refresh(settings.current);
        return;
      }
      clearSession(settings.current);
      clearQueryCache();
      router.replace('/');
    };
    const waiting = useSessionStore.getState().request;
    if (waiting) run(waiting);
    return onSessionRequest(run);
  }, [router]);

  // On load and when the tab comes back: a missing or expired access token (its cookie lives
  // only as long as the token) is refreshed before the first call fails with 401 (which would
  // also wipe the stored state); without a refresh session the stored user state is stale and goes;
  // a live session without a stored user gets its user back from the server.
  useEffect(() => {
    if (hasRefreshSession() || hasAccessToken()) void renewal().catch(unreachable);
    const check = () => {
      if (!useSessionStore.getState().userInfos) {
        // The login flow on /callback makes the user itself.
        if (hasRefreshSession() && window.location.pathname !== '/callback') restore(settings.current);
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
