import type { ApiErrorBody } from '../../lib/contract/wire-types';

/**
 * An error the API answers with on purpose: a status and the body shape of ARCHITECTURE.md §4.
 * Throw it from routes and query functions; the central error handler turns it into the response.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly key: string,
    message: string,
    public readonly extra: Pick<ApiErrorBody, 'errors' | 'mesajList'> = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { key: this.key, message: this.message, ...this.extra };
  }
}

/** 400 with the message in both lists, so every client toast source (errors or mesajList) shows it. */
export const badRequest = (message: string, key = 'BadRequest') =>
  new ApiError(400, key, message, { errors: [message], mesajList: [message] });

export const unauthorized = (message = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.') =>
  new ApiError(401, 'UnauthorizedException', message, { errors: [message], mesajList: [message] });

export const forbidden = (message = 'Bu işlem için yetkiniz bulunmamaktadır.') =>
  new ApiError(403, 'UnauthorizedException', message, { errors: [message], mesajList: [message] });

export const notFound = (message = 'Kayıt bulunamadı.') =>
  new ApiError(404, 'NotFound', message, { errors: [message], mesajList: [message] });

export const conflict = (message: string, key = 'Conflict') =>
  new ApiError(409, key, message, { errors: [message], mesajList: [message] });
