import { RECONNECT_DELAYS_MS } from '../contract/hub-events';

/**
 * The hub connection's lifecycle (docs/spec.md §4 "Real-time connection", docs/architecture.md §3
 * "Client state") as a pure reducer, like lib/session/login-flow.ts: events in, the next state and
 * the effects to run out. The effect runner (connection-manager.ts) owns the connection object,
 * the timers and the wanted groups; it dispatches what happened and runs what it is told.
 *
 *   idle ──ensure──▶ connecting ──started──▶ connected ◀──reconnected── reconnecting
 *                      │  ▲                   │   └──reconnecting──────────▲
 *            start/create failed             closed (for good) ──▶ disconnected + logout
 *                      ▼  │ refreshed / retry due
 *                   disconnected
 *
 * Every connection has a generation; events of an older generation (a late callback of a
 * connection already dropped or stopped) change nothing.
 */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export type RefreshOutcome = 'refreshed' | 'logged-out' | 'failed';

/** Refresh-and-recreate rounds in a row before falling back to delayed retries. */
export const MAX_REFRESH_ROUNDS = 2;

export interface ConnectionLifecycle {
  status: ConnectionState;
  /** The current connection's generation; bumped by every new connection and by stop. */
  generation: number;
  /** Failed starts in a row: picks the retry delay (RECONNECT_DELAYS_MS). */
  failedStarts: number;
  /** Refresh rounds in this retry round (at most MAX_REFRESH_ROUNDS). */
  refreshRounds: number;
  /** Whether the current connection ever connected: only then does its close log the user out. */
  reachedConnected: boolean;
}

export const initialLifecycle: ConnectionLifecycle = {
  status: 'idle',
  generation: 0,
  failedStarts: 0,
  refreshRounds: 0,
  reachedConnected: false,
};

/** What the runner reports. `gen` names the connection the report is about. */
export type ConnectionEvent =
  /** A screen or the session wants a connection; `ready`: a token and a chosen account exist. */
  | { type: 'ensure'; ready: boolean }
  /** Logout: close everything. */
  | { type: 'stop' }
  | { type: 'created'; gen: number }
  | { type: 'create-failed'; gen: number; error: unknown; canRetry: boolean }
  | { type: 'started'; gen: number }
  | { type: 'start-failed'; gen: number; error: unknown; hasRefreshToken: boolean; canRetry: boolean }
  | { type: 'refresh-done'; gen: number; outcome: RefreshOutcome; canRetry: boolean }
  | { type: 'retry-due'; gen: number; ready: boolean }
  | { type: 'reconnecting'; gen: number }
  | { type: 'reconnected'; gen: number }
  | { type: 'closed'; gen: number; error: unknown };

/** What the runner must do. */
export type ConnectionEffect =
  /** Build connection `gen` (it then starts it). */
  | { type: 'create'; gen: number }
  | { type: 'start'; gen: number }
  /** The connection reported about is no longer wanted (stopped while starting, failed start). */
  | { type: 'drop' }
  /** Close the current connection and forget queued bids (logout). */
  | { type: 'close' }
  /** Join every wanted group and send the queued bids. */
  | { type: 'flush' }
  | { type: 'refresh'; gen: number }
  | { type: 'schedule-retry'; gen: number; delayMs: number }
  | { type: 'cancel-retry' }
  /** docs/spec.md §4: a connection closed for good logs the user out. */
  | { type: 'logout' }
  | { type: 'log'; message: string; detail?: unknown };

export interface Transition {
  state: ConnectionLifecycle;
  effects: ConnectionEffect[];
}

/** docs/spec.md §9's delays: the n-th failed start in a row waits the n-th delay (never 0 after a failure). */
export function retryDelay(failedStarts: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failedStarts, RECONNECT_DELAYS_MS.length - 1)] || RECONNECT_DELAYS_MS[1];
}

const same = (state: ConnectionLifecycle): Transition => ({ state, effects: [] });

