import { ConnectionManager } from './connection-manager';
import { DeferredRealtime } from './deferred-realtime';
import { FakeHub, flush } from './test-hub';

/**
 * The hub connection before its code has loaded (deferred-realtime.ts): what screens ask for on a
 * page's first render reaches the real manager once a session loads it, and what they undo before
 * or after that stays undone.
 */
function setup() {
  const hubs: FakeHub[] = [];
  let signedIn = true;
  const manager = new ConnectionManager({
    createConnection: (tokenFactory) => {
      const hub = new FakeHub(tokenFactory);
      hubs.push(hub);
      return hub;
    },
    accessToken: async () => 'access-1',
    hasAccessToken: () => signedIn,
    hasRefreshToken: () => true,
    refresh: async () => 'refreshed',
    onClosedForGood: () => {},
    logError: () => {},
  });
  const load = jest.fn(async () => manager);
  return { realtime: new DeferredRealtime(load), manager, hubs, load, signOut: () => (signedIn = false) };
}

it('loads nothing while no session asks for the connection: a visitor’s page stays idle', async () => {
  const t = setup();
  const leave = t.realtime.joinGroup(61);
  const off = t.realtime.on('IhaleDurumBildirimi', () => {});
  t.realtime.subscribeState(() => {});
  await flush();
  expect(t.load).not.toHaveBeenCalled();
  expect(t.realtime.getState()).toBe('idle');
  leave();
  off();
  await t.realtime.stop();
  expect(t.load).not.toHaveBeenCalled();
});

it('hands what screens asked for before loading to the manager: groups, listeners and state', async () => {
  const t = setup();
  t.realtime.joinGroup(61);
  const leave62 = t.realtime.joinGroup(62);
  leave62(); // joined and left before the code arrived: never asked of the server
  const heard: unknown[] = [];
  t.realtime.on('IhaleDurumBildirimi', (p) => heard.push(p));
  const states: string[] = [];
  t.realtime.subscribeState(() => states.push(t.realtime.getState()));

  t.realtime.ensureStarted();
  await flush();
  expect(t.load).toHaveBeenCalledTimes(1);
  expect(t.realtime.loaded).toBe(true);
  expect(t.realtime.getState()).toBe('connecting');
  await t.hubs[0].connected();

  expect(t.realtime.getState()).toBe('connected');
  expect(states).toContain('connected');
  expect(t.hubs[0].calls).toEqual([['AddToGroup', 61]]);
  t.hubs[0].serverSends('IhaleDurumBildirimi', { id: 61 });
  expect(heard).toEqual([{ id: 61 }]);
});

it('undoes a registration made before loading through the function it gave back then', async () => {
  const t = setup();
  const leave = t.realtime.joinGroup(61);
  const heard: unknown[] = [];
  const off = t.realtime.on('IhaleDurumBildirimi', (p) => heard.push(p));
  t.realtime.ensureStarted();
  await flush();
  await t.hubs[0].connected();

  leave();
  leave(); // twice counts once
  off();
  expect(t.hubs[0].calls).toEqual([
    ['AddToGroup', 61],
    ['RemoveFromGroup', 61],
  ]);
  t.hubs[0].serverSends('IhaleDurumBildirimi', { id: 61 });
  expect(heard).toEqual([]);
});

it('a bid loads the manager and goes out once connected; later calls go straight to it', async () => {
  const t = setup();
  const sent = t.realtime.bid({ cariId: 2, ihaleId: 61, tutar: 125_000 });
  t.realtime.ensureStarted();
  await sent;
  await flush();
  await t.hubs[0].connected();
  expect(t.load).toHaveBeenCalledTimes(1);
  t.realtime.joinGroup(70);
  expect(t.hubs[0].calls).toEqual([
    ['Katilim', { cariId: 2, ihaleId: 61, tutar: 125_000 }],
    ['AddToGroup', 70],
  ]);
});

it('a logout while the code is loading leaves the connection closed', async () => {
  const t = setup();
  t.realtime.ensureStarted();
  t.signOut();
  await t.realtime.stop();
  await flush();
  expect(t.realtime.loaded).toBe(true);
  expect(t.hubs).toHaveLength(0);
  expect(t.realtime.getState()).toBe('idle');
});
