import { refreshTokenPair } from '../api/auth';
import { ApiRequestError } from '../api/http';
import { emitSessionEvent } from './events';
import { currentSessionGeneration } from './session-generation';
import { getRefreshToken, hasAccessToken, removeAccessCookie, storeTokens } from './tokens';

/**
 * The no-auth handling of SPEC §4 / §8: drop the access cookie; without a refresh token log out;
 * otherwise exchange the refresh token and store the new pair. A 400 (invalid_grant) or 401 from
 * the token endpoint logs out; a network failure is only logged, the user stays signed in.
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

async function refreshAcrossTabs(settings: RefreshSettings): Promise<RefreshOutcome> {
  const seen = getRefreshToken();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return refreshOnce(settings, seen);
  // Other tabs share the cookies: the lock keeps two tabs from spending the same refresh token.
  return locks.request('esatis-token-refresh', () => refreshOnce(settings, seen));
}

async function refreshOnce(settings: RefreshSettings, seen: string | null): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    emitSessionEvent('logout');
    return 'logged-out';
  }
  // Another tab refreshed while this one waited for the lock: its new tokens are ours too.
  if (refreshToken !== seen && hasAccessToken()) return 'refreshed';

  const generation = currentSessionGeneration();
  try {
    const pair = await refreshTokenPair(settings.authUrl, refreshToken, settings.clientSecret);
    if (generation !== currentSessionGeneration()) return 'logged-out';
    storeTokens(pair);
    return 'refreshed';
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 400 || err.status === 401)) {
      emitSessionEvent('logout');
      return 'logged-out';
    }
    console.warn('Oturum yenilenemedi; tekrar denenecek.', err);
    return 'failed';
  }
}
