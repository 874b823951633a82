import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keyCookieHeader } from './page-cache-key';

/**
 * Renders a stored page again before a bid's grace ends (docs/decisions/cached-pages-lag-bids-by-a-second.md),
 * so that in a closing minute visitors keep getting a stored page instead of waiting for a render.
 * Next renders only for a request, so the refresh is one: a GET to this same server over loopback,
 * with the page's key (path, the key's cookies, Accept-Encoding) and none of the visitor's session,
 * marked by a header only this process knows. The page cache's handler renders it into the cache
 * (server/http/cached-page-handler.ts); its answer is read and thrown away here.
 */
export interface PageRefresher {
  /** Whether `req` is one of this process's refreshes. */
  isRefresh(req: IncomingMessage): boolean;
  /** Asks for the page of `req` again, once per key at a time; failures only mean no refresh. */
  request(req: IncomingMessage, key: string): void;
}

/** The X-Cache of a refresh's answer: the access log and metrics keep it apart from visitors' (server/observability/page-observer.ts). */
export const PAGE_REFRESH_CACHE_STATUS = 'REFRESH';

/** The header marking a refresh; its value is a secret of the process, so nobody outside can ask for renders. */
const REFRESH_HEADER = 'x-esatis-page-refresh';

/** Headers a refresh carries over from the visitor's request: the key's and what a render may read (Next's bot rules read the agent). */
const CARRIED = [
  'host',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'x-forwarded-host',
  'x-forwarded-proto',
];

/** A refresh slower than this is given up (the page then renders for the next visitor after the grace). */
const REFRESH_TIMEOUT_MS = 10_000;

/** `address`: where this server listens, read at each refresh (an unspecified address is reached on loopback). */
export function loopbackRefresher(address: () => AddressInfo | string | null): PageRefresher {
  const secret = Buffer.from(randomBytes(16).toString('hex'));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const running = new Set<string>();
  return {
    isRefresh(req) {
      const sent = req.headers[REFRESH_HEADER];
      if (typeof sent !== 'string') return false;
      // Compared as bytes: a value of the same length in characters may be longer in bytes.
      const given = Buffer.from(sent);
      return given.length === secret.length && timingSafeEqual(given, secret);
    },
    request(req, key) {
      const at = address();
      if (running.has(key) || at === null || typeof at === 'string') return;
      running.add(key);
      const headers: OutgoingHttpHeaders = { [REFRESH_HEADER]: secret.toString() };
      for (const name of CARRIED) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
      const cookie = keyCookieHeader(req);
      if (cookie) headers.cookie = cookie;
      const done = () => running.delete(key);
      const host = at.address === '0.0.0.0' ? '127.0.0.1' : at.address === '::' ? '::1' : at.address;
      const out = http.get(
        { host, port: at.port, path: req.url, headers, agent, timeout: REFRESH_TIMEOUT_MS },
        (res) => {
          res.on('close', done);
          res.resume();
        },
      );
      out.on('timeout', () => out.destroy());
      out.on('error', done);
    },
  };
}
