import type { FastifyInstance } from 'fastify';
import { registerAuthHeaders } from '../auth/auth-headers';
import { externalLoginRoutes } from '../auth/external-login-routes';
import { revocationRoute, tokenRoute, userInfoRoute } from '../auth/token-routes';
import { accountRoutes } from './accounts/routes';

/**
 * Sign-in on the portal API (under /api): the token endpoint (external grant) and the account
 * calls of the login flow. The request-auth hook (server/auth/bearer-hook.ts) is registered on
 * the /api instance itself, before this and every other route plugin.
 */
export async function authApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(tokenRoute);
  await api.register(accountRoutes);
}

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
