import type { FastifyInstance } from 'fastify';
import { registerAuthHeaders } from '../auth/auth-headers';
import { externalLoginRoutes } from '../auth/external-login-routes';
import { revocationRoute, tokenRoute, userInfoRoute } from '../auth/token-routes';

/**
 * The authorization service (under /auth): external login with the e-Devlet stand-in or the
 * OAuth2 provider, the refresh grant, token revocation and userinfo, all with the strict headers
 * of auth pages.
 */
export async function authServiceRoutes(auth: FastifyInstance): Promise<void> {
  registerAuthHeaders(auth);
  await auth.register(externalLoginRoutes);
  await auth.register(tokenRoute);
  await auth.register(revocationRoute);
  await auth.register(userInfoRoute);
}
