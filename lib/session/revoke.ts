import { revokeRefreshToken } from '../api/auth';
import { type RefreshSettings, underRefreshLock } from './refresh';
import { hasRefreshSession } from './tokens';

/**
 * Ends this browser's session on the server (issue #11, hole 2): the revocation call (RFC 7009)
 * ends the refresh token's whole family and deletes the HttpOnly cookie, so a copy of any refresh
 * token of this session taken earlier no longer works. Fired and not awaited: the logout goes on
 * whatever the answer (a network failure only costs the server-side end of the session, the
 * browser forgets it anyway). It waits for a refresh running in any tab (the refresh lock), so a
 * rotation in flight cannot hand out a token the revocation has not seen.
 */
export function revokeRefreshSession(settings: RefreshSettings): void {
  // Without the marker the browser holds no refresh cookie: nothing to revoke, no call.
  if (hasRefreshSession()) endRefreshSession(settings);
}

/** The revocation itself, for a caller that read the marker before removing it (./clear-session.ts). */
export function endRefreshSession(settings: RefreshSettings): void {
  void underRefreshLock(() => revokeRefreshToken(settings.authUrl, settings.clientSecret)).catch((err) =>
    console.warn('Oturum sunucuda sonlandırılamadı.', err),
  );
}
