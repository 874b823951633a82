// Also on PostgreSQL: a returning watcher's catch-up reads the bid record through the pool.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RecivePayload, TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { buildApp } from '../app';
import { at, createPerson, createTender, insertAuctionLookups, type AuctionLookups } from '../auction/test-fixtures';
import { HubMessages } from '../auction/messages';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { ihale } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { joinTender } from '../modules/participation/queries';
import { waitUntil } from '../../tests/support/wait';
import { createCatchUp } from './catch-up';
import { RECORD_SEPARATOR } from './protocol';
import type { Hub } from './hub-server';
import { createPortalHub } from './portal-hub';
import { buildClient, type ListeningHub, listenHub, stubAuth } from './test-support';
import { ConnectionManager, GAP_WAIT_MS } from '../../lib/realtime/connection-manager';
import { hasGap, lastSiraNoOf, useLiveBidsStore } from '../../lib/realtime/live-bids';
import { liveBidListener } from '../../lib/realtime/live-bids-feed';
import { placeBid } from '../auction/place-bid';

const frame = (siraNo: number): RecivePayload => ({
  id: 1,
  teklif: 1000 + siraNo,
  cariRumuzu: 'R',
  teklifZamani: '2026-11-29T10:00:00.000Z',
  uzatildiMi: false,
  ihaleBitisSuresi: '2026-11-29T11:00:00.000Z',
  siraNo,
});

describe('the catch-up read, shared per tender', () => {
  it('a herd of returning watchers costs one read while one runs, and each gets only what it missed', async () => {
    const reads: Array<{ ihaleId: number; after: number; done: (f: RecivePayload[]) => void }> = [];
    const catchUp = createCatchUp((ihaleId, after) => new Promise((done) => reads.push({ ihaleId, after, done })));
    const first = catchUp.missedSince(1, 4);
    // 100 watchers come back while the first read runs: they wait for one more read, from the lowest.
    const herd = Array.from({ length: 100 }, (_, i) => catchUp.missedSince(1, 2 + (i % 5)));
    assert.equal(reads.length, 1);
    reads[0].done([5, 6, 7].map(frame));
    assert.deepEqual(
      (await first).map((f) => f.siraNo),
      [5, 6, 7],
    );
    await new Promise((r) => setImmediate(r));
    assert.equal(reads.length, 2, 'the herd is one read');
    assert.deepEqual([reads[1].ihaleId, reads[1].after], [1, 2]);
    reads[1].done([3, 4, 5, 6, 7, 8].map(frame));
    const got = await Promise.all(herd);
    assert.deepEqual(
      got[0].map((f) => f.siraNo),
      [3, 4, 5, 6, 7, 8],
    );
    assert.deepEqual(
      got[4].map((f) => f.siraNo),
      [7, 8],
      'a watcher that had 6 gets 7 and 8',
    );
    // Each bid is encoded once for the whole herd: the same bytes, the group's Recive frame.
    assert.equal(got[0].at(-1)!.frame, got[4].at(-1)!.frame);
    assert.deepEqual(JSON.parse(got[4].at(-1)!.frame.toString().replace(RECORD_SEPARATOR, '')), {
      type: 1,
      target: 'Recive',
      arguments: [frame(8)],
    });
  });

  it('a request never shares a read that began before it; other tenders read on their own; a failed read fails its batch only', async () => {
    const reads: Array<{ ihaleId: number; done: (f: RecivePayload[]) => void; fail: (e: Error) => void }> = [];
    const catchUp = createCatchUp((ihaleId) => new Promise((done, fail) => reads.push({ ihaleId, done, fail })));
    const a = catchUp.missedSince(1, 0);
    const other = catchUp.missedSince(2, 0);
    assert.deepEqual(
      reads.map((r) => r.ihaleId),
      [1, 2],
    );
    const late = catchUp.missedSince(1, 0);
    reads[0].fail(new Error('database gone'));
    await assert.rejects(a, /database gone/);
    await new Promise((r) => setImmediate(r));
    assert.equal(reads.length, 3, 'the late request starts its own read after the failed one');
    reads[2].done([frame(1)]);
    assert.equal((await late).length, 1);
    reads[1].done([]);
    assert.deepEqual(await other, []);
  });
});

