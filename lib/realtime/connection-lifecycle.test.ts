import {
  type ConnectionEvent,
  type ConnectionLifecycle,
  connectionReducer,
  initialLifecycle,
  MAX_REFRESH_ROUNDS,
  retryDelay,
} from './connection-lifecycle';

const err = new Error('WebSocket failed to connect');
const at = (patch: Partial<ConnectionLifecycle>): ConnectionLifecycle => ({ ...initialLifecycle, ...patch });
const run = (state: ConnectionLifecycle, ...events: ConnectionEvent[]) => {
  let s = state;
  let effects: ReturnType<typeof connectionReducer>['effects'] = [];
  for (const e of events) ({ state: s, effects } = connectionReducer(s, e));
  return { state: s, effects };
};
const connecting = at({ status: 'connecting', generation: 1 });
const connected = at({ status: 'connected', generation: 1, reachedConnected: true });
const startFailed = (gen: number, hasRefreshToken: boolean, canRetry = true): ConnectionEvent => ({
  type: 'start-failed',
  gen,
  error: err,
  hasRefreshToken,
  canRetry,
});

describe('the hub connection lifecycle (docs/spec.md §4, §9)', () => {
  it('idle: stays without a connection until the session is ready, then connects a new generation', () => {
    expect(run(initialLifecycle, { type: 'ensure', ready: false })).toEqual({ state: initialLifecycle, effects: [] });
    expect(run(initialLifecycle, { type: 'ensure', ready: true })).toEqual({
      state: at({ status: 'connecting', generation: 1 }),
      effects: [{ type: 'cancel-retry' }, { type: 'create', gen: 1 }],
    });
  });

  it('asking again while connecting, connected or reconnecting changes nothing', () => {
    for (const status of ['connecting', 'connected', 'reconnecting'] as const) {
      const s = at({ status, generation: 3 });
      expect(run(s, { type: 'ensure', ready: true })).toEqual({ state: s, effects: [] });
    }
  });

  it('a disconnected connection waiting for its retry connects at once when asked', () => {
    const s = at({ status: 'disconnected', generation: 2, failedStarts: 1 });
    expect(run(s, { type: 'ensure', ready: true }).state).toMatchObject({ status: 'connecting', generation: 3 });
  });

  it('connecting: a created connection is started; a started one is connected and flushes the queue', () => {
    expect(run(connecting, { type: 'created', gen: 1 }).effects).toEqual([{ type: 'start', gen: 1 }]);
    const s = at({ status: 'connecting', generation: 1, failedStarts: 3, refreshRounds: 1 });
    expect(run(s, { type: 'started', gen: 1 })).toEqual({
      state: at({ status: 'connected', generation: 1, reachedConnected: true }),
      effects: [{ type: 'flush' }],
    });
  });

  it('a connection that cannot be built waits for the retry, or goes idle without any token', () => {
    const failed = run(connecting, { type: 'create-failed', gen: 1, error: err, canRetry: true });
    expect(failed.state.status).toBe('disconnected');
    expect(failed.effects).toEqual([
      { type: 'log', message: 'Canlı bağlantı oluşturulamadı.', detail: err },
      { type: 'schedule-retry', gen: 1, delayMs: 5000 },
    ]);
    expect(run(connecting, { type: 'create-failed', gen: 1, error: err, canRetry: false }).state.status).toBe('idle');
  });

  it('a failed start with a refresh token refreshes, and the refreshed tokens get a new connection', () => {
    const failed = run(connecting, startFailed(1, true));
    expect(failed.state).toMatchObject({ status: 'disconnected', failedStarts: 1, refreshRounds: 1 });
    expect(failed.effects).toEqual([
      { type: 'log', message: 'Canlı bağlantı başlatılamadı.', detail: err },
      { type: 'refresh', gen: 1 },
    ]);
    const refreshed = run(failed.state, { type: 'refresh-done', gen: 1, outcome: 'refreshed', canRetry: true });
    expect(refreshed.state).toMatchObject({ status: 'connecting', generation: 2 });
    expect(refreshed.effects).toEqual([{ type: 'drop' }, { type: 'cancel-retry' }, { type: 'create', gen: 2 }]);
  });

  it('a refresh that logs out leaves the connection idle; one that fails retries later', () => {
    const failed = run(connecting, startFailed(1, true)).state;
    expect(run(failed, { type: 'refresh-done', gen: 1, outcome: 'logged-out', canRetry: true })).toEqual({
      state: { ...failed, status: 'idle' },
      effects: [],
    });
    expect(run(failed, { type: 'refresh-done', gen: 1, outcome: 'failed', canRetry: true }).effects).toEqual([
      { type: 'schedule-retry', gen: 1, delayMs: 5000 },
    ]);
  });

  it(`refreshes at most ${MAX_REFRESH_ROUNDS} times in a row, then waits for the retry`, () => {
    let s = connecting;
    for (let i = 0; i < MAX_REFRESH_ROUNDS; i++) {
      s = run(s, startFailed(s.generation, true), {
        type: 'refresh-done',
        gen: s.generation,
        outcome: 'refreshed',
        canRetry: true,
      }).state;
    }
    const third = run(s, startFailed(s.generation, true));
    expect(third.effects.map((e) => e.type)).toEqual(['log', 'schedule-retry']);
  });

  it('a failed start without a refresh token retries after the delays of docs/spec.md §9, growing with each failure', () => {
    let s = connecting;
    const delays: number[] = [];
    for (let i = 0; i < 11; i++) {
      const failed = run(s, startFailed(s.generation, false));
      const retry = failed.effects.find((e) => e.type === 'schedule-retry');
      delays.push(retry && retry.type === 'schedule-retry' ? retry.delayMs : -1);
      s = run(failed.state, { type: 'retry-due', gen: s.generation, ready: true }).state;
    }
    expect(delays).toEqual([5000, 10000, 20000, 30000, 60000, 90000, 120000, 150000, 180000, 180000, 180000]);
    expect(retryDelay(0)).toBe(5000);
  });

  it('a due retry connects again with a new refresh round, or goes idle once the session is gone', () => {
    const waiting = at({ status: 'disconnected', generation: 4, failedStarts: 2, refreshRounds: 2 });
    expect(run(waiting, { type: 'retry-due', gen: 4, ready: true }).state).toMatchObject({
      status: 'connecting',
      generation: 5,
      refreshRounds: 0,
      failedStarts: 2,
    });
    expect(run(waiting, { type: 'retry-due', gen: 4, ready: false })).toEqual({
      state: { ...waiting, status: 'idle', refreshRounds: 0 },
      effects: [],
    });
  });

  it('connected: an automatic reconnect goes through reconnecting and re-joins the groups', () => {
    const reconnecting = run(connected, { type: 'reconnecting', gen: 1 });
    expect(reconnecting).toEqual({ state: { ...connected, status: 'reconnecting' }, effects: [] });
    expect(run(reconnecting.state, { type: 'reconnected', gen: 1 })).toEqual({
      state: connected,
      effects: [{ type: 'flush' }],
    });
  });

  it('a connection that closes for good after having connected logs out; one that never connected does not', () => {
    expect(run(connected, { type: 'closed', gen: 1, error: err })).toEqual({
      state: { ...connected, status: 'disconnected', reachedConnected: false },
      effects: [{ type: 'log', message: 'Canlı bağlantı kapandı.', detail: err }, { type: 'logout' }],
    });
    expect(run(connecting, { type: 'closed', gen: 1, error: err }).effects).toEqual([]);
  });

  it('stop (logout) closes the connection, cancels the retry and forgets the counters', () => {
    const s = at({ status: 'disconnected', generation: 6, failedStarts: 4, refreshRounds: 1 });
    expect(run(s, { type: 'stop' })).toEqual({
      state: at({ generation: 7 }),
      effects: [{ type: 'cancel-retry' }, { type: 'close' }],
    });
  });

  it('reports about an older connection change nothing; one that started after stop is dropped', () => {
    const stopped = run(connecting, { type: 'stop' }).state;
    const late: ConnectionEvent[] = [
      { type: 'created', gen: 1 },
      startFailed(1, true),
      { type: 'refresh-done', gen: 1, outcome: 'refreshed', canRetry: true },
      { type: 'retry-due', gen: 1, ready: true },
      { type: 'reconnecting', gen: 1 },
      { type: 'reconnected', gen: 1 },
      { type: 'closed', gen: 1, error: err },
    ];
    for (const e of late) expect(run(stopped, e)).toEqual({ state: stopped, effects: [] });
    expect(run(stopped, { type: 'started', gen: 1 })).toEqual({ state: stopped, effects: [{ type: 'drop' }] });
  });
});
