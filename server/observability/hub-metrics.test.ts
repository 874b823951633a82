import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import {
  type AuctionLookups,
  at,
  createPerson,
  createTender,
  insertAuctionLookups,
  type TestPerson,
} from '../auction/test-fixtures';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDatabase } from '../db/test-db';
import { type Realtime, startRealtime } from '../hub/realtime';
import { waitUntil } from '../../tests/support/wait';
import { buildClient, type ListeningHub, listenHub } from '../hub/test-support';
import { joinTender } from '../modules/participation/queries';
import { sample } from './test-support';

describe('hub, bid and scheduler metrics (real hub, real SignalR clients, real scheduler)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let realtime: Realtime;
  let srv: ListeningHub;
  let l: AuctionLookups;
  let alice: TestPerson;
  let bob: TestPerson;
  let carol: TestPerson;
  const clients: HubConnection[] = [];

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    alice = await createPerson(handle.db, { kimlikNo: '50000000001' });
    bob = await createPerson(handle.db, { kimlikNo: '50000000002' });
    carol = await createPerson(handle.db, { kimlikNo: '50000000003' });
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    // The process's wiring (startRealtime) with the scheduler on, as in main.ts; a small bid burst
    // so the rate limit can be reached in a few calls.
    realtime = startRealtime(app, { scheduler: true, bidRate: { burst: 2, perSecond: 0.01 } });
    srv = await listenHub(realtime.hub);
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await realtime.close();
    await srv.close();
    await app.close();
    await handle.close();
  });

  const metrics = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/metrics' });
    assert.equal(res.statusCode, 200);
    return res.body;
  };
  const connect = async (p: TestPerson) => {
    const c = buildClient(srv.url, await issueAccessToken(app, p.kimlikNo));
    await c.start();
    clients.push(c);
    return c;
  };

  it('hub_connections follows clients connecting and leaving', async () => {
    assert.equal(sample(await metrics(), 'hub_connections'), 0);
    const a = await connect(alice);
    const b = await connect(bob);
    assert.equal(sample(await metrics(), 'hub_connections'), 2);
    await b.stop();
    clients.splice(clients.indexOf(b), 1);
    await waitUntil(async () => sample(await metrics(), 'hub_connections') === 1, 5000, 'hub_connections back to 1');
    assert.equal(sample(await metrics(), 'hub_connections'), 1);
    assert.ok(a);
  });

  it('counts accepted bids and refused ones by reason, as the bidders were answered', async () => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(now, -30),
      end: at(now, 60),
      opening: 8000,
      teminat: 100,
    });
    await joinTender(handle.db, { cariId: alice.cariId, ihaleId, now });
    await joinTender(handle.db, { cariId: bob.cariId, ihaleId, now });
    const before = await metrics();

    const a = clients[0] ?? (await connect(alice));
    const b = await connect(bob);
    const c = await connect(carol);
    const bid = (conn: HubConnection, cariId: number, tutar: number) =>
      conn.invoke('Katilim', { cariId, ihaleId, tutar }) as Promise<TeklifSonucuPayload>;

    assert.equal((await bid(a, alice.cariId, 8100)).resultType, 'Ok');
    assert.equal((await bid(a, alice.cariId, 8200)).resultType, 'Error'); // already highest
    assert.equal((await bid(b, bob.cariId, 8000)).resultType, 'Error'); // too low
    assert.equal((await bid(c, carol.cariId, 9000)).resultType, 'Error'); // not joined
    assert.equal((await bid(c, alice.cariId, 9000)).resultType, 'Error'); // not carol's account
    assert.equal((await bid(c, carol.cariId, 9000)).resultType, 'Error'); // third call of carol within the burst of 2: rate limited

    const after = await metrics();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    assert.equal(moved('bids_total{result="accepted",reason=""}'), 1);
    for (const reason of ['already_highest', 'too_low', 'not_joined', 'not_your_account', 'rate_limited']) {
      assert.equal(moved(`bids_total{result="refused",reason="${reason}"}`), 1, reason);
    }
  });

  it('counts scheduler runs and the tenders a run started', async () => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 212,
      start: at(now, -1),
      end: at(now, 60),
      opening: 5000,
    });
    const before = await metrics();
    // tick() joins a running timer tick instead of overlapping it; either way this tender starts.
    await realtime.scheduler!.tick();
    await waitUntil(
      async () => sample(await metrics(), 'scheduler_tenders_total{transition="started"}') > 0,
      5000,
      'a started tender counted',
    );
    const after = await metrics();
    assert.ok(
      sample(after, 'scheduler_runs_total{outcome="ran"}') > sample(before, 'scheduler_runs_total{outcome="ran"}'),
    );
    assert.ok(
      sample(after, 'scheduler_tenders_total{transition="started"}') >= 1,
      `tender ${ihaleId} start not counted`,
    );
    assert.equal(sample(after, 'scheduler_runs_total{outcome="failed"}'), 0);
  });
});
