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
import { signAccessToken } from './tokens';

/** The portal's only OAuth client (SPEC §7). */
export const CLIENT_ID = 'ihale-client';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

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

/**
 * The token endpoint (auth contract items 2 and 3): the `external` grant spends an e-Devlet login
 * code, the `refresh_token` grant rotates a refresh token. Both answer a new token pair.
 */
export async function handleTokenRequest(app: AuthApp, body: unknown): Promise<TokenResponse> {
  const form: Form = body && typeof body === 'object' && !Array.isArray(body) ? (body as Form) : {};
  const grantType = field(form, 'grant_type');
  const clientId = typeof form.client_id === 'string' ? form.client_id : '';
  const clientSecret = typeof form.client_secret === 'string' ? form.client_secret : '';
  if (clientId !== CLIENT_ID || !safeEqual(clientSecret, app.config.clientSecret)) {
    throw new OAuthError('invalid_client', OAUTH_MESSAGES.invalidClient);
  }
  if (grantType === 'external') return externalGrant(app, form);
  if (grantType === 'refresh_token') return refreshGrant(app, form);
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
    return kimlikNo ? issueTokenPair(app, tx, { kimlikNo, familyId: randomUUID() }) : null;
  });
  if (!pair) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.invalidExternalToken);
  return pair;
}

async function refreshGrant(app: AuthApp, form: Form): Promise<TokenResponse> {
  const presented = field(form, 'refresh_token');
  const now = app.now();
  const invalid = () => new OAuthError('invalid_grant', OAUTH_MESSAGES.invalidRefreshToken);
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
    return issueTokenPair(app, tx, { kimlikNo: row.kimlikNo, familyId: row.familyId });
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
  params: { kimlikNo: string; familyId: string },
): Promise<TokenResponse> {
  const refresh = randomToken();
  await insertRefreshToken(db, {
    tokenHash: sha256Hex(refresh),
    familyId: params.familyId,
    kimlikNo: params.kimlikNo,
    clientId: CLIENT_ID,
    expiresAt: new Date(app.now().getTime() + app.config.refreshTokenTtlSeconds * 1000),
  });
  const access = await signAccessToken(app, params.kimlikNo);
  return { access_token: access.token, refresh_token: refresh, token_type: 'Bearer', expires_in: access.expiresIn };
}
