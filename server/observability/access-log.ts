import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../kernel/redact';

export interface AccessEntry {
  method: string;
  /** Route pattern (`/api/external-odata/:set`, `/ihaleler/[id]`), never the raw path. */
  route: string;
  url: string;
  status: number;
  durationMs: number;
  /** A background render of the page cache (server/http/page-refresh.ts), not a visitor's request. */
  refresh?: boolean;
}

/**
 * The one access-log line of a request, for API and pages alike. The logger passed in is bound to
 * the request id (Fastify's request.log, or main.ts's child logger for pages).
 */
export function logAccess(log: Pick<FastifyBaseLogger, 'info'>, entry: AccessEntry): void {
  log.info(
    {
      method: entry.method,
      route: entry.route,
      url: redactUrl(entry.url),
      status: entry.status,
      durationMs: Math.round(entry.durationMs * 10) / 10,
      ...(entry.refresh && { refresh: true }),
    },
    'request',
  );
}
