/**
 * Helpers for hub tests: a real listening http server around a hub, the official SignalR client,
 * and a raw WebSocket client for protocol details the official client hides.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import type { RequestAuth } from '../auth/request-auth';
import { HUB_PATH, type HubServer } from './hub-server';

export interface ListeningHub {
  port: number;
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function listenHub(hub: HubServer, onRequest?: http.RequestListener): Promise<ListeningHub> {
  const server = http.createServer(onRequest ?? ((_req, res) => res.writeHead(404).end()));
  server.on('upgrade', (req, socket, head) => {
    if ((req.url ?? '').split('?')[0].toLowerCase() === HUB_PATH.toLowerCase()) hub.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}${HUB_PATH}`,
    server,
    close: async () => {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function buildClient(
  url: string,
  token: string | null,
  opts: { reconnectDelays?: number[]; serverTimeoutMs?: number; keepAliveMs?: number } = {},
): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(url, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token ? { accessTokenFactory: () => token } : {}),
    })
    .configureLogging(LogLevel.None);
  if (opts.reconnectDelays) builder = builder.withAutomaticReconnect(opts.reconnectDelays);
  const conn = builder.build();
  if (opts.serverTimeoutMs) conn.serverTimeoutInMilliseconds = opts.serverTimeoutMs;
  if (opts.keepAliveMs) conn.keepAliveIntervalInMilliseconds = opts.keepAliveMs;
  return conn;
}

/** Resolves with the first `count` arguments-arrays received for `method`. */
export function nextMessages<T = unknown>(
  conn: HubConnection,
  method: string,
  count = 1,
  timeoutMs = 5000,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const got: T[] = [];
    const timer = setTimeout(() => {
      conn.off(method, handler);
      reject(new Error(`timed out waiting for ${count} ${method} message(s), got ${got.length}`));
    }, timeoutMs);
    const handler = (payload: T) => {
      got.push(payload);
      if (got.length >= count) {
        clearTimeout(timer);
        conn.off(method, handler);
        resolve(got);
      }
    };
    conn.on(method, handler);
  });
}

/** A raw protocol client: collects every parsed message the server sends. */
export class RawClient {
  readonly messages: Array<Record<string, unknown>> = [];
  readonly texts: string[] = [];
  closed = false;
  closeCode?: number;
  private waiters: Array<() => void> = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      for (const part of text.split('\x1e')) {
        if (part) this.messages.push(JSON.parse(part) as Record<string, unknown>);
      }
      this.notify();
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      this.notify();
    });
    ws.on('error', () => {});
  }

  /** A Bearer `token` as Node clients send it; `headers` for what browsers send (cookie, origin). */
  static open(url: string, token: string | null, headers: Record<string, string> = {}): Promise<RawClient> {
    const auth = token ? { authorization: `Bearer ${token}` } : {};
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers: { ...auth, ...headers } });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawClient(ws)));
      ws.once('unexpected-response', (_req, res) =>
        reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
      );
      ws.once('error', reject);
    });
  }

  send(text: string): void {
    this.ws.send(text);
  }

  async handshake(): Promise<void> {
    this.send('{"protocol":"json","version":1}\x1e');
    await this.waitFor(() => this.messages.length >= 1);
  }

  waitFor(cond: () => boolean, timeoutMs = 5000): Promise<void> {
    if (cond()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('RawClient.waitFor timed out')), timeoutMs);
      const check = () => {
        if (cond()) {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((w) => w !== check);
          resolve();
        }
      };
      this.waiters.push(check);
    });
  }

  ofType(type: number) {
    return this.messages.filter((m) => m.type === type);
  }

  close(): void {
    this.ws.terminate();
  }

  private notify() {
    for (const w of [...this.waiters]) w();
  }
}

export { delay } from '../../tests/support/wait';

/**
 * A caller as the hub sees it, for hub-level tests whose `authenticate` is a stub: the accounts
 * the hub routes account messages by, without a database session behind them.
 */
export function stubAuth(kimlikNo: string, cariIds: number[]): RequestAuth {
  return {
    kimlikNo,
    sessionId: `stub-${kimlikNo}`,
    aktifCariId: null,
    personCariId: cariIds[0] ?? null,
    gercekKisilikId: cariIds[0] ?? null,
    allCariIds: cariIds,
    cariIds,
  };
}

export type UpgradeAttempt = { open: true; ws: WebSocket } | { open: false; status: number; body: string };

/** Opens a raw WebSocket to a hub with the given headers and reports whether the upgrade was accepted. */
export function tryUpgrade(url: string, headers: Record<string, string>, query = ''): Promise<UpgradeAttempt> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${query}`, { headers });
    ws.once('open', () => resolve({ open: true, ws }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ open: false, status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}
