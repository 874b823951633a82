import { type BidPayload, HUB_EVENT_NAMES, HUB_METHODS } from '../contract/hub-events';
import {
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionLifecycle,
  type ConnectionState,
  connectionReducer,
  initialLifecycle,
  type RefreshOutcome,
} from './connection-lifecycle';

export type { ConnectionState, RefreshOutcome };

/**
 * The few methods of @microsoft/signalr's HubConnection the manager uses. Unit tests pass a fake;
 * the browser gets the real one (signalr-connection.ts).
 */
export interface HubLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  send(method: string, ...args: unknown[]): Promise<void>;
  on(name: string, handler: (...args: unknown[]) => void): void;
  onclose(cb: (error?: Error) => void): void;
  onreconnecting(cb: (error?: Error) => void): void;
  onreconnected(cb: (connectionId?: string) => void): void;
}

export interface ConnectionManagerDeps {
  /** Builds a connection whose WebSocket asks `tokenFactory` for the access token. */
  createConnection(tokenFactory: () => Promise<string>): HubLike | Promise<HubLike>;
  /** The access token to connect with (may refresh a stale one first); null when signed out. */
  accessToken(): Promise<string | null>;
  /** Whether any access token is stored now (the connection exists only then). */
  hasAccessToken(): boolean;
  hasRefreshToken(): boolean;
  /** docs/spec.md §4: drop the access cookie, exchange the refresh token, store the new pair. */
  refresh(): Promise<RefreshOutcome>;
  /** The connection closed for good (automatic reconnect gave up): docs/spec.md §4 logs out. */
  onClosedForGood(): void;
  logError(message: string, detail?: unknown): void;
  /**
   * The sequence number up to which the page has every bid of a tender (server data or live), asked
   * at every join: AddToGroup then sends what came after it first (a reconnect, a cached page).
   * Unknown: null.
   */
  lastSiraNo?(ihaleId: number): number | null;
  /** Whether the page heard a bid of the tender past one it never heard (live-bids.ts `hasGap`). */
  hasGap?(ihaleId: number): boolean;
  setTimer?(cb: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

type Listener = (payload: unknown) => void;

/** When a refused AddToGroup is asked again on the same connection (ms after each refusal). */
export const JOIN_RETRY_MS = [1000, 3000, 10_000];

/**
 * How long a gap in a tender's bids may last before the page catches up: frames of two instances
 * cross by milliseconds; a gap still open after this is a bid whose instance died before it told
 * the others.
 */
export const GAP_WAIT_MS = 1000;

/**
 * The ONE hub connection of the app (docs/spec.md §4 "Real-time connection"): the effect runner of
 * the lifecycle reducer (connection-lifecycle.ts), which decides when to connect, refresh, retry
 * and log out. This class owns what the reducer does not: the connection object, the timer, the
 * event subscribers, the wanted groups and the bids asked for before the connection was ready
 * (run once it connects; every reconnect re-joins the groups, the server forgets a connection's
 * groups when it drops).
 *
 * Groups are kept as the set the screens want (reference-counted, several components may watch one
 * tender), not as a list of calls: a join and a leave made while disconnected cancel out, and a new
 * connection only needs AddToGroup for what is wanted now.
 */
export class ConnectionManager {
  private conn: HubLike | null = null;
  private lifecycle: ConnectionLifecycle = initialLifecycle;
  private readonly groups = new Map<number, number>();
  private pendingBids: BidPayload[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stateListeners = new Set<() => void>();
  private retryTimer: unknown = null;
  /** Tenders with a gap check waiting (recoverGap). */
  private readonly gapChecks = new Set<number>();

  constructor(private readonly deps: ConnectionManagerDeps) {}

  getState(): ConnectionState {
    return this.lifecycle.status;
  }

  subscribeState(cb: () => void): () => void {
    this.stateListeners.add(cb);
    return () => this.stateListeners.delete(cb);
  }

  /** Groups the screens currently want (for tests and diagnostics). */
  wantedGroups(): number[] {
    return [...this.groups.keys()];
  }

  /** Starts the connection when a token exists and none is running or starting. */
  ensureStarted(): void {
    this.dispatch({ type: 'ensure', ready: this.deps.hasAccessToken() });
  }

  /** Logout: close the connection; pending bids go, the wanted groups stay for a later session. */
  async stop(): Promise<void> {
    const c = this.conn;
    this.dispatch({ type: 'stop' });
    if (c) await c.stop().catch((err) => this.deps.logError('Canlı bağlantı kapatılamadı.', err));
  }

  /** Subscribes to a server event; returns the unsubscribe function. */
  on(name: string, listener: Listener): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
      // An event no connection listens to yet: register it on the current one too.
      if (this.conn && !HUB_EVENT_NAMES.includes(name as never))
        this.listen(this.conn, name, this.lifecycle.generation);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Join the tender's group (reference-counted); returns the matching leave. */
  joinGroup(ihaleId: number): () => void {
    const count = this.groups.get(ihaleId) ?? 0;
    this.groups.set(ihaleId, count + 1);
    if (count === 0) {
      const conn = this.liveConnection();
      if (conn) this.join(conn, ihaleId);
      else this.notReady(HUB_METHODS.addToGroup);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leaveGroup(ihaleId);
    };
  }

  private leaveGroup(ihaleId: number): void {
    const count = this.groups.get(ihaleId) ?? 0;
    if (count <= 1) {
      this.groups.delete(ihaleId);
      if (count === 1) this.call(HUB_METHODS.removeFromGroup, ihaleId);
    } else {
      this.groups.set(ihaleId, count - 1);
    }
  }

  /**
   * A bid arrived past one the page never heard: unless the gap fills within GAP_WAIT_MS, join the
   * group again with the number up to which the page has every bid, so the hub sends what is
   * missing. One check per tender at a time.
   */
  recoverGap(ihaleId: number): void {
    if (this.gapChecks.has(ihaleId)) return;
    this.gapChecks.add(ihaleId);
    this.setTimer(() => {
      this.gapChecks.delete(ihaleId);
      const conn = this.liveConnection();
      if (conn && this.deps.hasGap?.(ihaleId) && this.groups.has(ihaleId)) this.join(conn, ihaleId);
    }, GAP_WAIT_MS);
  }

  /** Place a bid (Katilim). The answer arrives as TeklifSonucuDon. */
  async bid(payload: BidPayload): Promise<void> {
    if (this.lifecycle.status === 'connected' && this.conn) {
      try {
        await this.conn.send(HUB_METHODS.bid, payload);
      } catch (err) {
        this.deps.logError('Teklif gönderilemedi.', err);
        throw err;
      }
      return;
    }
    this.notReady(HUB_METHODS.bid);
    if (this.deps.hasAccessToken()) this.pendingBids.push(payload);
  }

  // ---- the effect runner ----

  /** Feeds the reducer; runs its effects. `about` is the connection the event reports on. */
  private dispatch(event: ConnectionEvent, about: HubLike | null = null): void {
    const before = this.lifecycle.status;
    const { state, effects } = connectionReducer(this.lifecycle, event);
    this.lifecycle = state;
    if (state.status !== before) for (const l of this.stateListeners) l();
    for (const effect of effects) this.run(effect, about);
  }

  private canRetry(): boolean {
    return this.deps.hasAccessToken() || this.deps.hasRefreshToken();
  }

  private run(effect: ConnectionEffect, about: HubLike | null): void {
    switch (effect.type) {
      case 'create':
        void this.create(effect.gen);
        return;
      case 'start':
        if (this.conn) void this.start(this.conn, effect.gen);
        return;
      case 'drop':
        if (about === this.conn) this.conn = null;
        about?.stop().catch(() => {});
        return;
      case 'close':
        // stop() awaits the connection's own stop; here it only goes.
        this.conn = null;
        this.pendingBids = [];
        return;
      case 'flush':
        if (this.conn) this.flush(this.conn);
        return;
      case 'refresh':
        void this.deps
          .refresh()
          .then((outcome) =>
            this.dispatch({ type: 'refresh-done', gen: effect.gen, outcome, canRetry: this.canRetry() }, about),
          );
        return;
      case 'schedule-retry': {
        this.retryTimer = this.setTimer(() => {
          this.retryTimer = null;
          this.dispatch({ type: 'retry-due', gen: effect.gen, ready: this.deps.hasAccessToken() });
        }, effect.delayMs);
        return;
      }
      case 'cancel-retry':
        this.clearRetry();
        return;
      case 'logout':
        this.conn = null;
        this.deps.onClosedForGood();
        return;
      case 'log':
        this.deps.logError(effect.message, effect.detail);
        return;
    }
  }

  private async create(gen: number): Promise<void> {
    let conn: HubLike;
    try {
      conn = await this.deps.createConnection(async () => (await this.deps.accessToken()) ?? '');
    } catch (error) {
      this.dispatch({ type: 'create-failed', gen, error, canRetry: this.canRetry() });
      return;
    }
    if (gen !== this.lifecycle.generation) return;
    this.conn = conn;
    const names = new Set<string>([...HUB_EVENT_NAMES, ...this.listeners.keys()]);
    for (const name of names) this.listen(conn, name, gen);
    conn.onreconnecting(() => this.dispatch({ type: 'reconnecting', gen }, conn));
    conn.onreconnected(() => this.dispatch({ type: 'reconnected', gen }, conn));
    conn.onclose((error) => this.dispatch({ type: 'closed', gen, error }, conn));
    this.dispatch({ type: 'created', gen }, conn);
  }

  private async start(conn: HubLike, gen: number): Promise<void> {
    try {
      await conn.start();
    } catch (error) {
      if (this.conn === conn) this.conn = null;
      this.dispatch(
        { type: 'start-failed', gen, error, hasRefreshToken: this.deps.hasRefreshToken(), canRetry: this.canRetry() },
        conn,
      );
      return;
    }
    this.dispatch({ type: 'started', gen }, conn);
  }

  /** The connection, while connected; null otherwise. */
  private liveConnection(): HubLike | null {
    return this.lifecycle.status === 'connected' ? this.conn : null;
  }

  private setTimer(cb: () => void, ms: number): unknown {
    return (this.deps.setTimer ?? ((c: () => void, m: number) => setTimeout(c, m)))(cb, ms);
  }

  /** AddToGroup's arguments: the tender, and the last bid the page has of it when known. */
  private joinArguments(ihaleId: number): [number] | [number, number] {
    const last = this.deps.lastSiraNo?.(ihaleId) ?? null;
    return last === null ? [ihaleId] : [ihaleId, last];
  }

  /**
   * AddToGroup on `conn`, asked again after JOIN_RETRY_MS when refused (the server could not read
   * the catch-up: the join stands but the missed bids did not come) while the connection lasts and
   * the group is still wanted. Past the last delay the next reconnect joins again.
   */
  private join(conn: HubLike, ihaleId: number, attempt = 0) {
    conn.invoke(HUB_METHODS.addToGroup, ...this.joinArguments(ihaleId)).catch((err) => {
      this.deps.logError(`${HUB_METHODS.addToGroup} başarısız oldu.`, err);
      const delay = JOIN_RETRY_MS[attempt];
      if (delay === undefined) return;
      this.setTimer(() => {
        if (this.liveConnection() === conn && this.groups.has(ihaleId)) this.join(conn, ihaleId, attempt + 1);
      }, delay);
    });
  }

  private call(method: string, ihaleId: number) {
    if (this.lifecycle.status === 'connected' && this.conn) {
      this.conn.invoke(method, ihaleId).catch((err) => this.deps.logError(`${method} başarısız oldu.`, err));
      return;
    }
    this.notReady(method);
  }

  /** docs/spec.md §8: a join, leave or bid before the connection is ready only logs a console error. */
  private notReady(method: string) {
    // Signed-out visitors never get a connection: nothing is waiting, nothing to report.
    if (!this.deps.hasAccessToken()) return;
    this.deps.logError(`Canlı bağlantı hazır değil: ${method} bağlantı kurulunca gönderilecek.`);
  }

  private listen(conn: HubLike, name: string, generation: number) {
    conn.on(name, (payload: unknown) => {
      if (generation !== this.lifecycle.generation) return;
      this.listeners.get(name)?.forEach((l) => {
        try {
          l(payload);
        } catch (err) {
          this.deps.logError(`${name} işlenemedi.`, err);
        }
      });
    });
  }

  /**
   * Runs what the screens asked for while there was no connection: group joins (each with the last
   * bid the page has, so the server sends what was missed while away), then bids.
   */
  private flush(conn: HubLike) {
    for (const ihaleId of this.groups.keys()) this.join(conn, ihaleId);
    const bids = this.pendingBids;
    this.pendingBids = [];
    for (const b of bids) {
      conn.send(HUB_METHODS.bid, b).catch((err) => this.deps.logError('Teklif gönderilemedi.', err));
    }
  }

  private clearRetry() {
    if (this.retryTimer === null) return;
    const clear = this.deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
    clear(this.retryTimer);
    this.retryTimer = null;
  }
}
