import { jwtVerify, SignJWT } from 'jose';
import { tokenSigningKey } from '../auth/signing-key';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';

/**
 * The token of an e-mail's one-click unsubscribe link (RFC 8058, docs/architecture.md §13): an HS256
 * JWT (HMAC-SHA256 with the portal's token key, as login state is signed) naming the person and the
 * channel. Its own audience keeps it from passing as any other token. It has no expiry: an
 * unsubscribe link in an old e-mail must still work, and all it can do is turn a consent off.
 */
const AUDIENCE = 'ihale-bildirim-abonelik-iptal';

export type UnsubscribeChannel = 'eposta';

export interface UnsubscribeClaim {
  gercekKisilikId: number;
  kanal: UnsubscribeChannel;
}

type Deps = { config: ServerConfig; db: Db };

export async function signUnsubscribeToken(deps: Deps, claim: UnsubscribeClaim): Promise<string> {
  return new SignJWT({ k: claim.gercekKisilikId, c: claim.kanal })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(deps.config.authUrl)
    .setAudience(AUDIENCE)
    .sign(tokenSigningKey(deps.config, deps.db));
}

export async function verifyUnsubscribeToken(deps: Deps, raw: unknown): Promise<UnsubscribeClaim | null> {
  if (typeof raw !== 'string' || !raw || raw.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(raw, tokenSigningKey(deps.config, deps.db), {
      algorithms: ['HS256'],
      issuer: deps.config.authUrl,
      audience: AUDIENCE,
    });
    if (!Number.isSafeInteger(payload.k) || payload.c !== 'eposta') return null;
    return { gercekKisilikId: payload.k as number, kanal: 'eposta' };
  } catch {
    return null;
  }
}

/** The link every notification e-mail carries (header and body). */
export async function unsubscribeUrl(deps: Deps, claim: UnsubscribeClaim): Promise<string> {
  const t = await signUnsubscribeToken(deps, claim);
  return `${deps.config.portalApiUrl}/bildirimler/abonelik-iptal?t=${encodeURIComponent(t)}`;
}
