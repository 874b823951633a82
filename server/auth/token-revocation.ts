import type { FastifyInstance } from 'fastify';
import { OAUTH_MESSAGES, OAuthError } from './oauth-error';
import { findRefreshToken, revokeRefreshFamily } from './queries';
import { sha256Hex } from './secrets';
import { asForm, authenticateClient, optionalField } from './token-grants';
import { CLIENT_ID } from './tokens';

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

/**
 * Token revocation (RFC 7009; issue #11, hole 2): the portal client names a refresh token (the
 * `token` field, else the refresh cookie of the browser) and its whole family ends, so every token
 * rotated from the same sign-in, earlier copies included, stops working. An unknown, spent or
 * already revoked token is no error (RFC 7009 §2.2): the caller's goal, that it does not work,
 * holds. Access tokens are not looked up: they are short-lived and the family revocation covers
 * the session they belong to.
 *
 * Answers whether the browser's cookie was the token revoked, so the route deletes it. A `token`
 * of another session leaves the caller's own cookie alone.
 */
export async function handleRevocationRequest(
  app: AuthApp,
  body: unknown,
  refreshCookie: string | null,
): Promise<{ revokedCookie: boolean }> {
  const form = asForm(body);
  authenticateClient(app, form, 401);
  // A hint only (RFC 7009 §2.1): the search covers refresh tokens whatever it says.
  optionalField(form, 'token_type_hint');
  const token = optionalField(form, 'token') ?? refreshCookie;
  if (!token) throw new OAuthError('invalid_request', OAUTH_MESSAGES.missing('token'));
  if (token.length <= 4096) {
    const row = await findRefreshToken(app.db, { tokenHash: sha256Hex(token) });
    if (row && row.clientId === CLIENT_ID)
      await revokeRefreshFamily(app.db, { familyId: row.familyId, now: app.now() });
  }
  return { revokedCookie: refreshCookie !== null && token === refreshCookie };
}
