import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CONTROL_CHARACTER_MESSAGE, payloadHasForbiddenCharacter } from '../../lib/rules/text-characters';
import type { AuctionEvent } from '../auction/events';
import type { RequestAuth } from '../auth/request-auth';
import { type Backplane, type Delivery, MemoryBackplane } from './backplane';
import { type HubCaller, HubConnection } from './connection';
import {
  completionFrame,
  HubErrors,
  type IncomingMessage as HubMessage,
  invocationFrame,
  MessageType,
} from './protocol';
import { refuseUpgrade, tokenFromUpgrade } from './upgrade-auth';

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

export interface HubMethod {
  /** How many arguments the client must pass. */
  parameters: number;
  handler(caller: HubCaller, ...args: unknown[]): unknown | Promise<unknown>;
}

/** Thrown by a hub method to send the client a meaningful error (it becomes "HubException: …"). */
export class HubError extends Error {}

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
  authenticate(token: string): Promise<RequestAuth | null>;
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
}

export interface Hub extends HubServer, HubMessenger {
  addMethods(methods: Record<string, HubMethod>): void;
  addToGroup(connectionId: string, group: string): void;
  removeFromGroup(connectionId: string, group: string): void;
  readonly connectionCount: number;
  groupSize(group: string): number;
}

const UNAUTHORIZED = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.';
const FOREIGN_ORIGIN = 'Bu bağlantıya yalnızca portalın kendi sayfalarından izin verilir.';
const TOKEN_EXPIRED = 'Oturum anahtarının süresi doldu; bağlantı yenileniyor.';
const UNAVAILABLE = 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.';
const TOO_MANY_CONNECTIONS = 'Çok fazla açık bağlantınız var. Lütfen kullanmadığınız sekmeleri kapatınız.';
/** Generous for many tabs and devices, small enough that one token cannot pin the hub's memory. */
const DEFAULT_MAX_CONNECTIONS_PER_PERSON = 20;
/** A client may sit in this many tender groups at once (the participation screens join one per tender). */
const MAX_GROUPS_PER_CONNECTION = 500;

/**
 * The SignalR hub on `ws` (noServer): WebSocket only, no negotiation. Authenticates the upgrade,
 * speaks the JSON hub protocol, keeps connections indexed by group and by account, and fans
 * messages out through the backplane.
 */
