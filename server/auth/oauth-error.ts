import type { ApiErrorBody } from '../../lib/contract/wire-types';
import { ApiError } from '../http/errors';

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

export interface OAuthErrorBody extends ApiErrorBody {
  error: OAuthErrorCode;
  error_description: string;
}

/**
 * A token- or revocation-endpoint failure (auth contract item 2): the OAuth fields plus our error
 * shape, so both OAuth-aware code (`error === 'invalid_grant'`) and the toast (`errors`) read it.
 * 400, except a failed client authentication at the revocation endpoint (401).
 */
export class OAuthError extends ApiError {
  constructor(
    public readonly error: OAuthErrorCode,
    description: string,
    status: 400 | 401 = 400,
  ) {
    super(status, error, description);
  }

  override toBody(): OAuthErrorBody {
    return { error: this.error, error_description: this.message, ...super.toBody() };
  }
}

export const OAUTH_MESSAGES = {
  invalidClient: 'İstemci bilgileri geçersiz.',
  unsupportedGrant: 'Desteklenmeyen yetkilendirme türü.',
  invalidExternalToken: 'Giriş kodu geçersiz, kullanılmış veya süresi dolmuş. Lütfen tekrar giriş yapınız.',
  invalidProvider: 'Desteklenmeyen kimlik sağlayıcı.',
  invalidRefreshToken: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
  missing: (field: string) => `${field} alanı zorunludur.`,
} as const;
