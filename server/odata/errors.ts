import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorOf } from '../http/error-handler';
import { ApiError } from '../http/errors';

/**
 * A query the OData layer refuses: always a 400, with a Turkish message that names the problem (the
 * property, the character and its position, the limit). Like every error under /api/external-odata it
 * is answered in OData's error shape (odataErrorHandler below).
 */
export class ODataError extends ApiError {
  constructor(message: string) {
    super(400, 'InvalidODataQuery', message);
  }
}

export const odataError = (message: string) => new ODataError(message);

/**
 * 501 for a well-formed request the service does not implement ($search, $apply, a $format other
 * than JSON…): OData Part 1 §9.3.1 asks for 501, not 400, so a standard client can tell "not here"
 * from "wrong" (docs/architecture.md §10).
 */
export class ODataNotImplemented extends ApiError {
  constructor(message: string) {
    super(501, 'NotImplemented', message);
  }
}

export const odataNotImplemented = (message: string) => new ODataNotImplemented(message);

/** 404 for an entity set, entity or path the service does not have (or the caller may not see). */
export const odataNotFound = (message = 'İstenen OData kaynağı bulunamadı.') => new ApiError(404, 'NotFound', message);

/** OData JSON Format §21.1: one object whose `error` member holds code, message and optional details. */
export interface ODataErrorBody {
  error: {
    code: string;
    message: string;
    target?: string;
    details?: { code: string; message: string; target?: string }[];
  };
}

/** The error shape of the OData service; every message listed beyond the main one goes to `details`. */
export function odataErrorBody(err: ApiError): ODataErrorBody {
  const extra = err.messages.filter((m) => m !== err.message);
  return {
    error: {
      code: err.key,
      message: err.message,
      ...(extra.length ? { details: extra.map((message) => ({ code: err.key, message })) } : {}),
    },
  };
}

/**
 * The error handler of every OData route (and of the 404s under the service root): the portal's one
 * decision of what an error means (apiErrorOf: status, key, Turkish message, a generic 500/503 that
 * reveals nothing), sent in OData's shape with the OData headers. The rest of the API keeps its own
 * envelope (server/http/error-handler.ts).
 */
export function odataErrorHandler(err: Parameters<typeof apiErrorOf>[0], request: FastifyRequest, reply: FastifyReply) {
  const http = apiErrorOf(err, request);
  sendODataError(reply, http);
}

function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function sendODataError(reply: FastifyReply, err: ApiError): void {
  reply
    .status(err.status)
    .header('OData-Version', '4.0')
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'application/json;charset=utf-8');
  if (err.status === 405) reply.header('Allow', 'GET, HEAD');
  reply.send(odataErrorBody(err));
}

/** Resources of the service root OData defines and this service does not implement (501). */
const NOT_SERVED_RESOURCES = /\/external-odata\/\$(?:batch|crossjoin|all|entity)(?:[/(]|$)/;

/**
 * Under the service root (`/external-odata`, mounted with `app`'s prefix), a path no route serves: an
 * unknown entity set or path is a 404, a write (the service is read-only) a 405, both in OData's shape.
 */
export function registerODataNotFound(app: FastifyInstance) {
  app.register(
    async (root) => {
      root.setErrorHandler(odataErrorHandler);
      root.setNotFoundHandler((request, reply) => {
        const read = request.method === 'GET' || request.method === 'HEAD';
        const error = NOT_SERVED_RESOURCES.test(decodedPath(request.url))
          ? odataNotImplemented('$batch, $crossjoin, $all ve $entity kaynakları sunulmaz; her kümeyi ayrı sorgulayın.')
          : read
            ? odataNotFound()
            : new ApiError(405, 'MethodNotAllowed', 'OData hizmeti salt okunurdur; yalnızca GET istekleri yanıtlanır.');
        sendODataError(reply, error);
      });
    },
    { prefix: '/external-odata' },
  );
}
