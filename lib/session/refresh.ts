import { refreshAccessToken } from '../api/auth';
import { ApiRequestError } from '../api/http';
import { clearPendingRefresh, leftRefreshSettled, notePendingRefresh } from './pending-refresh';
import { useSessionStore } from './session-store';
import { hasAccessToken, hasRefreshSession, removeAccessCookie, storeTokens } from './tokens';

/**
 * The no-auth handling of docs/spec.md §4 / §8: drop the access cookie; without a refresh session (the
 * marker of the HttpOnly refresh cookie) log out; otherwise ask the authorization service, which
 * reads the refresh cookie, rotates it and answers a new access token to store. A 400
 * (invalid_grant: the cookie is gone, expired or revoked) or 401 logs out; a network failure is
 * only logged, the user stays signed in.
 */
export type RefreshOutcome = 'refreshed' | 'logged-out' | 'failed';

export interface RefreshSettings {
  authUrl: string;
  clientSecret: string;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Several requests failing with 401 together must cause ONE refresh: refresh tokens rotate, and a
 * second use of the same one revokes the whole family (auth contract item 3).
 */
export function handleNoAuth(settings: RefreshSettings): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  removeAccessCookie();
  inFlight = refreshAcrossTabs(settings).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Resolves when a running silent refresh ends (immediately when none runs). */
export function whenRefreshSettled(): Promise<RefreshOutcome | null> {
  return inFlight ?? Promise.resolve(null);
}

/** The lock that keeps refreshes (and the revocation, revoke.ts) of all tabs one at a time. */
export const REFRESH_LOCK = 'esatis-token-refresh';

/** Runs `task` under the cross-tab refresh lock (directly where the browser has no Web Locks). */
export function underRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

async function refreshAcrossTabs(settings: RefreshSettings): Promise<RefreshOutcome> {
  // Other tabs share the cookies: the lock keeps two tabs from spending the same refresh token.
  return underRefreshLock(() => refreshOnce(settings));
}

async function refreshOnce(settings: RefreshSettings): Promise<RefreshOutcome> {
  if (hasRefreshSession()) {
    // This tab removed its access cookie before waiting for the lock: one present now was stored by
    // another tab's refresh meanwhile, and is ours too.
    if (hasAccessToken()) return 'refreshed';
    // A page left while its refresh was on the way: its answer's cookies first (./pending-refresh.ts).
    // Where the browser has no Web Locks, the refresh waited for may be another open tab's.
    await leftRefreshSettled();
    if (hasRefreshSession() && hasAccessToken()) return 'refreshed';
  }
  if (!hasRefreshSession()) {
    useSessionStore.getState().logoutRequested();
    return 'logged-out';
  }

  // A logout while the answer is on its way must not sign the user back in.
  const epoch = useSessionStore.getState().epoch;
  notePendingRefresh();
  try {
    const grant = await refreshAccessToken(settings.authUrl, settings.clientSecret);
    if (epoch !== useSessionStore.getState().epoch) return 'logged-out';
    storeTokens(grant);
    return 'refreshed';
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 400 || err.status === 401)) {
      useSessionStore.getState().logoutRequested();
      return 'logged-out';
    }
    console.warn('Oturum yenilenemedi; tekrar denenecek.', err);
    return 'failed';
  } finally {
    clearPendingRefresh();
  }
}
