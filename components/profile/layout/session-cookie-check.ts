/** What the profile area's session check needs from the session modules (injected for tests). */
export interface SessionCheckDeps {
  hasAccessToken(): boolean;
  hasRefreshToken(): boolean;
  /** Resolves when a running silent refresh has ended (it removes the access cookie meanwhile). */
  whenRefreshSettled(): Promise<unknown>;
  /** The no-auth path: exchanges the refresh token; logs out by itself when that is refused. */
  refresh(): Promise<unknown>;
  emitLogout(): void;
}

export type SessionCheckOutcome = 'present' | 'refreshing' | 'logout';

/**
 * docs/spec.md §2: the profile area emits the logout event when the session cookie is missing. A silent
 * refresh removes the access cookie for a moment, so the check waits for a running one first; an
 * access cookie gone while the refresh token remains (expired cookie) gets one refresh attempt.
 */
export async function checkSessionCookie(deps: SessionCheckDeps): Promise<SessionCheckOutcome> {
  await deps.whenRefreshSettled();
  if (deps.hasAccessToken()) return 'present';
  if (deps.hasRefreshToken()) {
    await deps.refresh();
    return 'refreshing';
  }
  deps.emitLogout();
  return 'logout';
}