export function createHub(opts: CreateHubOptions): Hub {
  const timing: HubTiming = { ...DEFAULT_TIMING, ...opts.timing };
  const log = opts.log ?? {
    warn: (o: unknown, m?: string) => console.warn(m ?? '', o),
    error: (o: unknown, m?: string) => console.error(m ?? '', o),
  };
  const backplane = opts.backplane ?? new MemoryBackplane();
  const methods = new Map<string, { name: string; method: HubMethod }>();
  const connections = new Map<string, HubConnection>();
  const groups = new Map<string, Set<HubConnection>>();
  const accounts = new Map<number, Set<HubConnection>>();
  const pending = new Set<HubConnection>();
  // Per person (kimlikNo), pending and open connections alike: whose accounts to re-check.
  const byPerson = new Map<string, Set<HubConnection>>();
  // Connections whose accounts are being re-read after accountsChanged. Their account messages wait
  // here until the new accounts are known, so none for an account they just lost slips through.
  const rechecking = new Map<HubConnection, { run: number; held: Array<{ cariId: number; data: Buffer }> }>();
  // Counts accountsChanged notices: an upgrade authenticated while one arrived is re-checked too.
  let accountChanges = 0;
  // Per person (kimlikNo), pending and open connections alike.
  const perPerson = new Map<string, number>();
  const maxPerPerson = opts.maxConnectionsPerPerson ?? DEFAULT_MAX_CONNECTIONS_PER_PERSON;
  let closing = false;

  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 1024 * 1024 });

  const addMethods = (defs: Record<string, HubMethod>) => {
    for (const [name, method] of Object.entries(defs)) methods.set(name.toLowerCase(), { name, method });
  };
  if (opts.methods) addMethods(opts.methods);

  const index = <K>(map: Map<K, Set<HubConnection>>, key: K, conn: HubConnection) => {
    const set = map.get(key);
    if (set) set.add(conn);
    else map.set(key, new Set([conn]));
  };
  const unindex = <K>(map: Map<K, Set<HubConnection>>, key: K, conn: HubConnection) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) map.delete(key);
  };

  /** Reads the connection's accounts again from its token; `settle` applies the newest answer. */
  const recheck = (conn: HubConnection) => {
    const state = rechecking.get(conn);
    const run = (state?.run ?? 0) + 1;
    rechecking.set(conn, { run, held: state?.held ?? [] });
    opts.authenticate(conn.token).then(
      (auth) => settle(conn, run, auth ? { auth } : { error: UNAUTHORIZED }),
      (err) => {
        // Rights that cannot be confirmed are not kept: the client reconnects and authenticates anew.
        log.warn({ err: (err as Error)?.message }, 'hub re-authentication failed');
        settle(conn, run, { error: UNAVAILABLE });
      },
    );
  };

  const settle = (conn: HubConnection, run: number, outcome: { auth: RequestAuth } | { error: string }) => {
    const state = rechecking.get(conn);
    // Closed meanwhile, or a newer re-check (started after a later change) decides.
    if (!state || state.run !== run) return;
    rechecking.delete(conn);
    const previous = conn.auth.cariIds;
    if ('error' in outcome || outcome.auth.kimlikNo !== conn.auth.kimlikNo) {
      conn.close({ error: 'error' in outcome ? outcome.error : UNAUTHORIZED, allowReconnect: true });
      return;
    }
    conn.auth = outcome.auth;
    // Before its handshake a connection is not indexed (onHandshake indexes the new accounts).
    if (!connections.has(conn.connectionId)) return;
    for (const cariId of previous) unindex(accounts, cariId, conn);
    for (const cariId of conn.auth.cariIds) index(accounts, cariId, conn);
    for (const h of state.held) if (conn.auth.cariIds.includes(h.cariId)) conn.sendFrame(h.data);
  };

  const deliverLocally = (d: Delivery) => {
    if (d.scope === 'event') {
      opts.onRemoteEvent?.(d.event);
      return;
    }
    if (d.scope === 'person') {
      accountChanges++;
      for (const conn of byPerson.get(d.key ?? '') ?? []) recheck(conn);
      return;
    }
    const data = Buffer.from(d.frame);
    if (d.scope === 'account') {
      const cariId = Number(d.key);
      for (const conn of accounts.get(cariId) ?? []) if (!rechecking.has(conn)) conn.sendFrame(data);
      // A connection being re-checked may be losing or gaining this account: its new accounts decide.
      for (const state of rechecking.values()) state.held.push({ cariId, data });
      return;
    }
    const targets = d.scope === 'all' ? connections.values() : (groups.get(d.key ?? '') ?? []).values();
    for (const conn of targets) conn.sendFrame(data);
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
      connections.get(connectionId)?.sendFrame(invocationFrame(target, args)),
    accountsChanged: (kimlikNo) => broadcast({ scope: 'person', key: kimlikNo, frame: '' }),
    relayEvent: (event) => publish({ scope: 'event', event }),
  };

  const dispatch = async (conn: HubConnection, message: HubMessage): Promise<void> => {
    if (message.type === MessageType.CancelInvocation) {
      const { invocationId } = message as { invocationId: string };
      conn.sendFrame(completionFrame(invocationId, { error: HubErrors.cancelNotSupported }));
      return;
    }
    if (message.type !== MessageType.Invocation && message.type !== MessageType.StreamInvocation) return;
    const inv = message as {
      type: 1 | 4;
      invocationId?: string | null;
      target: string;
      arguments: unknown[];
      streamIds?: unknown;
    };
    const invocationId = typeof inv.invocationId === 'string' ? inv.invocationId : undefined;
    const reply = (outcome: { result?: unknown; error?: string }) => {
      if (invocationId !== undefined) conn.sendFrame(completionFrame(invocationId, outcome));
    };
    const entry = methods.get(inv.target.toLowerCase());
    if (!entry) return reply({ error: HubErrors.unknownMethod(inv.target) });
    if (inv.type === MessageType.StreamInvocation) return reply({ error: HubErrors.streamingNotSupported(inv.target) });
    if (Array.isArray(inv.streamIds) && inv.streamIds.length > 0) {
      return reply({ error: HubErrors.clientStreamingNotSupported(inv.target) });
    }
    if (inv.arguments.length !== entry.method.parameters) {
      return reply({ error: HubErrors.argumentCount(inv.target, inv.arguments.length, entry.method.parameters) });
    }
    // The same rule as every API body (server/http/control-characters.ts), before any handler.
    if (payloadHasForbiddenCharacter(inv.arguments)) {
      return reply({ error: HubErrors.hubException(inv.target, CONTROL_CHARACTER_MESSAGE) });
    }
    try {
      const result = await entry.method.handler(conn, ...inv.arguments);
      reply({ result: result === undefined ? null : result });
    } catch (err) {
      if (err instanceof HubError) return reply({ error: HubErrors.hubException(inv.target, err.message) });
      log.error({ err, target: entry.name }, 'hub method failed');
      reply({ error: HubErrors.unexpected(inv.target) });
    }
  };

  // One flush per turn of the event loop for every connection that has something queued.
  const dirty = new Set<HubConnection>();
  let flushScheduled = false;
  const flushAll = () => {
    flushScheduled = false;
    const batch = [...dirty];
    dirty.clear();
    for (const conn of batch) conn.flush();
  };

  const hooks = {
    scheduleFlush(conn: HubConnection) {
      dirty.add(conn);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flushAll);
      }
    },
    maxMessageBytes: timing.maxMessageBytes,
    maxBufferedBytes: 4 * 1024 * 1024,
    maxQueuedInvocations: 64,
    onHandshake(conn: HubConnection) {
      pending.delete(conn);
      connections.set(conn.connectionId, conn);
      for (const cariId of conn.auth.cariIds) index(accounts, cariId, conn);
    },
    onMessage: dispatch,
    onClosed(conn: HubConnection) {
      const held = (perPerson.get(conn.auth.kimlikNo) ?? 1) - 1;
      if (held > 0) perPerson.set(conn.auth.kimlikNo, held);
      else perPerson.delete(conn.auth.kimlikNo);
      pending.delete(conn);
      connections.delete(conn.connectionId);
      unindex(byPerson, conn.auth.kimlikNo, conn);
      rechecking.delete(conn);
      for (const cariId of conn.auth.cariIds) unindex(accounts, cariId, conn);
      for (const group of conn.groups) unindex(groups, group, conn);
      conn.groups.clear();
    },
  };

  // One sweep for all connections instead of timers per socket: pings, client timeouts, handshake timeouts.
  const sweepEvery = Math.max(
    10,
    Math.min(1000, Math.floor(Math.min(timing.keepAliveMs, timing.clientTimeoutMs, timing.handshakeTimeoutMs) / 4)),
  );
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of pending) {
      if (now - conn.openedAt > timing.handshakeTimeoutMs) conn.terminate();
    }
    const tokenNow = opts.now?.().getTime();
    for (const conn of connections.values()) {
      const expiresAt = conn.auth.expiresAt?.getTime();
      if (tokenNow !== undefined && expiresAt !== undefined && tokenNow >= expiresAt) {
        conn.close({ error: TOKEN_EXPIRED, allowReconnect: true });
      } else if (now - conn.lastReceivedAt > timing.clientTimeoutMs) conn.close({ error: HubErrors.serverTimeout });
      else if (now - conn.lastSentAt >= timing.keepAliveMs) conn.ping();
    }
  }, sweepEvery);
  sweep.unref();

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Errors on a socket we are still deciding about must not crash the process.
    socket.on('error', () => socket.destroy());
    if (closing) return refuseUpgrade(socket, 503, 'ServiceUnavailable', UNAVAILABLE);
    if ((req.method ?? 'GET') !== 'GET') return refuseUpgrade(socket, 400, 'BadRequest', 'Geçersiz istek.');
    const from = tokenFromUpgrade(req, opts.portalOrigin);
    if ('refused' in from) {
      return from.refused === 'foreign-origin'
        ? refuseUpgrade(socket, 403, 'UnauthorizedException', FOREIGN_ORIGIN)
        : refuseUpgrade(socket, 401, 'Unauthorized', UNAUTHORIZED);
    }
    const { token } = from;
    const changesBefore = accountChanges;
    opts.authenticate(token).then(
      (auth) => {
        if (socket.destroyed) return;
        if (!auth) return refuseUpgrade(socket, 401, 'Unauthorized', UNAUTHORIZED);
        if (closing) return refuseUpgrade(socket, 503, 'ServiceUnavailable', UNAVAILABLE);
        const held = perPerson.get(auth.kimlikNo) ?? 0;
        if (held >= maxPerPerson) return refuseUpgrade(socket, 429, 'TooManyConnections', TOO_MANY_CONNECTIONS);
        // ws completes a valid upgrade synchronously, so check and count happen in one turn; an
        // upgrade ws aborts (bad headers) never reaches the callback and is never counted.
        wss.handleUpgrade(req, socket, head, (ws) => {
          perPerson.set(auth.kimlikNo, (perPerson.get(auth.kimlikNo) ?? 0) + 1);
          const conn = new HubConnection(ws, auth, token, hooks);
          pending.add(conn);
          index(byPerson, auth.kimlikNo, conn);
          // Accounts may have changed while the token was being checked: read them once more.
          if (accountChanges !== changesBefore) recheck(conn);
        });
      },
      (err) => {
        log.warn({ err: (err as Error)?.message }, 'hub authentication failed');
        refuseUpgrade(socket, 503, 'ServiceUnavailable', UNAVAILABLE);
      },
    );
  };

  return {
    ...messenger,
    handleUpgrade,
    addMethods,
    addToGroup(connectionId, group) {
      const conn = connections.get(connectionId);
      if (!conn || conn.groups.has(group)) return;
      if (conn.groups.size >= MAX_GROUPS_PER_CONNECTION) throw new HubError('Çok fazla ihale grubuna katıldınız.');
      conn.groups.add(group);
      index(groups, group, conn);
    },
    removeFromGroup(connectionId, group) {
      const conn = connections.get(connectionId);
      if (!conn?.groups.delete(group)) return;
      unindex(groups, group, conn);
    },
    get connectionCount() {
      return connections.size;
    },
    groupSize: (group) => groups.get(group)?.size ?? 0,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(sweep);
      // Tell clients to come back (to this instance after a restart, or to another one).
      for (const conn of [...connections.values()]) conn.close({ allowReconnect: true });
      for (const conn of [...pending]) conn.terminate();
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
