import {
  ConnectionManager,
  type ConnectionManagerDeps,
  GAP_WAIT_MS,
  JOIN_RETRY_MS,
  type RefreshOutcome,
} from './connection-manager';
import { FakeHub, flush } from './test-hub';

function setup(over: Partial<ConnectionManagerDeps> = {}) {
  const hubs: FakeHub[] = [];
  const events: string[] = [];
  const errors: string[] = [];
  let token: string | null = 'access-1';
  let refreshToken: string | null = 'refresh-1';
  const refresh = jest.fn(async (): Promise<RefreshOutcome> => {
    token = 'access-2';
    return 'refreshed';
  });
  const manager = new ConnectionManager({
    createConnection: (factory) => {
      const hub = new FakeHub(factory);
      hubs.push(hub);
      return hub;
    },
    accessToken: async () => token,
    hasAccessToken: () => token !== null,
    hasRefreshToken: () => refreshToken !== null,
    refresh,
    onClosedForGood: () => events.push('logout'),
    logError: (m) => errors.push(m),
    ...over,
  });
  return {
    manager,
    hubs,
    events,
    errors,
    refresh,
    signOut: () => {
      token = null;
      refreshToken = null;
    },
    dropRefreshToken: () => {
      refreshToken = null;
    },
  };
}

