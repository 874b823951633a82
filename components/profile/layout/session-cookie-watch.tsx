'use client';
import { useEffect } from 'react';
import { usePublicConfig } from '@/lib/public-config-context';
import { handleNoAuth, whenRefreshSettled } from '@/lib/session/refresh';
import { useSessionStore } from '@/lib/session/session-store';
import { hasAccessToken, hasRefreshSession } from '@/lib/session/tokens';
import { checkSessionCookie } from './session-cookie-check';

/** How often the profile area looks for the session cookie while the tab stays open. */
const CHECK_INTERVAL_MS = 5000;

/**
 * Watches the session cookie while a profile screen is open: on focus, when the tab becomes
 * visible and every few seconds (a cookie deleted in another tab, or expired). Renders nothing.
 */
export function SessionCookieWatch() {
  const { authUrl, clientSecret } = usePublicConfig();
  useEffect(() => {
    let running = false;
    let loggedOut = false;
    const check = async () => {
      if (running || loggedOut) return;
      running = true;
      try {
        const outcome = await checkSessionCookie({
          hasAccessToken,
          hasRefreshToken: hasRefreshSession,
          whenRefreshSettled,
          refresh: () => handleNoAuth({ authUrl, clientSecret }),
          emitLogout: () => useSessionStore.getState().logoutRequested(),
        });
        // One logout request is enough: the session manager takes the user home.
        loggedOut = outcome === 'logout';
      } finally {
        running = false;
      }
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const onFocus = () => void check();
    void check();
    const timer = window.setInterval(() => void check(), CHECK_INTERVAL_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [authUrl, clientSecret]);
  return null;
}
