import { randomUUID } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { insertRefreshToken, personCariId } from './queries';
import { randomToken, sha256Hex } from './secrets';
import { tokenSigningKey } from './signing-key';

/** The portal's only OAuth client (docs/spec.md §7). */
export const CLIENT_ID = 'ihale-client';
/** The audience of portal access tokens (auth contract item 4). */
export const ACCESS_TOKEN_AUDIENCE = 'ihale-portal';
/** Small tolerance for clock differences between instances behind a load balancer. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** A Bearer longer than this is no token of ours; refuse it before any crypto work. */
const MAX_TOKEN_LENGTH = 4096;

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The session an access token belongs to: `sid`, its refresh-token family (so a revoked session's
 * access tokens stop at once, not at expiry), and once chosen `cari`, the one account the session
 * acts for (docs/spec.md §1). The database is the authority on both (queries.ts loadRequestAuth); the claims
 * name them so that every token says which session and account it speaks for.
 */
export interface AccessTokenSession {
  sessionId: string;
  aktifCariId: number | null;
}

export async function signAccessToken(
  app: AuthApp,
  kimlikNo: string,
  session: AccessTokenSession,
): Promise<IssuedAccessToken> {
  const key = tokenSigningKey(app.config, app.db);
  const iat = seconds(app.now());
  const expiresIn = app.config.accessTokenTtlSeconds;
  const token = await new SignJWT({
    sid: session.sessionId,
    ...(session.aktifCariId !== null ? { cari: session.aktifCariId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(app.config.publicOrigin)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(kimlikNo)
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .setJti(randomUUID())
    .sign(key);
  return { token, expiresIn };
}

export interface AccessTokenClaims {
  kimlikNo: string;
  /** The token's end: hub connections must not outlive it. */
  expiresAt: Date;
  sessionId: string;
}

/**
 * The claims of a valid access token, or null for anything else: bad signature, other algorithm
 * (only HS256; `none` included), wrong issuer or audience, expired, malformed, or without a
 * session. Whether that session is still alive is the database's word (bearer-hook.ts).
 */
export async function verifyAccessTokenClaims(app: AuthApp, token: string): Promise<AccessTokenClaims | null> {
  const payload = await verifyPortalJwt(app, token, ACCESS_TOKEN_AUDIENCE, ['sid']);
  if (!payload) return null;
  if (typeof payload.sid !== 'string' || payload.sid.length === 0 || payload.sid.length > 100) return null;
  return {
    kimlikNo: payload.sub as string,
    expiresAt: new Date((payload.exp as number) * 1000),
    sessionId: payload.sid,
  };
}

/**
 * The one check of every HS256 token the portal signs (bidders' access tokens; the back-office's
 * staff and challenge tokens, server/auth/staff/staff-token.ts): our key, HS256 only, our
 * issuer, the given audience, in date, `sub` a TC kimlik no, the required claims present. Null for
 * anything else; never throws.
 */
export async function verifyPortalJwt(
  app: AuthApp,
  token: string,
  audience: string,
  requiredClaims: string[],
): Promise<JWTPayload | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, tokenSigningKey(app.config, app.db), {
      algorithms: ['HS256'],
      issuer: app.config.publicOrigin,
      audience,
      currentDate: app.now(),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', ...requiredClaims],
    });
    return typeof payload.sub === 'string' && /^\d{11}$/.test(payload.sub) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * For tests and tools: a valid Bearer for a citizen without going through the login flow, behind a
 * real session (a refresh-token family row, as a sign-in makes). The session acts for `cariId`;
 * by default for the person's own account, as a sign-in without companies does; `null` leaves it
 * unchosen, as between the token exchange and the choice at /callback.
 */
export async function issueAccessToken(
  app: AuthApp,
  kimlikNo: string,
  opts: { cariId?: number | null } = {},
): Promise<string> {
  const aktifCariId = opts.cariId === undefined ? await personCariId(app.db, { kimlikNo }) : opts.cariId;
  const sessionId = randomUUID();
  await insertRefreshToken(app.db, {
    tokenHash: sha256Hex(randomToken()),
    familyId: sessionId,
    kimlikNo,
    clientId: CLIENT_ID,
    expiresAt: new Date(app.now().getTime() + app.config.refreshTokenTtlSeconds * 1000),
    aktifCariId,
  });
  return (await signAccessToken(app, kimlikNo, { sessionId, aktifCariId })).token;
}
