import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';
import { isValidTcKimlikNo } from '../../lib/rules/account-schemas';
import type { Citizen } from './queries';

/**
 * EDEVLET_MODE=oauth: the authorization-code flow against the configured provider (auth contract
 * item 1), as the OAuth 2.0 Security BCP (RFC 9700) asks of every client: PKCE with S256 (the
 * verifier never leaves the portal until the code is redeemed), and the authorization response's
 * `iss` checked against the expected issuer when the provider sends it (RFC 9207, mix-up attacks).
 * The provider's answers are untrusted input: every failure becomes an EdevletProviderError, which
 * the routes show as a Turkish page, never as a 500.
 */

const SCOPE = 'openid profile email phone';
const TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 64 * 1024;

export class EdevletProviderError extends Error {}

interface OAuthSettings {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  issuer: string;
}

function settings(config: ServerConfig): OAuthSettings {
  const e = config.edevlet;
  if (!e.authorizeUrl || !e.tokenUrl || !e.userinfoUrl || !e.clientId || !e.clientSecret) {
    // loadConfig refuses oauth mode without these; this is the type system's reassurance.
    throw new EdevletProviderError('e-Devlet OAuth settings are incomplete');
  }
  return {
    authorizeUrl: e.authorizeUrl,
    tokenUrl: e.tokenUrl,
    userinfoUrl: e.userinfoUrl,
    clientId: e.clientId,
    clientSecret: e.clientSecret,
    // Without EDEVLET_ISSUER, the authorization server is taken to be the origin that serves its
    // authorize endpoint (an issuer identifier is an https URL without query or fragment).
    issuer: e.issuer ?? new URL(e.authorizeUrl).origin,
  };
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * RFC 9207: an `iss` in the authorization response must name the provider the login was sent to.
 * Absent is accepted (providers that do not implement it); anything else must match exactly.
 */
export function issuerMatches(config: ServerConfig, iss: unknown): boolean {
  if (iss === undefined) return true;
  const expected = settings(config).issuer;
  return typeof iss === 'string' && (iss === expected || iss === `${expected}/` || `${iss}/` === expected);
}

export function callbackUrl(config: ServerConfig): string {
  return `${config.authUrl}/Account/external-callback`;
}

export function buildAuthorizeUrl(config: ServerConfig, state: string, codeVerifier: string): string {
  const s = settings(config);
  const url = new URL(s.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', s.clientId);
  url.searchParams.set('redirect_uri', callbackUrl(config));
  url.searchParams.set('state', state);
  url.searchParams.set('scope', SCOPE);
  url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

async function readJson(res: Response, what: string): Promise<Record<string, unknown>> {
  if (!res.ok) throw new EdevletProviderError(`${what} answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BODY_BYTES) throw new EdevletProviderError(`${what} answer too large`);
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new EdevletProviderError(`${what} answer is not a JSON object`);
}

async function call(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new EdevletProviderError(`${what} unreachable: ${(err as Error).message}`);
  }
  return readJson(res, what);
}

/** Exchanges the authorization code (client_secret_post, PKCE verifier) and reads the citizen from userinfo. */
export async function fetchCitizen(config: ServerConfig, code: string, codeVerifier: string): Promise<Citizen> {
  const s = settings(config);
  const token = await call(
    s.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl(config),
        client_id: s.clientId,
        client_secret: s.clientSecret,
        code_verifier: codeVerifier,
      }).toString(),
    },
    'token endpoint',
  );
  if (typeof token.access_token !== 'string' || !token.access_token) {
    throw new EdevletProviderError('token endpoint gave no access_token');
  }
  const claims = await call(
    s.userinfoUrl,
    { headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' } },
    'userinfo endpoint',
  );
  return citizenFromClaims(claims);
}

const text = (v: unknown, max = 200): string | null =>
  typeof v === 'string' && v.trim() && v.trim().length <= max ? v.trim() : null;

/** e-Devlet phones as the portal stores them: the ten national digits, no '+', no country code. */
export function normalizePhone(v: unknown): string | null {
  const raw = text(v, 30);
  if (!raw) return null;
  let digits = raw.replace(/[^\d]/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{10,15}$/.test(digits) ? digits : null;
}

export function citizenFromClaims(claims: Record<string, unknown>): Citizen {
  const kimlikNo = text(claims.kimlikNo) ?? text(claims.sub);
  if (!kimlikNo || !isValidTcKimlikNo(kimlikNo)) throw new EdevletProviderError('userinfo gave no valid kimlik no');
  const adi = text(claims.given_name, 100);
  const soyadi = text(claims.family_name, 100);
  if (!adi || !soyadi) throw new EdevletProviderError('userinfo gave no name');
  const eposta = text(claims.email, 254);
  return {
    kimlikNo,
    adi,
    soyadi,
    eposta: eposta && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(eposta) ? eposta : null,
    gsm: normalizePhone(claims.phone_number),
  };
}
