import { jwtVerify, SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { tokenSigningKey } from './signing-key';

/**
 * The `state` of the login round trip: a short-lived signed token holding the validated ReturnUrl
 * (and, in oauth mode, a nonce bound to a cookie of the browser that started the login). Its own
 * audience keeps it from ever passing as an access token, and vice versa.
 */
const STATE_AUDIENCE = 'ihale-auth-state';
const STATE_TTL_SECONDS = 15 * 60;

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

export interface LoginState {
  returnUrl: string;
  nonce?: string;
}

export async function signLoginState(app: AuthApp, state: LoginState): Promise<string> {
  const iat = Math.floor(app.now().getTime() / 1000);
  return new SignJWT({ r: state.returnUrl, ...(state.nonce ? { n: state.nonce } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(app.config.authUrl)
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + STATE_TTL_SECONDS)
    .sign(tokenSigningKey(app.config, app.db));
}

export async function verifyLoginState(app: AuthApp, raw: unknown): Promise<LoginState | null> {
  if (typeof raw !== 'string' || !raw || raw.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(raw, tokenSigningKey(app.config, app.db), {
      algorithms: ['HS256'],
      issuer: app.config.authUrl,
      audience: STATE_AUDIENCE,
      currentDate: app.now(),
    });
    if (typeof payload.r !== 'string') return null;
    return { returnUrl: payload.r, ...(typeof payload.n === 'string' ? { nonce: payload.n } : {}) };
  } catch {
    return null;
  }
}
