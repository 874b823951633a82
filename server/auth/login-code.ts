import type { FastifyInstance } from 'fastify';
import { insertExternalLoginCode } from './queries';
import { randomToken, sha256Hex } from './secrets';

/** The only identity provider the portal knows (docs/spec.md §7). */
export const EDEVLET_PROVIDER = 'EDevlet';
/** Lifetime of the code handed back as `access_token` (auth contract item 1). */
export const LOGIN_CODE_TTL_SECONDS = 120;

/** Creates the single-use code that ends an e-Devlet login; only its hash is stored. */
export async function issueLoginCode(app: Pick<FastifyInstance, 'db' | 'now'>, kimlikNo: string): Promise<string> {
  const code = randomToken();
  await insertExternalLoginCode(app.db, {
    tokenHash: sha256Hex(code),
    kimlikNo,
    provider: EDEVLET_PROVIDER,
    expiresAt: new Date(app.now().getTime() + LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return code;
}
