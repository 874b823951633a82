import { apiRequest } from './http';

/**
 * Calls of the authorization flow (SPEC §7, auth contract items 2, 3, 5). The token endpoints
 * answer OAuth shapes, not `{ data }`; failures arrive as ApiRequestError (toastText('errors')).
 */
export const CLIENT_ID = 'ihale-client';
export const PROVIDER = 'EDevlet';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The user-info answer exactly as SPEC §3 names it (it is stored in userInfos as is). */
export interface UserInfo {
  email: string | null;
  phone_number: string | null;
  NameSurname: string;
  preferred_username: string;
  name: string;
}

interface TokenWire {
  access_token?: unknown;
  refresh_token?: unknown;
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

export function toTokenPair(wire: TokenWire | null | undefined): TokenPair | null {
  const accessToken = text(wire?.access_token);
  const refreshToken = text(wire?.refresh_token);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
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

/** The answer did not carry both tokens: treat like a failed exchange. */
export class MissingTokenError extends Error {
  constructor() {
    super('Giriş bilgileri alınamadı. Lütfen tekrar deneyiniz.');
  }
}

/** Step 2 of the login flow: the single-use e-Devlet code for the portal's own tokens. */
export async function exchangeExternalToken(externalToken: string, clientSecret: string): Promise<TokenPair> {
  const wire = await apiRequest<TokenWire>('/connect/token', {
    method: 'POST',
    token: null,
    form: {
      grant_type: 'external',
      client_id: CLIENT_ID,
      client_secret: clientSecret,
      external_token: externalToken,
      provider: PROVIDER,
    },
  });
  const pair = toTokenPair(wire);
  if (!pair) throw new MissingTokenError();
  return pair;
}

/** Silent refresh at the authorization service (rotates the refresh token). */
export async function refreshTokenPair(authUrl: string, refreshToken: string, clientSecret: string): Promise<TokenPair> {
  const wire = await apiRequest<TokenWire>('/connect/token', {
    method: 'POST',
    baseUrl: authUrl,
    token: null,
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: clientSecret, refresh_token: refreshToken },
  });
  const pair = toTokenPair(wire);
  if (!pair) throw new MissingTokenError();
  return pair;
}

export async function fetchUserInfo(authUrl: string, accessToken: string): Promise<UserInfo> {
  const wire = await apiRequest<UserInfoWire>('/connect/userinfo', { baseUrl: authUrl, token: accessToken });
  return toUserInfo(wire);
}
