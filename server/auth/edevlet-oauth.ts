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

/**
 * The provider refused the authorization code itself (the token endpoint's `invalid_grant`: used,
 * expired, or not this client's): the sign-in did not complete, and a new one will (a 400 page
 * with a way to try again, not the 502 of a provider that cannot be reached).
 */
export class EdevletCodeRefusedError extends EdevletProviderError {}

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
 * Absent is accepted only from a provider that does not announce the parameter in its metadata
 * (`authorization_response_iss_parameter_supported`, RFC 9207 §3 and §2.4); anything else must
 * match exactly.
 */
export async function issuerAccepted(config: ServerConfig, iss: unknown): Promise<boolean> {
  const expected = settings(config).issuer;
  if (iss === undefined) return !(await announcesIssuerParameter(expected));
  return typeof iss === 'string' && (iss === expected || iss === `${expected}/` || `${iss}/` === expected);
}

/** The provider's metadata answer, kept for an hour per issuer (a failed read is tried again next time). */
const METADATA_TTL_MS = 60 * 60_000;
const metadataCache = new Map<string, { at: number; announces: boolean }>();

/**
 * Whether the provider says it sends `iss` (OpenID Connect Discovery, else RFC 8414 metadata at the
 * issuer). A provider without reachable metadata is taken not to: its absent `iss` is accepted as
 * before, and a present one is still checked.
 */
async function announcesIssuerParameter(issuer: string): Promise<boolean> {
  const cached = metadataCache.get(issuer);
  if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.announces;
  const base = issuer.replace(/\/$/, '');
  for (const path of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server']) {
    try {
      const meta = await call(`${base}${path}`, { headers: { accept: 'application/json' } }, 'provider metadata');
      const announces = meta.authorization_response_iss_parameter_supported === true;
      metadataCache.set(issuer, { at: Date.now(), announces });
      return announces;
    } catch {
      // the next well-known path, then none
    }
  }
  return false;
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

/** The token endpoint's answer; its OAuth error `invalid_grant` (RFC 6749 §5.2) is the code refused. */
async function redeem(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new EdevletProviderError(`token endpoint unreachable: ${(err as Error).message}`);
  }
  if (res.status === 400) {
    const body = await res.text().catch(() => '');
    let error: unknown;
    try {
      error = (JSON.parse(body.slice(0, MAX_BODY_BYTES)) as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
    if (error === 'invalid_grant') throw new EdevletCodeRefusedError('token endpoint refused the code (invalid_grant)');
    throw new EdevletProviderError(
      `token endpoint answered 400 (${typeof error === 'string' ? error : 'no error code'})`,
    );
  }
  return readJson(res, 'token endpoint');
}

/** Exchanges the authorization code (client_secret_post, PKCE verifier) and reads the citizen from userinfo. */
export async function fetchCitizen(config: ServerConfig, code: string, codeVerifier: string): Promise<Citizen> {
  const s = settings(config);
  const token = await redeem(s.tokenUrl, {
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
  });
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