describe('AddToGroup with the last sequence number heard (real SignalR clients)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let hub: Hub;
  let srv: ListeningHub;
  let l: AuctionLookups;
  const clients: HubConnection[] = [];

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    hub = createPortalHub({
      db: handle.db,
      now: () => new Date(),
      authenticate: ({ token }) => authenticateBearer(app, token),
      log: { warn() {}, error() {} },
    });
    srv = await listenHub(hub);
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await srv.close();
    await app.close();
    await handle.close();
  });

  const connect = async (kimlikNo: string) => {
    const c = buildClient(srv.url, await issueAccessToken(app, kimlikNo));
    await c.start();
    clients.push(c);
    return c;
  };

  /** A running tender (opening 8 000 TL) that these new people have joined. */
  const runningTender = async (...kimlikNos: string[]) => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(now, -60),
      end: at(now, 60),
      opening: 8000,
    });
    const bidders = [];
    for (const kimlikNo of kimlikNos) {
      const p = await createPerson(handle.db, { kimlikNo });
      await joinTender(handle.db, { cariId: p.cariId, ihaleId, now });
      bidders.push(p);
    }
    return { ihaleId, bidders };
  };

  it('a watcher who comes back hears the bids it missed, as the group heard them, before its join is answered', async () => {
    const {
      ihaleId,
      bidders: [ali, veli],
    } = await runningTender('31000000001', '31000000002');
    const stayed = await connect('31000000009');
    await stayed.invoke('AddToGroup', ihaleId);
    const live: RecivePayload[] = [];
    stayed.on('Recive', (r: RecivePayload) => live.push(r));
    const [aliHub, veliHub] = [await connect(ali.kimlikNo), await connect(veli.kimlikNo)];
    for (let i = 0; i < 4; i++) {
      const [c, p] = i % 2 === 0 ? [aliHub, ali] : [veliHub, veli];
      const r = (await c.invoke('Katilim', {
        cariId: p.cariId,
        ihaleId,
        tutar: 8000 + 100 * i,
      })) as TeklifSonucuPayload;
      assert.equal(r.resultType, 'Ok', r.messages.join());
    }
    await waitUntil(() => live.length === 4, 5000, 'the four bids live');

    // Back after hearing bid 1: bids 2, 3 and 4, in order, exactly as the group heard them.
    const back = await connect('31000000008');
    const caught: RecivePayload[] = [];
    back.on('Recive', (r: RecivePayload) => caught.push(r));
    await back.invoke('AddToGroup', ihaleId, 1);
    assert.deepEqual(
      caught.map((f) => f.siraNo),
      [2, 3, 4],
    );
    for (const f of caught) {
      const heard = live.find((x) => x.siraNo === f.siraNo)!;
      assert.deepEqual(
        { ...f, uzatildiMi: heard.uzatildiMi },
        heard,
        `bid ${f.siraNo} as the group heard it (the end that applies now, no extension here)`,
      );
    }

    // In the group now: the next bid arrives live.
    await aliHub.invoke('Katilim', { cariId: ali.cariId, ihaleId, tutar: 9000 });
    await waitUntil(() => caught.length === 4, 5000, 'the fifth bid live');
    assert.equal(caught[3].siraNo, 5);

    // Up to date, or joining without a number: nothing is sent first.
    const upToDate = await connect('31000000007');
    const none: RecivePayload[] = [];
    upToDate.on('Recive', (r: RecivePayload) => none.push(r));
    await upToDate.invoke('AddToGroup', ihaleId, 5);
    await upToDate.invoke('AddToGroup', ihaleId);
    assert.deepEqual(none, []);
  });

  it("the page's connection manager fills a gap left by an instance that died before telling the others", async () => {
    const {
      ihaleId,
      bidders: [a, b],
    } = await runningTender('31000000011', '31000000012');
    const [aHub, bHub] = [await connect(a.kimlikNo), await connect(b.kimlikNo)];
    const bid = (c: HubConnection, cariId: number, tutar: number) => c.invoke('Katilim', { cariId, ihaleId, tutar });

    // The browser's own manager and live-bids store, on a real SignalR connection (as realtime-manager.ts wires them).
    const token = await issueAccessToken(app, '31000000019');
    const manager = new ConnectionManager({
      createConnection: () => buildClient(srv.url, token),
      accessToken: async () => token,
      hasAccessToken: () => true,
      hasRefreshToken: () => false,
      refresh: async () => 'failed',
      onClosedForGood: () => {},
      logError: () => {},
      lastSiraNo: lastSiraNoOf,
      hasGap,
    });
    manager.on(
      'Recive',
      liveBidListener((id) => manager.recoverGap(id)),
    );
    manager.ensureStarted();
    await waitUntil(() => manager.getState() === 'connected', 5000, 'the manager connected');
    const leave = manager.joinGroup(ihaleId);
    try {
      await bid(aHub, a.cariId, 8000);
      await bid(bHub, b.cariId, 8100);
      await waitUntil(() => lastSiraNoOf(ihaleId) === 2, 5000, 'bids 1 and 2 live');
      // Bid 3 is stored but its instance dies before any frame leaves it: no event is emitted.
      const lost = await placeBid(handle.db, {
        caller: stubAuth(a.kimlikNo, [a.cariId]),
        payload: { cariId: a.cariId, ihaleId, tutar: 8200 },
        now: () => new Date(),
      });
      assert.equal(lost.ok, true);
      await bid(bHub, b.cariId, 8300);
      await waitUntil(() => useLiveBidsStore.getState().tenders[ihaleId]?.price === 8300, 5000, 'bid 4 live');
      assert.equal(lastSiraNoOf(ihaleId), 2, 'a gap: bid 3 never heard');
      // Within a second or two the manager joins again from 2 and the hub sends bids 3 and 4.
      await waitUntil(() => lastSiraNoOf(ihaleId) === 4, GAP_WAIT_MS + 4000, 'the gap filled');
      assert.ok(useLiveBidsStore.getState().tenders[ihaleId].frames.some((f) => f.bid.teklif === 8200));
      assert.equal(hasGap(ihaleId), false);
    } finally {
      leave();
      await manager.stop();
    }
  });

  it('one person may catch up 20 times at once, then about once a second; refused, the join still stands', async () => {
    const {
      ihaleId,
      bidders: [p],
    } = await runningTender('31000000004');
    const c = await connect(p.kimlikNo);
    for (let i = 0; i < 20; i++) await c.invoke('AddToGroup', ihaleId, 0);
    await assert.rejects(c.invoke('AddToGroup', ihaleId, 0), new RegExp(HubMessages.tooManyCatchUps));
    // The refused join is in the group: a bid comes live.
    const live: RecivePayload[] = [];
    c.on('Recive', (r: RecivePayload) => live.push(r));
    await c.invoke('Katilim', { cariId: p.cariId, ihaleId, tutar: 8000 });
    await waitUntil(() => live.length === 1, 5000, 'the bid live');
    await waitUntil(
      () =>
        c.invoke('AddToGroup', ihaleId, 0).then(
          () => true,
          () => false,
        ),
      3000,
      'a catch-up a second later',
    );
  });

  it('refuses a bad sequence number or too many arguments, and a tender outside the portal has nothing to catch up', async () => {
    const watcher = await connect('31000000006');
    for (const bad of [-1, 1.5, '3', null]) {
      await assert.rejects(watcher.invoke('AddToGroup', 1, bad), new RegExp(HubMessages.invalidSiraNo));
    }
    await assert.rejects(watcher.invoke('AddToGroup', 1, 0, 0), /provides 3 argument\(s\) but target expects 1/);

    const {
      ihaleId,
      bidders: [p],
    } = await runningTender('31000000003');
    const bidder = await connect(p.kimlikNo);
    await bidder.invoke('Katilim', { cariId: p.cariId, ihaleId, tutar: 8000 });
    // The institution withdraws it from the portal: its bids are no one's to read any more.
    await handle.db.update(ihale).set({ yayindanKaldir: true }).where(eq(ihale.id, ihaleId));
    const heard: RecivePayload[] = [];
    watcher.on('Recive', (r: RecivePayload) => heard.push(r));
    await watcher.invoke('AddToGroup', ihaleId, 0);
    assert.deepEqual(heard, []);
  });
});
