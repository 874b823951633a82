import { type BidPayload, HUB_EVENT_NAMES, HUB_METHODS, RECONNECT_DELAYS_MS } from '../contract/hub-events';

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

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export type RefreshOutcome = 'refreshed' | 'logged-out' | 'failed';

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
  /** 'socket-reconnect' after an automatic reconnect; 'logout' when the connection closed for good. */
  emit(event: 'socket-reconnect' | 'logout'): void;
  logError(message: string, detail?: unknown): void;
  setTimer?(cb: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

/** Refresh-and-recreate rounds in a row before falling back to delayed retries. */
const MAX_REFRESH_ROUNDS = 2;

type Listener = (payload: unknown) => void;

/**
 * The ONE hub connection of the app (docs/spec.md §4 "Real-time connection"): absent until an access token
 * exists, then started; a failed start with a refresh token refreshes the tokens and recreates the
 * connection. Group joins, leaves and bids asked for before the connection is ready are kept and
 * run once it connects; every reconnect re-joins the groups (the server forgets a connection's
 * groups when it drops). A connection that closes for good (retries exhausted) logs the user out.
 *
 * Groups are kept as the set the screens want (reference-counted, several components may watch one
 * tender), not as a list of calls: a join and a leave made while disconnected cancel out, and a new
 * connection only needs AddToGroup for what is wanted now.
 */
export class ConnectionManager {
  private conn: HubLike | null = null;
  private state: ConnectionState = 'idle';
  /** Bumped by stop() and by every new connection, so late callbacks of old ones are ignored. */
  private generation = 0;
  private readonly groups = new Map<number, number>();
  private pendingBids: BidPayload[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stateListeners = new Set<() => void>();
  private failedStarts = 0;
  private refreshRounds = 0;
  private retryTimer: unknown = null;

  constructor(private readonly deps: ConnectionManagerDeps) {}

  getState(): ConnectionState {
    return this.state;
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
    if (this.state === 'connecting' || this.state === 'connected' || this.state === 'reconnecting') return;
    if (!this.deps.hasAccessToken()) return;
    this.clearRetry();
    void this.connect();
  }

  /** Logout: close the connection; pending bids go, the wanted groups stay for a later session. */
  async stop(): Promise<void> {
    this.generation++;
    this.clearRetry();
    this.pendingBids = [];
    this.failedStarts = 0;
    this.refreshRounds = 0;
    const c = this.conn;
    this.conn = null;
    this.setState('idle');
    if (c) await c.stop().catch((err) => this.deps.logError('Canlı bağlantı kapatılamadı.', err));
  }

  /** Subscribes to a server event; returns the unsubscribe function. */
  on(name: string, listener: Listener): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
      // An event no connection listens to yet: register it on the current one too.
      if (this.conn && !HUB_EVENT_NAMES.includes(name as never)) this.listen(this.conn, name, this.generation);
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
    if (count === 0) this.call(HUB_METHODS.addToGroup, ihaleId);
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

  /** Place a bid (Katilim). The answer arrives as TeklifSonucuDon. */
  async bid(payload: BidPayload): Promise<void> {
    if (this.state === 'connected' && this.conn) {
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

  // ---- internals ----

  private setState(s: ConnectionState) {
    if (this.state === s) return;
    this.state = s;
    for (const l of this.stateListeners) l();
  }

  private call(method: string, ihaleId: number) {
    if (this.state === 'connected' && this.conn) {
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
      if (generation !== this.generation) return;
      this.listeners.get(name)?.forEach((l) => {
        try {
          l(payload);
        } catch (err) {
          this.deps.logError(`${name} işlenemedi.`, err);
        }
      });
    });
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.setState('connecting');
    let conn: HubLike;
    try {
      conn = await this.deps.createConnection(async () => (await this.deps.accessToken()) ?? '');
    } catch (err) {
      if (generation !== this.generation) return;
      this.deps.logError('Canlı bağlantı oluşturulamadı.', err);
      this.setState('disconnected');
      this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) return;
    this.conn = conn;
    const names = new Set<string>([...HUB_EVENT_NAMES, ...this.listeners.keys()]);
    for (const name of names) this.listen(conn, name, generation);
    let reachedConnected = false;
    conn.onreconnecting(() => {
      if (generation === this.generation) this.setState('reconnecting');
    });
    conn.onreconnected(() => {
      if (generation !== this.generation) return;
      this.setState('connected');
      this.deps.emit('socket-reconnect');
      this.flush(conn);
    });
    conn.onclose((err) => {
      if (generation !== this.generation || !reachedConnected) return;
      // Automatic reconnect gave up (or the server refused to let it try): docs/spec.md §4 logs out.
      this.conn = null;
      this.setState('disconnected');
      this.deps.logError('Canlı bağlantı kapandı.', err);
      this.deps.emit('logout');
    });

    try {
      await conn.start();
    } catch (err) {
      if (generation !== this.generation) return;
      this.conn = null;
      this.setState('disconnected');
      await this.onStartFailed(conn, err);
      return;
    }
    if (generation !== this.generation) {
      // stop() ran while starting: this connection is no longer wanted.
      await conn.stop().catch(() => {});
      return;
    }
    reachedConnected = true;
    this.failedStarts = 0;
    this.refreshRounds = 0;
    this.setState('connected');
    this.flush(conn);
  }

  /** Runs what the screens asked for while there was no connection: group joins, then bids. */
  private flush(conn: HubLike) {
    for (const ihaleId of this.groups.keys()) {
      conn
        .invoke(HUB_METHODS.addToGroup, ihaleId)
        .catch((err) => this.deps.logError('AddToGroup başarısız oldu.', err));
    }
    const bids = this.pendingBids;
    this.pendingBids = [];
    for (const b of bids) {
      conn.send(HUB_METHODS.bid, b).catch((err) => this.deps.logError('Teklif gönderilemedi.', err));
    }
  }

  private async onStartFailed(conn: HubLike, err: unknown) {
    this.failedStarts++;
    this.deps.logError('Canlı bağlantı başlatılamadı.', err);
    const generation = this.generation;
    if (this.deps.hasRefreshToken() && this.refreshRounds < MAX_REFRESH_ROUNDS) {
      this.refreshRounds++;
      const outcome = await this.deps.refresh();
      if (generation !== this.generation) return;
      if (outcome === 'logged-out') {
        this.setState('idle');
        return;
      }
      if (outcome === 'refreshed') {
        // New tokens: drop the failed connection and build a new one around them.
        await conn.stop().catch(() => {});
        if (generation !== this.generation) return;
        void this.connect();
        return;
      }
    }
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (!this.deps.hasAccessToken() && !this.deps.hasRefreshToken()) {
      this.setState('idle');
      return;
    }
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.failedStarts, RECONNECT_DELAYS_MS.length - 1)] || RECONNECT_DELAYS_MS[1];
    const setTimer = this.deps.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
    const generation = this.generation;
    this.retryTimer = setTimer(() => {
      this.retryTimer = null;
      if (generation !== this.generation) return;
      // A new retry round may refresh again.
      this.refreshRounds = 0;
      if (this.deps.hasAccessToken()) void this.connect();
      else this.setState('idle');
    }, delay);
  }

  private clearRetry() {
    if (this.retryTimer === null) return;
    const clear = this.deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
    clear(this.retryTimer);
    this.retryTimer = null;
  }
}
