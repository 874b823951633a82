import type { IncomingMessage } from 'node:http';
import { errorBody } from '../http/errors';
import type { Duplex } from 'node:stream';
import { STAFF_WATCHER_QUERY } from '../../lib/contract/hub-events';
import { COOKIE } from '../../lib/session/cookie-names';

/**
 * Where a hub connection's access token comes from. Never from the URL: a URL shows in logs,
 * proxies and the browser console (Chromium prints a failed WebSocket's address), and the browser
 * WebSocket API cannot set headers. So:
 * - Node clients (tests, benches, tools) send `Authorization: Bearer`, as the SignalR client does
 *   outside browsers;
 * - browsers send the access-token cookie the portal keeps anyway (docs/spec.md §7, path '/'), which the
 *   browser attaches to the same-origin upgrade by itself. A cookie goes along with a cross-site
 *   page's WebSocket too, so a cookie is only believed when the upgrade's Origin is the portal's own
 *   (cross-site WebSocket hijacking); a Bearer header cannot be sent by a foreign page at all.
 * `?access_token=` is not read: a client that puts a token in the URL is refused.
 *
 * The back-office's live monitor connects as a watcher (`?izleyici=yonetim`, no secret in it): then
 * only the staff session cookie counts, on the same same-origin terms, and the connection can join
 * a tender group but acts for no account (docs/architecture.md §8, server/auth/staff/staff-watcher.ts).
 */
/**
 * A connection's token and the channel it came on: a bidder's (Bearer or the access-token cookie)
 * or the staff monitor's (the staff session cookie with `?izleyici=yonetim`). Each channel takes its
 * own kind of token only (server/hub/realtime.ts): a staff token sent as a Bearer is no bidder's.
 */
export interface HubCredential {
  token: string;
  channel: 'bidder' | 'staff';
}

export type UpgradeToken = HubCredential | { refused: 'none' | 'foreign-origin' };

const MAX_TOKEN_LENGTH = 8192;

export function tokenFromUpgrade(req: IncomingMessage, portalOrigin: string | undefined): UpgradeToken {
  if (isStaffWatcher(req)) {
    const staff = cookieValue(req.headers.cookie, COOKIE.staffSession);
    if (!staff || !portalOrigin) return { refused: 'none' };
    if (req.headers.origin !== new URL(portalOrigin).origin) return { refused: 'foreign-origin' };
    return { token: staff, channel: 'staff' };
  }
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (m && m[1].length <= MAX_TOKEN_LENGTH) return { token: m[1], channel: 'bidder' };
  }
  const cookie = cookieValue(req.headers.cookie, COOKIE.accessToken);
  if (!cookie || !portalOrigin) return { refused: 'none' };
  if (req.headers.origin !== new URL(portalOrigin).origin) return { refused: 'foreign-origin' };
  return { token: cookie, channel: 'bidder' };
}

function isStaffWatcher(req: IncomingMessage): boolean {
  const query = (req.url ?? '').split('?')[1] ?? '';
  return query.split('&').includes(STAFF_WATCHER_QUERY);
}

/** One cookie's value from a Cookie header (RFC 6265 syntax; the first of equal names wins). */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (!value || value.length > MAX_TOKEN_LENGTH) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with a plain HTTP error in the API's error shape and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: 400 | 401 | 403 | 429 | 503, key: string, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(key, message));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      // Like every other answer of the process (server/http/security-headers.ts): never sniffed, never cached.
      'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      (status === 401 ? 'WWW-Authenticate: Bearer\r\n' : '') +
      'Connection: close\r\n\r\n' +
      body,
  );
}
