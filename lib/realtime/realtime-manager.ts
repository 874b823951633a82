'use client';
import { getAccessToken } from '../session/access-token';
import { handleNoAuth, whenRefreshSettled } from '../session/refresh';
import { isTokenStale } from '../session/token-expiry';
import { useSessionStore } from '../session/session-store';
import { hasRefreshSession } from '../session/tokens';
import { ConnectionManager } from './connection-manager';
import { hasGap, lastSiraNoOf } from './live-bids';
import { liveBidListener } from './live-bids-feed';
import type { RealtimeSettings } from './realtime';
import { createSignalRConnection, hubUrlFor } from './signalr-connection';

/** What the manager reads from the session wiring (lib/realtime/realtime.ts) when it needs it. */
export interface ManagerContext {
  settings(): RealtimeSettings | null;
  /** A token and a finished sign-in: the connection exists only then. */
  sessionReady(): boolean;
}

/**
 * A stale or expired access token is refreshed before the WebSocket uses it (a reconnect after 15
 * minutes; the access cookie is gone once its token has expired, the refresh cookie still there).
 */
async function freshAccessToken(context: ManagerContext): Promise<string | null> {
  await whenRefreshSettled();
  const token = getAccessToken();
  const settings = context.settings();
  if ((!token || isTokenStale(token, Date.now())) && settings && hasRefreshSession()) {
    await handleNoAuth(settings);
    return getAccessToken();
  }
  return token;
}

function createManager(context: ManagerContext): ConnectionManager {
  const manager = new ConnectionManager({
    createConnection: (tokenFactory) => {
      const settings = context.settings();
      if (!settings) throw new Error('Realtime is not configured');
      return createSignalRConnection(hubUrlFor(settings.portalApiUrl, window.location), tokenFactory);
    },
    accessToken: () => freshAccessToken(context),
    hasAccessToken: context.sessionReady,
    hasRefreshToken: hasRefreshSession,
    refresh: () => {
      const settings = context.settings();
      return settings ? handleNoAuth(settings) : Promise.resolve('failed' as const);
    },
    // The connection closed for good: docs/spec.md §4 logs the user out.
    onClosedForGood: () => useSessionStore.getState().logoutRequested(),
    logError: (message, detail) => (detail === undefined ? console.error(message) : console.error(message, detail)),
    lastSiraNo: lastSiraNoOf,
    hasGap,
  });
  // The ONE Recive listener: every screen reads live bids from the store (live-bids.ts).
  manager.on(
    'Recive',
    liveBidListener((id) => manager.recoverGap(id)),
  );
  return manager;
}

/**
 * The app's one hub connection, shared by every hook and screen (loaded by lib/realtime/realtime.ts
 * once a session is ready). Kept on window: a module evaluated twice (hot reload, a chunk loaded
 * twice) must not open a second connection.
 */
export function sharedManager(context: ManagerContext): ConnectionManager {
  const w = window as Window & { __esatisRealtime?: ConnectionManager };
  w.__esatisRealtime ??= createManager(context);
  return w.__esatisRealtime;
}
