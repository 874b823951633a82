import type { HubCredential } from './upgrade-auth';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { AuctionEvent } from '../auction/events';
import type { RequestAuth } from '../auth/request-auth';
import { type Backplane, type Delivery, MemoryBackplane } from './backplane';
import { HubCloseReasons } from './close-reasons';
import { type HubCaller, HubConnection } from './connection';
import { createConnectionRegistry } from './connection-registry';
import { createDispatcher, HubError, type HubMethod } from './dispatcher';
import { invocationFrame } from './protocol';
import { createSendQueue } from './send-queue';
import { startSweeper } from './sweeper';
import { refuseUpgrade, tokenFromUpgrade } from './upgrade-auth';

export { HubError, type HubMethod };

/** What main.ts needs from the real-time hub: take an upgrade, and close for shutdown. */
export interface HubServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export const HUB_PATH = '/api/v1/IhaleHub';

/** Server → client sends. Every send reaches local connections at once and other instances via the backplane. */
export interface HubMessenger {
  sendToAll(target: string, ...args: unknown[]): void;
  sendToGroup(group: string, target: string, ...args: unknown[]): void;
  /** Every connection of every person who may act for this account (own person account or company). */
  sendToAccount(cariId: number, target: string, ...args: unknown[]): void;
  /** One connection (an answer to its invocation): written ahead of group watchers (send-queue.ts). */
  sendToConnection(connectionId: string, target: string, ...args: unknown[]): void;
  /**
   * The accounts this person may act for changed (a company linked or unlinked, the person
   * registered): every instance re-authenticates the person's open connections with their tokens
   * and re-indexes them at once; a connection whose token no longer authenticates is closed.
   * Call it after the change committed.
   */
  accountsChanged(kimlikNo: string): void;
  /** Hands a domain event to the other instances (their `onRemoteEvent`); this instance has it already. */
  relayEvent(event: AuctionEvent): void;
}

export interface HubTiming {
  /** Server pings a client that has heard nothing for this long (SignalR default 15 s). */
  keepAliveMs: number;
  /** Clients silent for longer are dropped (SignalR default 30 s). */
  clientTimeoutMs: number;
  /** Sockets that send no handshake within this time are closed (SignalR default 15 s). */
  handshakeTimeoutMs: number;
  /** Largest single message accepted (SignalR default 32 KB). */
  maxMessageBytes: number;
}

export const DEFAULT_TIMING: HubTiming = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  maxMessageBytes: 32 * 1024,
};

export interface CreateHubOptions {
  /** Verifies an access token and loads the caller's accounts; null refuses the connection (401). */
  /** Verifies a token on its channel; a token of the other channel's kind is no one there. */
  authenticate(credential: HubCredential): Promise<RequestAuth | null>;
  methods?: Record<string, HubMethod>;
  backplane?: Backplane;
  timing?: Partial<HubTiming>;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /**
   * The clock access tokens expire by. When given, a connection is closed (clients are told to
   * reconnect, with a fresh token) once the token it was opened with has expired.
   */
  now?: () => Date;
  /** Open connections one person may hold on this instance (tabs, devices); more are refused with 429. */
  maxConnectionsPerPerson?: number;
  /**
   * The portal's origin (PUBLIC_ORIGIN): browsers authenticate with the access-token cookie, which
   * is believed only on upgrades from this origin (upgrade-auth.ts). Without it, Bearer only.
   */
  portalOrigin?: string;
  /** Receives the domain events other instances relayed (relayEvent). */
  onRemoteEvent?: (event: AuctionEvent) => void;
  /** True while a bid of this process waits on database round trips: the writes yield often (send-queue.ts). */
  roundTripsWaiting?: () => boolean;
}

export interface Hub extends HubServer, HubMessenger {
  addMethods(methods: Record<string, HubMethod>): void;
  addToGroup(connectionId: string, group: string): void;
  removeFromGroup(connectionId: string, group: string): void;
  readonly connectionCount: number;
  groupSize(group: string): number;
  /**
   * One connection, a frame already encoded (`invocationFrame`): the same bytes for every
   * connection it goes to, as the catch-up sends (catch-up.ts). Written ahead of group watchers.
   */
  sendEncodedToConnection(connectionId: string, frame: Buffer): void;
}

/** Generous for many tabs and devices, small enough that one token cannot pin the hub's memory. */
const DEFAULT_MAX_CONNECTIONS_PER_PERSON = 20;

/**
 * The SignalR hub on `ws` (noServer): WebSocket only, no negotiation. Authenticates the upgrade,
 * speaks the JSON hub protocol and fans messages out through the backplane. It composes a
 * connection registry (who is connected: groups, accounts, persons), a dispatcher (invocations →
 * hub methods) and a sweeper (timeouts, token expiry, keep-alive); docs/architecture.md §14.
 */
