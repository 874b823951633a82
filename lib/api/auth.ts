import { apiRequest } from './http';

/**
 * Calls of the authorization flow (docs/spec.md §7, auth contract items 2, 3, 5). The token endpoints
 * answer OAuth shapes, not `{ data }`; failures arrive as ApiRequestError (toastText('errors')).
 */
export const CLIENT_ID = 'ihale-client';
export const PROVIDER = 'EDevlet';

/**
 * What the token endpoint answers the browser: the access token and its lifetime. The refresh
 * token never reaches scripts: the server keeps it in an HttpOnly cookie of the authorization
 * service, which the browser sends along with the refresh and revocation calls.
 */
export interface AccessGrant {
  accessToken: string;
  expiresIn: number;
}

/** The user-info answer exactly as docs/spec.md §3 names it (it is stored in userInfos as is). */
export interface UserInfo {
  email: string | null;
  phone_number: string | null;
  NameSurname: string;
  preferred_username: string;
  name: string;
}

interface TokenWire {
  access_token?: unknown;
  expires_in?: unknown;
}

interface UserInfoWire {
  sub?: unknown;
  email?: unknown;
  phone_number?: unknown;
  NameSurname?: unknown;
  preferred_username?: unknown;
  name?: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function toAccessGrant(wire: TokenWire | null | undefined): AccessGrant | null {
  const accessToken = text(wire?.access_token);
  const expiresIn = wire?.expires_in;
  if (!accessToken || typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) return null;
  return { accessToken, expiresIn };
}

export function toUserInfo(wire: UserInfoWire | null | undefined): UserInfo {
  const kimlikNo = text(wire?.preferred_username) ?? text(wire?.sub) ?? '';
  return {
    email: text(wire?.email),
    phone_number: text(wire?.phone_number),
    NameSurname: text(wire?.NameSurname) ?? '',
    preferred_username: kimlikNo,
    name: text(wire?.name) ?? kimlikNo,
  };
}

/** The answer did not carry an access token and its lifetime: treat like a failed exchange. */
export class MissingTokenError extends Error {
  constructor() {
    super('Giriş bilgileri alınamadı. Lütfen tekrar deneyiniz.');
  }
}

/**
 * Step 2 of the login flow: the single-use e-Devlet code for the portal's own tokens (the refresh
 * token arrives as the answer's HttpOnly cookie).
 */
export async function exchangeExternalToken(externalToken: string, clientSecret: string): Promise<AccessGrant> {
  const wire = await apiRequest<TokenWire>('/connect/token', {
    method: 'POST',
    token: null,
    credentials: 'include',
    form: {
      grant_type: 'external',
      client_id: CLIENT_ID,
      client_secret: clientSecret,
      external_token: externalToken,
      provider: PROVIDER,
    },
  });
  const grant = toAccessGrant(wire);
  if (!grant) throw new MissingTokenError();
  return grant;
}

/**
 * Silent refresh at the authorization service. The refresh token is the HttpOnly cookie the
 * browser sends along (credentials); the answer rotates it in the cookie. `keepalive`: a page left
 * while its refresh is on the way must not lose the answer, or the browser keeps the spent refresh
 * cookie, the next page sends it again, and the server ends the session as stolen (token-grants.ts).
 */
export async function refreshAccessToken(authUrl: string, clientSecret: string): Promise<AccessGrant> {
  const wire = await apiRequest<TokenWire>('/connect/token', {
    method: 'POST',
    baseUrl: authUrl,
    token: null,
    credentials: 'include',
    keepalive: true,
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: clientSecret },
  });
  const grant = toAccessGrant(wire);
  if (!grant) throw new MissingTokenError();
  return grant;
}

/**
 * Token revocation (RFC 7009) of the browser's refresh cookie: the server ends the whole session
 * family and deletes the cookie. `keepalive`: it must reach the server even when the page goes.
 */
export async function revokeRefreshToken(authUrl: string, clientSecret: string): Promise<void> {
  await apiRequest<unknown>('/connect/revocation', {
    method: 'POST',
    baseUrl: authUrl,
    token: null,
    credentials: 'include',
    keepalive: true,
    form: { client_id: CLIENT_ID, client_secret: clientSecret, token_type_hint: 'refresh_token' },
  });
}

export async function fetchUserInfo(authUrl: string, accessToken: string): Promise<UserInfo> {
  const wire = await apiRequest<UserInfoWire>('/connect/userinfo', { baseUrl: authUrl, token: accessToken });
  return toUserInfo(wire);
}
