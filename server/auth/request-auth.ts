import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../http/errors';

/**
 * Who is calling, as the auth layer establishes it for every /api request (server/auth fills it).
 * Undefined for anonymous callers. `cariIds` are all accounts the person may act for: their own
 * person account (when registered) and every company they are authorised for.
 */
export interface RequestAuth {
  kimlikNo: string;
  personCariId: number | null;
  gercekKisilikId: number | null;
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
const SESSION_ENDED = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.';

/** 401 in the error shape with key 'Unauthorized' (auth contract item 6). */
export function unauthorizedError(message: string = SESSION_ENDED): ApiError {
  return new ApiError(401, 'Unauthorized', message, { errors: [message], mesajList: [message] });
}

/** preHandler of every scoped route: anonymous callers get 401. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorizedError(SIGN_IN_REQUIRED);
}

/**
 * The one check for every cariId a caller names (body, query, OData filter, hub payload): it must
 * be one of the accounts the signed-in person may act for, else 403 (401 when anonymous). Answers
 * the id as a number for the caller to use.
 */
export function assertCari(request: Pick<FastifyRequest, 'auth'>, cariId: unknown): number {
  const auth = request.auth;
  if (!auth) throw unauthorizedError(SIGN_IN_REQUIRED);
  const id = typeof cariId === 'string' && /^\d{1,10}$/.test(cariId) ? Number(cariId) : cariId;
  if (typeof id !== 'number' || !Number.isInteger(id) || !auth.cariIds.includes(id)) throw forbidden();
  return id;
}
