import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { logAccess } from './access-log';
import type { Logger } from '../kernel/logger';
import type { Metrics } from './metrics';
import { pageRoute } from './page-routes';
import { PAGE_REFRESH_CACHE_STATUS } from '../http/page-refresh';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

/**
 * main.ts, first thing for every request: choose the request id, echo it on the response, and
 * write it back into the request headers so Fastify (genReqId) adopts the same id for API calls.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Access line and latency histogram of a request Next.js answers (pages, assets), labelled by page pattern. */
export function observePage(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  deps: { log: Logger; metrics: Metrics },
): void {
  const started = performance.now();
  // 'close' also fires when the client goes away mid-response: those requests are counted too.
  res.once('close', () => {
    const durationMs = performance.now() - started;
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const route = pageRoute(url);
    // The page cache's background renders are no visitor's wait: a histogram of their own.
    const refresh = res.getHeader('x-cache') === PAGE_REFRESH_CACHE_STATUS;
    if (refresh) deps.metrics.observePageRefresh(route, durationMs / 1000);
    else deps.metrics.observeHttp(method, route, res.statusCode, durationMs / 1000);
    logAccess(deps.log.child({ reqId: requestId }), {
      method,
      route,
      url,
      status: res.statusCode,
      durationMs,
      ...(refresh && { refresh }),
    });
  });
}
