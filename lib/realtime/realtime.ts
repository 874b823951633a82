'use client';
import { getAccessToken } from '../session/access-token';
import { handleNoAuth, type RefreshSettings, whenRefreshSettled } from '../session/refresh';
import { isTokenStale } from '../session/token-expiry';
import { onLoggedOut, useSessionStore } from '../session/session-store';
import { hasAccessToken, hasRefreshSession } from '../session/tokens';
import { ConnectionManager } from './connection-manager';
import { useLiveBidsStore } from './live-bids';
import { createSignalRConnection, hubUrlFor } from './signalr-connection';

interface RealtimeSettings extends RefreshSettings {
  portalApiUrl: string;
}

let settings: RealtimeSettings | null = null;

/**
 * A token and a finished sign-in (active account chosen). The hub reads the caller's accounts when
 * the connection opens, so connecting in the middle of the login flow (before a new person account
 * exists) would leave that account out for the connection's lifetime.
 */
function sessionReady(): boolean {
  return hasAccessToken() && useSessionStore.getState().userInfos?.aktifCariId != null;
}

/**
 * A stale or expired access token is refreshed before the WebSocket uses it (a reconnect after 15
 * minutes; the access cookie is gone once its token has expired, the refresh cookie still there).
 */
async function freshAccessToken(): Promise<string | null> {
  await whenRefreshSettled();
  const token = getAccessToken();
  if ((!token || isTokenStale(token, Date.now())) && settings && hasRefreshSession()) {
    await handleNoAuth(settings);
    return getAccessToken();
  }
  return token;
}

function createManager(): ConnectionManager {
  const manager = new ConnectionManager({
    createConnection: (tokenFactory) => {
      if (!settings) throw new Error('Realtime is not configured');
      return createSignalRConnection(hubUrlFor(settings.portalApiUrl, window.location), tokenFactory);
    },
    accessToken: freshAccessToken,
    hasAccessToken: sessionReady,
    hasRefreshToken: hasRefreshSession,
    refresh: () => (settings ? handleNoAuth(settings) : Promise.resolve('failed' as const)),
    // The connection closed for good: docs/spec.md §4 logs the user out.
    onClosedForGood: () => useSessionStore.getState().logoutRequested(),
    logError: (message, detail) => (detail === undefined ? console.error(message) : console.error(message, detail)),
  });
  // The ONE Recive listener: every screen reads live bids from the store (live-bids.ts).
  manager.on('Recive', (payload) => useLiveBidsStore.getState().received(payload));
  return manager;
}

/**
 * The app's one hub connection, shared by every hook and screen. Kept on window: a module
 * evaluated twice (hot reload, a chunk loaded twice) must not open a second connection.
 */
function sharedManager(): ConnectionManager {
  if (typeof window === 'undefined') return createManager();
  const w = window as Window & { __esatisRealtime?: ConnectionManager };
  if (!w.__esatisRealtime) w.__esatisRealtime = createManager();
  return w.__esatisRealtime;
}

export const realtime: ConnectionManager = sharedManager();

let attached = false;

/**
 * Wires the connection to the session, once per page load (the providers call it): it starts when
 * an access token exists (sign-in finished, refresh) and stops on every logout.
 */
export function attachRealtime(next: RealtimeSettings): () => void {
  settings = next;
  if (attached) return () => {};
  attached = true;
  const start = () => {
    if (sessionReady()) realtime.ensureStarted();
  };
  // A token stored (sign-in, refresh) or an account chosen: connect (again) when the session is ready.
  const unsubscribeStore = useSessionStore.subscribe((s, prev) => {
    if (s.token !== prev.token || s.userInfos?.aktifCariId !== prev.userInfos?.aktifCariId) start();
  });
  const offLogout = onLoggedOut(() => void realtime.stop());
  start();
  return () => {
    attached = false;
    unsubscribeStore();
    offLogout();
    void realtime.stop();
  };
}
