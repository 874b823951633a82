import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The hub's access token: browsers cannot set headers on a WebSocket, so the SignalR client puts
 * it in the `access_token` query parameter; Node clients send `Authorization: Bearer`.
 */
export function tokenFromUpgrade(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (m) return m[1];
  }
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q === -1) return null;
  try {
    const token = new URLSearchParams(url.slice(q + 1)).get('access_token');
    return token && token.length <= 8192 ? token : null;
  } catch {
    return null;
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with a plain HTTP error in the API's error shape and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: 400 | 401 | 429 | 503, key: string, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ key, message, errors: [message], mesajList: [message] });
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
