import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { logAccess } from './access-log';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

/** Label of requests no route matched: one series for all of them, whatever the path. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Fastify's own per-request lines ("incoming request", "request completed") are replaced by our
 * access line, which carries the route pattern and a redacted URL instead of the raw one.
 * Responses that fail mid-stream are still reported.
 */
class AccessLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}

/** The Fastify options for request ids and logging (see buildApp). */
export function observabilityOptions() {
  return {
    // main.ts has already chosen the id (and put it in the header) for requests it hands over;
    // inject and direct callers get the same rule here.
    genReqId: (req: IncomingMessage) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    logController: new AccessLogController(),
  };
}

/** Echoes the request id, and writes the access line and the latency histogram of every API request. */
export function registerHttpObservability(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const durationMs = reply.elapsedTime;
    app.metrics.observeHttp(request.method, route, reply.statusCode, durationMs / 1000);
    logAccess(request.log, { method: request.method, route, url: request.url, status: reply.statusCode, durationMs });
  });
}
