import type { ApiErrorBody } from '../../lib/contract/wire-types';
import type { DomainError } from '../kernel/domain-error';

/**
 * The error body of docs/architecture.md §4. The messages go in both lists, so every client toast
 * source (errors or mesajList) shows them. The one place an error body is built: errors thrown as
 * ApiError, the central error handler, the hub's refused upgrades and the health probe all use it.
 */
export function errorBody(key: string, message: string, messages: string[] = [message]): ApiErrorBody {
  return { key, message, errors: messages, mesajList: messages };
}

/**
 * An error the API answers with on purpose: a status and the error body. Throw it from routes and
 * query functions; the central error handler (server/http/error-handler.ts) turns it into the response.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly key: string,
    message: string,
    public readonly messages: string[] = [message],
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return errorBody(this.key, this.message, this.messages);
  }
}

export const badRequest = (message: string, key = 'BadRequest') => new ApiError(400, key, message);

/** 400 for input that failed its schema: every problem listed, the message joining them. */
export const validationError = (messages: string[], message = messages.join(', ')) =>
  new ApiError(400, 'ValidationError', message, messages);

/** 401 (auth contract item 6): the client refreshes its token once, then signs out. */
export const unauthorized = (message = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.') =>
  new ApiError(401, 'Unauthorized', message);

export const forbidden = (message = 'Bu işlem için yetkiniz bulunmamaktadır.') =>
  new ApiError(403, 'UnauthorizedException', message);

export const notFound = (message = 'Kayıt bulunamadı.') => new ApiError(404, 'NotFound', message);

export const conflict = (message: string, key = 'Conflict') => new ApiError(409, key, message);
export const UNSUPPORTED_MEDIA_TYPE = 'Desteklenmeyen içerik türü.';
export const unsupportedMediaType = () => new ApiError(415, 'UnsupportedMediaType', UNSUPPORTED_MEDIA_TYPE);

/**
 * The edge's one mapping of a domain error (server/kernel/domain-error.ts) to HTTP: the status and
 * the key and message the same refusal had when query functions still threw ApiError.
 */
export function httpErrorOf(err: DomainError): ApiError {
  const message = err.message || undefined;
  switch (err.kind) {
    case 'invalid':
      return err.messages ? validationError([...err.messages], err.message) : badRequest(err.message, err.key);
    case 'notFound':
      return notFound(message);
    case 'forbidden':
      return forbidden(message);
    case 'conflict':
      return conflict(err.message, err.key);
  }
}
