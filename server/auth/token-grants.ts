import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EDEVLET_PROVIDER } from './login-code';
import { OAUTH_MESSAGES, OAuthError } from './oauth-error';
import {
  consumeExternalLoginCode,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshFamily,
} from './queries';
import { randomToken, safeEqual, sha256Hex } from './secrets';
import { CLIENT_ID, signAccessToken } from './tokens';

/** What a grant issues. The route moves `refresh_token` into its cookie (refresh-cookie.ts). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** The JSON answer of the token endpoint: no refresh token, scripts must never read one. */
export type TokenAnswer = Omit<TokenResponse, 'refresh_token'>;

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;
type Form = Record<string, unknown>;

/** A form field as one non-empty string; repeated or missing fields are an invalid request. */
function field(form: Form, name: string): string {
  const value = form[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 4096) {
    throw new OAuthError('invalid_request', OAUTH_MESSAGES.missing(name));
  }
  return value;
}

/** An optional form field: absent is undefined; present, it must be one non-empty string. */
export function optionalField(form: Form, name: string): string | undefined {
  return form[name] === undefined ? undefined : field(form, name);
}

/** The request body as a form (anything else is an empty one: every field then is missing). */
export function asForm(body: unknown): Form {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Form) : {};
}

/**
 * Client authentication of the token and revocation endpoints: the portal's client id and secret
 * in the form. The revocation endpoint answers a failure with 401 (RFC 7009 §2.2.1).
 */
export function authenticateClient(app: AuthApp, form: Form, failureStatus: 400 | 401 = 400): void {
  const clientId = typeof form.client_id === 'string' ? form.client_id : '';
  const clientSecret = typeof form.client_secret === 'string' ? form.client_secret : '';
  if (clientId !== CLIENT_ID || !safeEqual(clientSecret, app.config.clientSecret)) {
    throw new OAuthError('invalid_client', OAUTH_MESSAGES.invalidClient, failureStatus);
  }
}

/**
 * The token endpoint (auth contract items 2 and 3): the `external` grant spends an e-Devlet login
 * code, the `refresh_token` grant rotates the refresh token the browser's cookie carries
 * (`refreshCookie`; a `refresh_token` form field is not read, see refreshGrant). Both answer a new
 * token pair; the route puts its refresh token into the cookie, never into the body.
 */
export async function handleTokenRequest(
  app: AuthApp,
  body: unknown,
  refreshCookie: string | null,
): Promise<TokenResponse> {
  const form = asForm(body);
  const grantType = field(form, 'grant_type');
  authenticateClient(app, form);
  if (grantType === 'external') return externalGrant(app, form);
  if (grantType === 'refresh_token') return refreshGrant(app, refreshCookie);
  throw new OAuthError('unsupported_grant_type', OAUTH_MESSAGES.unsupportedGrant);
}

async function externalGrant(app: AuthApp, form: Form): Promise<TokenResponse> {
  const code = field(form, 'external_token');
  const provider = field(form, 'provider');
  if (provider.toLowerCase() !== EDEVLET_PROVIDER.toLowerCase()) {
    throw new OAuthError('invalid_grant', OAUTH_MESSAGES.invalidProvider);
  }
  const pair = await app.db.transaction(async (tx) => {
    const kimlikNo = await consumeExternalLoginCode(tx, {
      tokenHash: sha256Hex(code),
      provider: EDEVLET_PROVIDER,
      now: app.now(),
    });
    return kimlikNo ? issueTokenPair(app, tx, { kimlikNo, familyId: randomUUID(), aktifCariId: null }) : null;
  });
  if (!pair) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.invalidExternalToken);
  return pair;
}

/**
 * Reads the refresh token from its cookie only (issue #11, hole 3). The answer never carries a
 * refresh token in its body, so a client can only hold one through the cookie it was set in: a
 * second channel (the form field of RFC 6749 §6) would only invite clients to keep the token where
 * scripts read it. Non-browser clients send the cookie back like a browser does. No cookie is an
 * invalid grant, so the browser, which cannot see the cookie, logs out on that answer (docs/spec.md §4).
 */
async function refreshGrant(app: AuthApp, presented: string | null): Promise<TokenResponse> {
  const now = app.now();
  const invalid = () => new OAuthError('invalid_grant', OAUTH_MESSAGES.invalidRefreshToken);
  if (!presented || presented.length > 4096) throw invalid();
  const row = await findRefreshToken(app.db, { tokenHash: sha256Hex(presented) });
  if (!row || row.clientId !== CLIENT_ID || row.revokedAt) throw invalid();
  if (row.usedAt) {
    // A spent token came back: someone holds a copy. End the whole session family.
    await revokeRefreshFamily(app.db, { familyId: row.familyId, now });
    throw invalid();
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw invalid();
  const pair = await app.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, { id: row.id, now }))) return null;
    return issueTokenPair(app, tx, { kimlikNo: row.kimlikNo, familyId: row.familyId, aktifCariId: row.aktifCariId });
  });
  if (!pair) {
    // Lost a race with another use of the same token: that is reuse too.
    await revokeRefreshFamily(app.db, { familyId: row.familyId, now });
    throw invalid();
  }
  return pair;
}

async function issueTokenPair(
  app: AuthApp,
  db: AuthApp['db'],
  /** A new session starts unchosen; a refresh keeps the family's account (docs/spec.md §1). */
  params: { kimlikNo: string; familyId: string; aktifCariId: number | null },
): Promise<TokenResponse> {
  const refresh = randomToken();
  await insertRefreshToken(db, {
    tokenHash: sha256Hex(refresh),
    familyId: params.familyId,
    kimlikNo: params.kimlikNo,
    clientId: CLIENT_ID,
    expiresAt: new Date(app.now().getTime() + app.config.refreshTokenTtlSeconds * 1000),
    aktifCariId: params.aktifCariId,
  });
  const access = await signAccessToken(app, params.kimlikNo, {
    sessionId: params.familyId,
    aktifCariId: params.aktifCariId,
  });
  return { access_token: access.token, refresh_token: refresh, token_type: 'Bearer', expires_in: access.expiresIn };
}
