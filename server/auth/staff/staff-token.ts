import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { tokenSigningKey } from '../signing-key';
import { verifyPortalJwt } from '../tokens';
import type { StaffRole } from '../../../lib/contract/staff';

/**
 * Staff tokens (docs/architecture.md §8). Same key and algorithm as the bidders' access tokens
 * (auth contract item 4) but another audience, so neither is ever accepted as the other: a staff
 * token cannot bid or join, a bidder's token cannot open /api/yonetim.
 */
export const STAFF_TOKEN_AUDIENCE = 'ihale-yonetim';
/** The first step's answer between e-Devlet and the second factor. */
const CHALLENGE_AUDIENCE = 'ihale-yonetim-2fa';
/** However active, a staff session is signed in again after a working day. */
export const STAFF_SESSION_MAX_SECONDS = 8 * 60 * 60;
export const CHALLENGE_TTL_SECONDS = 5 * 60;

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface StaffTokenClaims {
  kimlikNo: string;
  personelId: number;
  sessionId: string;
}

async function sign(app: AuthApp, audience: string, ttl: number, claims: Record<string, unknown>, sub: string) {
  const iat = seconds(app.now());
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(app.config.publicOrigin)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(tokenSigningKey(app.config, app.db));
}

/** A valid token of `audience` naming a staff member (`prs`), or null. */
async function verify(app: AuthApp, audience: string, token: string, required: string[]) {
  const payload = await verifyPortalJwt(app, token, audience, required);
  return payload && typeof payload.prs === 'number' && Number.isInteger(payload.prs) ? payload : null;
}

/** The session cookie's token: names the staff member, the session and (for reading only) the roles. */
export function signStaffToken(app: AuthApp, c: StaffTokenClaims & { roller: StaffRole[] }): Promise<string> {
  return sign(
    app,
    STAFF_TOKEN_AUDIENCE,
    STAFF_SESSION_MAX_SECONDS,
    { prs: c.personelId, sid: c.sessionId, roles: c.roller },
    c.kimlikNo,
  );
}

/** The claims of a valid staff token; whether its session is alive and its roles are the database's word. */
export async function verifyStaffToken(app: AuthApp, token: string): Promise<StaffTokenClaims | null> {
  const p = await verify(app, STAFF_TOKEN_AUDIENCE, token, ['sid', 'prs']);
  if (!p || typeof p.sid !== 'string' || p.sid.length === 0 || p.sid.length > 100) return null;
  return { kimlikNo: p.sub as string, personelId: p.prs as number, sessionId: p.sid };
}

/** The challenge names itself (`chl`): the session it opens takes that id, so it opens one at most. */
export function signChallenge(app: AuthApp, c: { kimlikNo: string; personelId: number }): Promise<string> {
  return sign(app, CHALLENGE_AUDIENCE, CHALLENGE_TTL_SECONDS, { prs: c.personelId, chl: randomUUID() }, c.kimlikNo);
}

export async function verifyChallenge(
  app: AuthApp,
  token: string,
): Promise<{ kimlikNo: string; personelId: number; challengeId: string } | null> {
  const p = await verify(app, CHALLENGE_AUDIENCE, token, ['prs', 'chl']);
  if (!p || typeof p.chl !== 'string' || !UUID.test(p.chl)) return null;
  return { kimlikNo: p.sub as string, personelId: p.prs as number, challengeId: p.chl };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
