import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { after, describe, it } from 'node:test';
import { waitUntil } from '../../tests/support/wait';
import type { RequestAuth } from '../auth/request-auth';
import type { Delivery } from './backplane';
import { createHub, type Hub } from './hub-server';
import { RedisBackplane } from './redis-backplane';
import { buildClient, delay, type ListeningHub, listenHub, nextMessages, stubAuth } from './test-support';

/** The shared test Redis (127.0.0.1:6379 unless TEST_REDIS_URL says otherwise). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AYSE: RequestAuth = stubAuth('10000000146', [1, 4]);

/** A TCP proxy in front of Redis that the test can cut and restore, to simulate an outage. */
async function redisProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('Redis backplane', () => {
  const cleanups: Array<() => Promise<void>> = [];
  after(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  const instance = async (url: string, channel: string, logs: string[] = []) => {
    const backplane = new RedisBackplane({ url, channel, log: (m) => logs.push(m) });
    const hub: Hub = createHub({
      authenticate: async ({ token: t }) => (t === 'ayse' ? AYSE : null),
      backplane,
      log: { warn() {}, error() {} },
      methods: { AddToGroup: { parameters: 1, handler: (c, g) => hub.addToGroup(c.connectionId, String(g)) } },
    });
    const srv: ListeningHub = await listenHub(hub);
    cleanups.push(() => srv.close());
    return { hub, srv, backplane };
  };

  it('a message sent on one instance reaches clients connected to the other', async () => {
    const channel = `esatis:test:${randomBytes(6).toString('hex')}`;
    const a = await instance(REDIS_URL, channel);
    const b = await instance(REDIS_URL, channel);
    assert.equal(await a.backplane.ready(), true, 'Redis reachable');
    assert.equal(await b.backplane.ready(), true);
    const client = buildClient(a.srv.url, 'ayse');
    await client.start();
    cleanups.push(() => client.stop());
    await client.invoke('AddToGroup', 77);

    const group = nextMessages(client, 'Recive');
    b.hub.sendToGroup('77', 'Recive', { id: 77, teklif: 12_000 });
    assert.deepEqual(await group, [{ id: 77, teklif: 12_000 }]);

    const account = nextMessages(client, 'cariIletisimMesajIlet');
    b.hub.sendToAccount(4, 'cariIletisimMesajIlet', {
      id: 1,
      iletisimId: 5,
      icerik: 'Merhaba',
      olustumaTarihi: '2026-11-20T09:00:00.000Z',
    });
    assert.deepEqual(await account, [
      { id: 1, iletisimId: 5, icerik: 'Merhaba', olustumaTarihi: '2026-11-20T09:00:00.000Z' },
    ]);

    const all = nextMessages(client, 'IhaleBitisEvent');
    b.hub.sendToAll('IhaleBitisEvent', { id: 77 });
    assert.deepEqual(await all, [{ id: 77 }]);

    // Local sends are delivered once (not again when they come back from Redis).
    const counted: unknown[] = [];
    client.on('IhaleBaslangicEvent', (p) => counted.push(p));
    a.hub.sendToAll('IhaleBaslangicEvent', { id: 1 });
    await waitUntil(() => counted.length > 0, 5000, 'the local send at the client');
    // A's own copy comes back from Redis before B's later one (one channel, in order): once B's
    // has arrived, a second delivery of A's would have too.
    b.hub.sendToAll('IhaleBaslangicEvent', { id: 2 });
    await waitUntil(() => counted.length > 1, 5000, "B's send through Redis");
    assert.deepEqual(counted, [{ id: 1 }, { id: 2 }]);
  });

  it('relays a domain event to the other instances, in order with the frames (docs/architecture.md §14)', async () => {
    const channel = `esatis:test:${randomBytes(6).toString('hex')}`;
    const [a, b] = [channel, channel].map((c) => new RedisBackplane({ url: REDIS_URL, channel: c, log() {} }));
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    assert.equal(await a.ready(), true, 'Redis reachable');
    assert.equal(await b.ready(), true);
    const heard: Delivery[] = [];
    b.subscribe((d) => heard.push(d));
    const event = { type: 'pagesChanged', ihaleId: 77 } as const;
    a.publish({ scope: 'event', event });
    a.publish({ scope: 'all', frame: 'frame' });
    await waitUntil(() => heard.length === 2, 5000, 'both deliveries through Redis');
    assert.deepEqual(heard, [
      { scope: 'event', event },
      { scope: 'all', key: undefined, frame: 'frame' },
    ]);
  });

  it('survives a Redis outage: local delivery goes on, cross-instance delivery resumes after it', async () => {
    const proxy = await redisProxy(new URL(REDIS_URL));
    cleanups.push(() => proxy.close());
    const channel = `esatis:test:${randomBytes(6).toString('hex')}`;
    const logs: string[] = [];
    const a = await instance(proxy.url, channel, logs);
    const b = await instance(proxy.url, channel, logs);
    assert.equal(await a.backplane.ready(), true);
    assert.equal(await b.backplane.ready(), true);
    const onA = buildClient(a.srv.url, 'ayse');
    const onB = buildClient(b.srv.url, 'ayse');
    await Promise.all([onA.start(), onB.start()]);
    cleanups.push(
      () => onA.stop(),
      () => onB.stop(),
    );
    await onA.invoke('AddToGroup', 5);
    await onB.invoke('AddToGroup', 5);

    proxy.cut();
    await waitUntil(() => logs.some((m) => /Redis unavailable/.test(m)), 5000, 'the outage to be noticed');
    const local = nextMessages(onB, 'Recive');
    b.hub.sendToGroup('5', 'Recive', { id: 5, teklif: 1 });
    assert.deepEqual(await local, [{ id: 5, teklif: 1 }], 'local delivery during the outage');
    assert.ok(
      logs.some((m) => /Redis unavailable/.test(m)),
      'the outage is logged',
    );

    proxy.restore();
    assert.equal(await a.backplane.ready(10_000), true, 'reconnected');
    assert.equal(await b.backplane.ready(10_000), true);
    // Give ioredis a moment to re-subscribe after reconnecting, then send until it arrives.
    let received = false;
    onA.on('Recive', (p: { teklif: number }) => {
      if (p.teklif === 2) received = true;
    });
    for (let i = 0; i < 50 && !received; i++) {
      b.hub.sendToGroup('5', 'Recive', { id: 5, teklif: 2 });
      await delay(100);
    }
    assert.equal(received, true, 'cross-instance delivery resumed');
    assert.ok(logs.some((m) => /available again/.test(m)));
  });

  it('an unreachable Redis never crashes the hub', async () => {
    const channel = `esatis:test:${randomBytes(6).toString('hex')}`;
    const logs: string[] = [];
    const a = await instance('redis://127.0.0.1:1', channel, logs);
    const client = buildClient(a.srv.url, 'ayse');
    await client.start();
    cleanups.push(() => client.stop());
    await client.invoke('AddToGroup', 9);
    const got = nextMessages(client, 'Recive');
    a.hub.sendToGroup('9', 'Recive', { id: 9 });
    assert.deepEqual(await got, [{ id: 9 }]);
    await waitUntil(() => logs.some((m) => /Redis unavailable/.test(m)), 5000, 'the unreachable Redis logged');
  });
});
