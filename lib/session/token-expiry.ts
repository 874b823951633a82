import { jwtPayload } from './jwt-payload';

/** When the access token (a JWT) expires: the browser refreshes ahead of time (lib/session/jwt-payload.ts). */
export function tokenExpiresAt(token: string | null): number | null {
  const exp = jwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Expired, or about to expire within `marginMs`: refresh before the next call fails with 401. */
export function isTokenStale(token: string | null, nowMs: number, marginMs = 10_000): boolean {
  const exp = tokenExpiresAt(token);
  return exp !== null && exp - marginMs <= nowMs;
}