export function createHub(opts: CreateHubOptions): Hub {
  const timing: HubTiming = { ...DEFAULT_TIMING, ...opts.timing };
  const log = opts.log ?? {
    warn: (o: unknown, m?: string) => console.warn(m ?? '', o),
    error: (o: unknown, m?: string) => console.error(m ?? '', o),
  };
  const backplane = opts.backplane ?? new MemoryBackplane();
  const registry = createConnectionRegistry({ authenticate: opts.authenticate, log });
  const dispatcher = createDispatcher(log);
  if (opts.methods) dispatcher.addMethods(opts.methods);
  const maxPerPerson = opts.maxConnectionsPerPerson ?? DEFAULT_MAX_CONNECTIONS_PER_PERSON;
  let closing = false;

  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 1024 * 1024 });

  const deliverLocally = (d: Delivery) => {
    if (d.scope === 'event') opts.onRemoteEvent?.(d.event);
    else registry.deliver(d);
  };
  backplane.subscribe(deliverLocally);

  const publish = (d: Delivery) => {
    try {
      backplane.publish(d);
    } catch (err) {
      log.warn({ err }, 'hub backplane publish failed');
    }
  };
  const broadcast = (d: Delivery) => {
    deliverLocally(d);
    publish(d);
  };

  const messenger: HubMessenger = {
    sendToAll: (target, ...args) => broadcast({ scope: 'all', frame: invocationFrame(target, args) }),
    sendToGroup: (group, target, ...args) =>
      broadcast({ scope: 'group', key: group, frame: invocationFrame(target, args) }),
    sendToAccount: (cariId, target, ...args) =>
      broadcast({ scope: 'account', key: String(cariId), frame: invocationFrame(target, args) }),
    sendToConnection: (connectionId, target, ...args) =>
      registry.get(connectionId)?.sendFrame(invocationFrame(target, args), true),
    accountsChanged: (kimlikNo) => broadcast({ scope: 'person', key: kimlikNo, frame: '' }),
    relayEvent: (event) => publish({ scope: 'event', event }),
  };

  // Every connection with frames queued is written at the end of this turn, in slices (send-queue.ts).
  const sendQueue = createSendQueue({ roundTripsWaiting: opts.roundTripsWaiting });

  const hooks = {
    scheduleFlush: sendQueue.add,
    maxMessageBytes: timing.maxMessageBytes,
    maxBufferedBytes: 4 * 1024 * 1024,
    maxQueuedInvocations: 64,
    onHandshake: (conn: HubConnection) => registry.handshaken(conn),
    onMessage: dispatcher.dispatch,
    onClosed: (conn: HubConnection) => registry.closed(conn),
  };

  const sweeper = startSweeper({ registry, timing, tokenNow: opts.now });

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Errors on a socket we are still deciding about must not crash the process.
    socket.on('error', () => socket.destroy());
    if (closing) return refuseUpgrade(socket, 503, 'ServiceUnavailable', HubCloseReasons.unavailable);
    if ((req.method ?? 'GET') !== 'GET') return refuseUpgrade(socket, 400, 'BadRequest', 'Geçersiz istek.');
    const from = tokenFromUpgrade(req, opts.portalOrigin);
    if ('refused' in from) {
      return from.refused === 'foreign-origin'
        ? refuseUpgrade(socket, 403, 'UnauthorizedException', HubCloseReasons.foreignOrigin)
        : refuseUpgrade(socket, 401, 'Unauthorized', HubCloseReasons.unauthorized);
    }
    const changesBefore = registry.accountChanges;
    opts.authenticate(from).then(
      (auth) => {
        if (socket.destroyed) return;
        if (!auth) return refuseUpgrade(socket, 401, 'Unauthorized', HubCloseReasons.unauthorized);
        if (closing) return refuseUpgrade(socket, 503, 'ServiceUnavailable', HubCloseReasons.unavailable);
        if (registry.heldBy(auth.kimlikNo) >= maxPerPerson) {
          return refuseUpgrade(socket, 429, 'TooManyConnections', HubCloseReasons.tooManyConnections);
        }
        // ws completes a valid upgrade synchronously, so check and count happen in one turn; an
        // upgrade ws aborts (bad headers) never reaches the callback and is never counted.
        wss.handleUpgrade(req, socket, head, (ws) => {
          registry.admit(new HubConnection(ws, auth, from, hooks), changesBefore);
        });
      },
      (err) => {
        log.warn({ err: (err as Error)?.message }, 'hub authentication failed');
        refuseUpgrade(socket, 503, 'ServiceUnavailable', HubCloseReasons.unavailable);
      },
    );
  };

  return {
    ...messenger,
    handleUpgrade,
    addMethods: dispatcher.addMethods,
    addToGroup: registry.addToGroup,
    removeFromGroup: registry.removeFromGroup,
    get connectionCount() {
      return registry.connectionCount;
    },
    groupSize: registry.groupSize,
    sendEncodedToConnection: (connectionId, frame) => registry.get(connectionId)?.sendFrame(frame, true),
    async close() {
      if (closing) return;
      closing = true;
      sweeper.stop();
      // Tell clients to come back (to this instance after a restart, or to another one).
      for (const conn of [...registry.open()]) conn.close({ allowReconnect: true });
      for (const conn of [...registry.pending()]) conn.terminate();
      await new Promise<void>((resolve) => {
        const deadline = Date.now() + 1000;
        const wait = () => {
          if (wss.clients.size === 0 || Date.now() > deadline) return resolve();
          setTimeout(wait, 20);
        };
        wait();
      });
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await backplane.close().catch(() => {});
    },
  };
}

export type { HubCaller };