/** A new connection: the next generation, connecting. */
function connect(state: ConnectionLifecycle, patch: Partial<ConnectionLifecycle> = {}): Transition {
  const generation = state.generation + 1;
  return {
    state: { ...state, ...patch, status: 'connecting', generation, reachedConnected: false },
    effects: [{ type: 'cancel-retry' }, { type: 'create', gen: generation }],
  };
}

/** Retry later while any token is left; without one there is nothing to retry with. */
function retryLater(state: ConnectionLifecycle, canRetry: boolean, effects: ConnectionEffect[]): Transition {
  if (!canRetry) return { state: { ...state, status: 'idle' }, effects };
  return {
    state: { ...state, status: 'disconnected' },
    effects: [...effects, { type: 'schedule-retry', gen: state.generation, delayMs: retryDelay(state.failedStarts) }],
  };
}

export function connectionReducer(state: ConnectionLifecycle, event: ConnectionEvent): Transition {
  if (event.type === 'ensure') {
    if (state.status === 'connecting' || state.status === 'connected' || state.status === 'reconnecting') {
      return same(state);
    }
    return event.ready ? connect(state) : same(state);
  }
  if (event.type === 'stop') {
    return {
      state: { ...initialLifecycle, generation: state.generation + 1 },
      effects: [{ type: 'cancel-retry' }, { type: 'close' }],
    };
  }
  // Reports about an older connection change nothing; a start that completes after stop closes it.
  if (event.gen !== state.generation) {
    return event.type === 'started' ? { state, effects: [{ type: 'drop' }] } : same(state);
  }
  switch (event.type) {
    case 'created':
      return { state, effects: [{ type: 'start', gen: state.generation }] };
    case 'create-failed':
      return retryLater(state, event.canRetry, [
        { type: 'log', message: 'Canlı bağlantı oluşturulamadı.', detail: event.error },
      ]);
    case 'started':
      if (state.status !== 'connecting') return same(state);
      return {
        state: { ...state, status: 'connected', reachedConnected: true, failedStarts: 0, refreshRounds: 0 },
        effects: [{ type: 'flush' }],
      };
    case 'start-failed': {
      if (state.status !== 'connecting') return same(state);
      const failed: ConnectionLifecycle = { ...state, status: 'disconnected', failedStarts: state.failedStarts + 1 };
      const log: ConnectionEffect = { type: 'log', message: 'Canlı bağlantı başlatılamadı.', detail: event.error };
      if (event.hasRefreshToken && state.refreshRounds < MAX_REFRESH_ROUNDS) {
        return {
          state: { ...failed, refreshRounds: state.refreshRounds + 1 },
          effects: [log, { type: 'refresh', gen: state.generation }],
        };
      }
      return retryLater(failed, event.canRetry, [log]);
    }
    case 'refresh-done':
      if (event.outcome === 'logged-out') return { state: { ...state, status: 'idle' }, effects: [] };
      // New tokens: drop the failed connection and build a new one around them.
      if (event.outcome === 'refreshed') {
        const next = connect(state);
        return { state: next.state, effects: [{ type: 'drop' }, ...next.effects] };
      }
      return retryLater(state, event.canRetry, []);
    case 'retry-due':
      // A new retry round may refresh again.
      return event.ready ? connect(state, { refreshRounds: 0 }) : same({ ...state, status: 'idle', refreshRounds: 0 });
    case 'reconnecting':
      return same({ ...state, status: 'reconnecting' });
    case 'reconnected':
      // The server forgot the connection's groups: join them again.
      return { state: { ...state, status: 'connected' }, effects: [{ type: 'flush' }] };
    case 'closed':
      if (!state.reachedConnected) return same(state);
      // Automatic reconnect gave up (or the server refused to let it try): docs/spec.md §4 logs out.
      return {
        state: { ...state, status: 'disconnected', reachedConnected: false },
        effects: [{ type: 'log', message: 'Canlı bağlantı kapandı.', detail: event.error }, { type: 'logout' }],
      };
  }
}
