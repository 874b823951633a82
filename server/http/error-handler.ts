import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../kernel/domain-error';
import { ApiError, errorBody, httpErrorOf, UNSUPPORTED_MEDIA_TYPE } from './errors';

const GENERIC = 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';
const UNAVAILABLE = 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.';

const OUTAGE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
];
const OUTAGE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout|is not queryable/i;

/**
 * The driver error behind an error that means "the database is not reachable right now" (answered
 * 503, not 500), or null. Drizzle wraps the driver's error ("Failed query: …" with the whole SQL,
 * the original in `cause`), so the cause chain is searched.
 */
function databaseOutage(err: unknown): { message: string; code?: string } | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code = '', message = '' } = e as { code?: string; message?: string };
    if (OUTAGE_CODES.includes(code) || OUTAGE_MESSAGE.test(String(message))) return { message: String(message), code };
  }
  return null;
}

/**
 * The one place that decides what a thrown error means: its status, key and message. Bad input is a
 * 4xx; anything unexpected is logged and becomes a generic 500 that reveals nothing (503 when the
 * database is unreachable). The portal's handler below sends it in the API error shape; the OData
 * service sends the same decision in OData's shape (server/odata/errors.ts).
 */
export function apiErrorOf(err: FastifyError | ApiError | DomainError, request: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  // A rule of the domain said no: its HTTP meaning is decided here, at the edge.
  if (err instanceof DomainError) return httpErrorOf(err);
  const fe = err as FastifyError;
  if (fe.validation) {
    const messages = fe.validation.map((v) =>
      `${v.instancePath || v.params?.missingProperty || ''} ${v.message ?? ''}`.trim(),
    );
    return new ApiError(400, 'ValidationError', 'Geçersiz istek.', messages);
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const message =
      fe.statusCode === 413
        ? 'İstek gövdesi çok büyük.'
        : fe.statusCode === 415
          ? UNSUPPORTED_MEDIA_TYPE
          : fe.statusCode === 429
            ? 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyiniz.'
            : 'Geçersiz istek.';
    return new ApiError(fe.statusCode, fe.code ?? 'BadRequest', message);
  }
  const outage = databaseOutage(err);
  if (outage) {
    request.log.warn({ err: outage }, 'database unavailable');
    return new ApiError(503, 'ServiceUnavailable', UNAVAILABLE);
  }
  request.log.error({ err }, 'unhandled error');
  return new ApiError(500, 'SomethingWentWrong', GENERIC);
}

/** The portal's error handler: every error in the API error shape (docs/architecture.md §4). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError | DomainError, request, reply) => {
    const http = apiErrorOf(err, request);
    return reply.status(http.status).send(http.toBody());
  });

  app.setNotFoundHandler((_request, reply) => {
    const message = 'İstenen kaynak bulunamadı.';
    reply.status(404).send(errorBody('NotFound', message));
  });
}
