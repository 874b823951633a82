import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';

/**
 * Who is calling, as the auth layer establishes it for every /api request (server/auth fills it).
 * Undefined for anonymous callers. A signed-in session acts for ONE account, chosen at /callback
 * and fixed until logout (docs/spec.md §1): `cariIds` holds just that account (empty before the choice, or
 * once the person may no longer act for it), and is what every scope and `assertCari` check
 * against. `allCariIds`, every account the person may act for, serves only the choice itself and
 * the login flow's contract update before it.
 */
export interface RequestAuth {
  kimlikNo: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  aktifCariId: number | null;
  personCariId: number | null;
  gercekKisilikId: number | null;
  allCariIds: number[];
  cariIds: number[];
  /** When the access token behind this identity ends: the hub closes a connection then. */
  expiresAt?: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

const SIGN_IN_REQUIRED = 'Sisteme giriş yapmanız gerekmektedir.';

/** preHandler of every scoped route: anonymous callers get 401. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized(SIGN_IN_REQUIRED);
}

/**
 * The one check for every cariId a caller names (body, query, OData filter, hub payload): it must
 * be the account the session acts for, else 403 (401 when anonymous). Answers the id as a number
 * for the caller to use.
 */
export function assertCari(request: Pick<FastifyRequest, 'auth'>, cariId: unknown): number {
  return checkCari(request, cariId, (auth) => auth.cariIds);
}

/**
 * The same check for the two calls a session makes before its account is chosen (the login flow's
 * contract update, and the choice itself): any account the person may act for, while the session
 * is unchosen; once chosen, only that one.
 */
export function assertCariBeforeChoice(request: Pick<FastifyRequest, 'auth'>, cariId: unknown): number {
  return checkCari(request, cariId, (auth) => (auth.aktifCariId === null ? auth.allCariIds : auth.cariIds));
}

function checkCari(
  request: Pick<FastifyRequest, 'auth'>,
  cariId: unknown,
  allowed: (auth: RequestAuth) => readonly number[],
): number {
  const auth = request.auth;
  if (!auth) throw unauthorized(SIGN_IN_REQUIRED);
  const id = typeof cariId === 'string' && /^\d{1,10}$/.test(cariId) ? Number(cariId) : cariId;
  if (typeof id !== 'number' || !Number.isInteger(id) || !allowed(auth).includes(id)) throw forbidden();
  return id;
}