describe('the hub connection manager', () => {
  it('stays without a connection while there is no access token', () => {
    const t = setup();
    t.signOut();
    t.manager.ensureStarted();
    const leave = t.manager.joinGroup(5);
    expect(t.hubs).toHaveLength(0);
    expect(t.manager.getState()).toBe('idle');
    // Signed-out visitors: nothing waits, so nothing is reported either.
    expect(t.errors).toEqual([]);
    leave();
  });

  it('queues joins, leaves and bids asked for before it connects, logs each, and runs them once connected', async () => {
    const t = setup();
    t.manager.ensureStarted();
    expect(t.manager.getState()).toBe('connecting');
    await flush();

    t.manager.joinGroup(10);
    const leave11 = t.manager.joinGroup(11);
    leave11();
    void t.manager.bid({ cariId: 2, ihaleId: 10, tutar: 125_000 });
    expect(t.errors.filter((m) => m.startsWith('Canlı bağlantı hazır değil'))).toHaveLength(4);
    expect(t.hubs[0].calls).toEqual([]);

    await t.hubs[0].connected();
    expect(t.manager.getState()).toBe('connected');
    // Tender 11 was joined and left again while offline: the new connection never needs it.
    expect(t.hubs[0].calls).toEqual([
      ['AddToGroup', 10],
      ['Katilim', { cariId: 2, ihaleId: 10, tutar: 125_000 }],
    ]);
  });

  it('sends joins, leaves and bids at once when connected; a group shared by two screens is left by the last one', async () => {
    const t = setup();
    t.manager.ensureStarted();
    await flush();
    await t.hubs[0].connected();

    const leaveA = t.manager.joinGroup(7);
    const leaveB = t.manager.joinGroup(7);
    await t.manager.bid({ cariId: 1, ihaleId: 7, tutar: 500 });
    leaveA();
    leaveA(); // leaving twice from the same screen counts once
    expect(t.hubs[0].calls).toEqual([
      ['AddToGroup', 7],
      ['Katilim', { cariId: 1, ihaleId: 7, tutar: 500 }],
    ]);
    leaveB();
    expect(t.hubs[0].calls.at(-1)).toEqual(['RemoveFromGroup', 7]);
    expect(t.errors).toEqual([]);
  });

  it('after an automatic reconnect re-joins every wanted group', async () => {
    const t = setup();
    t.manager.ensureStarted();
    await flush();
    t.manager.joinGroup(1);
    t.manager.joinGroup(2);
    await t.hubs[0].connected();
    t.hubs[0].calls = [];

    await t.hubs[0].dropAndReconnect();
    expect(t.events).toEqual([]);
    expect(t.hubs[0].calls).toEqual([
      ['AddToGroup', 1],
      ['AddToGroup', 2],
    ]);
    expect(t.manager.getState()).toBe('connected');
  });

  it('a refused join is asked again on the same connection, with what the page has by then, while the group is wanted', async () => {
    const timers: Array<{ cb: () => void; ms: number }> = [];
    let heard = 4;
    const t = setup({ lastSiraNo: () => heard, setTimer: (cb, ms) => timers.push({ cb, ms }) });
    t.manager.ensureStarted();
    await flush();
    await t.hubs[0].connected();
    t.hubs[0].refuse = (method) => (method === 'AddToGroup' ? new Error('catch-up not read') : null);
    const leave = t.manager.joinGroup(1);
    await flush();
    expect(t.errors).toContain('AddToGroup başarısız oldu.');
    expect(timers.map((x) => x.ms)).toEqual([JOIN_RETRY_MS[0]]);

    // Refused again: the next delay; then answered.
    heard = 6;
    timers.shift()!.cb();
    await flush();
    expect(timers.map((x) => x.ms)).toEqual([JOIN_RETRY_MS[1]]);
    t.hubs[0].refuse = null;
    timers.shift()!.cb();
    await flush();
    expect(t.hubs[0].calls).toEqual([
      ['AddToGroup', 1, 4],
      ['AddToGroup', 1, 6],
      ['AddToGroup', 1, 6],
    ]);
    expect(timers).toEqual([]);

    // A group no longer wanted is not asked again.
    leave();
    t.hubs[0].refuse = () => new Error('catch-up not read');
    const leave2 = t.manager.joinGroup(2);
    await flush();
    expect(timers).toHaveLength(1);
    leave2();
    const callsBefore = t.hubs[0].calls.length;
    timers.shift()!.cb();
    await flush();
    expect(t.hubs[0].calls.slice(callsBefore).filter(([m]) => m === 'AddToGroup')).toEqual([]);
  });

  it('a gap in the bids still open after a second joins again from where the page has every bid; one check at a time', async () => {
    const timers: Array<{ cb: () => void; ms: number }> = [];
    let gap = true;
    const t = setup({ lastSiraNo: () => 7, hasGap: () => gap, setTimer: (cb, ms) => timers.push({ cb, ms }) });
    t.manager.ensureStarted();
    await flush();
    await t.hubs[0].connected();
    t.manager.joinGroup(1);
    await flush();
    t.hubs[0].calls = [];

    t.manager.recoverGap(1);
    t.manager.recoverGap(1);
    expect(timers.map((x) => x.ms)).toEqual([GAP_WAIT_MS]);
    timers.shift()!.cb();
    await flush();
    expect(t.hubs[0].calls).toEqual([['AddToGroup', 1, 7]]);

    // Filled meanwhile (two instances' frames crossed): nothing is asked.
    t.manager.recoverGap(1);
    gap = false;
    timers.shift()!.cb();
    await flush();
    expect(t.hubs[0].calls).toHaveLength(1);

    // A tender no longer watched is not joined again.
    gap = true;
    t.manager.recoverGap(2);
    timers.shift()!.cb();
    await flush();
    expect(t.hubs[0].calls).toHaveLength(1);
  });

  it('joins with the last bid the page has, asked again at every reconnect, so the server sends what was missed', async () => {
    const heard = new Map<number, number>([[1, 4]]);
    const t = setup({ lastSiraNo: (id) => heard.get(id) ?? null });
    t.manager.ensureStarted();
    await flush();
    t.manager.joinGroup(1);
    t.manager.joinGroup(2);
    await t.hubs[0].connected();
    expect(t.hubs[0].calls).toEqual([
      ['AddToGroup', 1, 4],
      ['AddToGroup', 2],
    ]);
    t.hubs[0].calls = [];

    // Bids 5 to 9 heard live, and one of tender 2, before the connection dropped.
    heard.set(1, 9);
    heard.set(2, 1);
    await t.hubs[0].dropAndReconnect();
    expect(t.hubs[0].calls).toEqual([
      ['AddToGroup', 1, 9],
      ['AddToGroup', 2, 1],
    ]);
  });

  it('hands server events to the subscribers, and stops after unsubscribing', async () => {
    const t = setup();
    const seen: unknown[] = [];
    const off = t.manager.on('Recive', (p) => seen.push(p));
    t.manager.ensureStarted();
    await flush();
    await t.hubs[0].connected();
    t.hubs[0].serverSends('Recive', { id: 3, teklif: 900 });
    off();
    t.hubs[0].serverSends('Recive', { id: 3, teklif: 950 });
    expect(seen).toEqual([{ id: 3, teklif: 900 }]);
  });

  it('when the start fails with a refresh token: refreshes, drops the failed connection and connects with the new token', async () => {
    const t = setup();
    t.manager.ensureStarted();
    await flush();
    t.manager.joinGroup(4);
    await t.hubs[0].failStart();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.hubs[0].stopped).toBe(true);
    expect(t.hubs).toHaveLength(2);
    await expect(t.hubs[1].tokenFactory()).resolves.toBe('access-2');
    await t.hubs[1].connected();
    expect(t.hubs[1].calls).toEqual([['AddToGroup', 4]]);
  });

  it('when the start fails without a refresh token: retries later instead of refreshing', async () => {
    const timers: Array<() => void> = [];
    const t = setup({ setTimer: (cb) => timers.push(cb) });
    t.dropRefreshToken();
    t.manager.ensureStarted();
    await flush();
    await t.hubs[0].failStart();
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.manager.getState()).toBe('disconnected');
    expect(timers).toHaveLength(1);
    timers[0]();
    await flush();
    expect(t.hubs).toHaveLength(2);
  });

  it('a connection that closes for good triggers the logout event', async () => {
    const t = setup();
    t.manager.ensureStarted();
    await flush();
    await t.hubs[0].connected();
    await t.hubs[0].closeForGood();
    expect(t.events).toEqual(['logout']);
    expect(t.manager.getState()).toBe('disconnected');
  });

  it('stop (logout) closes the connection without a logout event and forgets queued bids', async () => {
    const t = setup();
    t.manager.ensureStarted();
    await flush();
    void t.manager.bid({ cariId: 2, ihaleId: 1, tutar: 100 });
    await t.manager.stop();
    expect(t.hubs[0].stopped).toBe(true);
    expect(t.manager.getState()).toBe('idle');
    await t.hubs[0].closeForGood();
    expect(t.events).toEqual([]);

    // Signing in again starts a fresh connection; the old bid is not sent.
    t.manager.ensureStarted();
    await flush();
    await t.hubs[1].connected();
    expect(t.hubs[1].calls).toEqual([]);
  });
});
