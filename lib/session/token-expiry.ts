/**
 * When the access token (a JWT) expires, read from its payload without verifying it: the browser
 * only uses this to refresh ahead of time; the API still checks every token.
 */
export function tokenExpiresAt(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Expired, or about to expire within `marginMs`: refresh before the next call fails with 401. */
export function isTokenStale(token: string | null, nowMs: number, marginMs = 10_000): boolean {
  const exp = tokenExpiresAt(token);
  return exp !== null && exp - marginMs <= nowMs;
}
