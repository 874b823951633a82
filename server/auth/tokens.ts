import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { tokenSigningKey } from './signing-key';

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

export async function signAccessToken(app: AuthApp, kimlikNo: string): Promise<IssuedAccessToken> {
  const key = tokenSigningKey(app.config, app.db);
  const iat = seconds(app.now());
  const expiresIn = app.config.accessTokenTtlSeconds;
  const token = await new SignJWT({})
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

/**
 * The TC kimlik no a valid access token names, or null for anything else: bad signature, other
 * algorithm (only HS256; `none` included), wrong issuer or audience, expired, malformed.
 */
export async function verifyAccessToken(app: AuthApp, token: string): Promise<string | null> {
  return (await verifyAccessTokenClaims(app, token))?.kimlikNo ?? null;
}

/** As verifyAccessToken, with the token's end: hub connections must not outlive it. */
export async function verifyAccessTokenClaims(
  app: AuthApp,
  token: string,
): Promise<{ kimlikNo: string; expiresAt: Date } | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, tokenSigningKey(app.config, app.db), {
      algorithms: ['HS256'],
      issuer: app.config.publicOrigin,
      audience: ACCESS_TOKEN_AUDIENCE,
      currentDate: app.now(),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || !/^\d{11}$/.test(payload.sub)) return null;
    return { kimlikNo: payload.sub, expiresAt: new Date((payload.exp as number) * 1000) };
  } catch {
    return null;
  }
}

/** For tests of scoped routes: a valid Bearer for a citizen without going through the login flow. */
export async function issueAccessToken(app: AuthApp, kimlikNo: string): Promise<string> {
  return (await signAccessToken(app, kimlikNo)).token;
}
