// Also on PostgreSQL: maximums answer rivals inside the bid transaction's locks.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ProxyBidMessages } from '../../../lib/rules/proxy-bid';
import { buildApp } from '../../app';
import { BidMessages } from '../../auction/messages';
import type { RecivePayload } from '../../auction/place-bid';
import { placeBid } from '../../auction/place-bid';
import { runSchedulerTick } from '../../auction/scheduler';
import {
  at,
  createPerson,
  createTender,
  insertAuctionLookups,
  type AuctionLookups,
  type TestPerson,
} from '../../auction/test-fixtures';
import { authenticateBearer } from '../../auth/bearer-hook';
import { issueAccessToken } from '../../auth/tokens';
import { loadConfig } from '../../config';
import { otomatikTeklif, teklif } from '../../db/schema';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import type { Hub } from '../../hub/hub-server';
import { createPortalHub } from '../../hub/portal-hub';
import { buildClient, type ListeningHub, listenHub, nextMessages } from '../../hub/test-support';
import { joinTender } from '../participation/queries';
import { namedAccount } from '../persons/test-support';

const NOW = new Date('2026-11-20T09:00:00Z');
const URL = '/api/v1/OtomatikTeklif';

/** Otomatik teklif through its route, the bid queue, the hub and the scheduler (issue #16). */
describe('otomatik teklif (v1/OtomatikTeklif)', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  let l: AuctionLookups;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let ali: TestPerson;
  let outsider: TestPerson;
  const tokens = new Map<string, string>();
  let clock = NOW;

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    ayse = await createPerson(handle.db, { kimlikNo: '10000000146' });
    mehmet = await createPerson(handle.db, { kimlikNo: '10000000214' });
    ali = await createPerson(handle.db, { kimlikNo: '10000000382' });
    outsider = await createPerson(handle.db, { kimlikNo: '10000000450' });
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => clock });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  /** A running tender (opening 8 000 TL, step 50) Ayşe, Mehmet and Ali have joined. */
  const tender = async (opening = 8000) => {
    clock = NOW;
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 60),
      opening,
      teminat: 100,
    });
    for (const p of [ayse, mehmet, ali]) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now: NOW });
    return ihaleId;
  };
  const call = async (who: TestPerson | null, opts: InjectOptions) => {
    const headers: Record<string, string> = {};
    if (who) {
      const cariId = namedAccount(opts) ?? who.cariId;
      const key = `${who.kimlikNo}|${cariId}`;
      if (!tokens.has(key)) tokens.set(key, await issueAccessToken(app, who.kimlikNo, { cariId }));
      headers.authorization = `Bearer ${tokens.get(key)}`;
    }
    return app.inject({ ...opts, headers });
  };
  const put = (who: TestPerson | null, ihaleId: number, azamiTutar: unknown, cariId = who?.cariId) =>
    call(who, { method: 'PUT', url: URL, payload: { cariId, ihaleId, azamiTutar } });
  const get = (who: TestPerson, ihaleId: number, cariId = who.cariId) =>
    call(who, { method: 'GET', url: `${URL}?cariId=${cariId}&ihaleId=${ihaleId}` });
  const del = (who: TestPerson, ihaleId: number, cariId = who.cariId) =>
    call(who, { method: 'DELETE', url: `${URL}?cariId=${cariId}&ihaleId=${ihaleId}` });
  const bid = (who: TestPerson, ihaleId: number, tutar: number) =>
    placeBid(handle.db, {
      caller: { kimlikNo: who.kimlikNo, cariIds: [who.cariId] },
      payload: { cariId: who.cariId, ihaleId, tutar },
      now: () => clock,
    });
  const stored = async (ihaleId: number) =>
    (
      await handle.db
        .select({ cariId: teklif.cariId, tutar: teklif.teklifTutari, otomatik: teklif.otomatik })
        .from(teklif)
        .where(eq(teklif.ihaleId, ihaleId))
        .orderBy(asc(teklif.siraNo))
    ).map(
      (b) =>
        `${b.cariId === ayse.cariId ? 'ayse' : b.cariId === mehmet.cariId ? 'mehmet' : 'ali'} ${Number(b.tutar)}${b.otomatik ? ' otomatik' : ''}`,
    );
  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

  it('refuses the signed-out, other accounts, and maximums the rules do not allow, in Turkish', async () => {
    const ihaleId = await tender();
    assert.equal((await put(null, ihaleId, 9000, ayse.cariId)).statusCode, 401);
    assert.equal((await put(mehmet, ihaleId, 9000, ayse.cariId)).statusCode, 403);
    assert.equal((await get(mehmet, ihaleId, ayse.cariId)).statusCode, 403);
    assert.equal((await del(mehmet, ihaleId, ayse.cariId)).statusCode, 403);
    for (const bad of ['12a', -5, 1.5, 0, null, '']) {
      const res = await put(ayse, ihaleId, bad);
      assert.equal(res.statusCode, 400, `azamiTutar ${JSON.stringify(bad)}`);
      assert.equal(message(res), ProxyBidMessages.notWholeNumber);
    }
    assert.equal(message(await put(ayse, ihaleId, 10 ** 13)), BidMessages.tooLarge);
    const low = await put(ayse, ihaleId, 7999);
    assert.equal(low.statusCode, 400);
    assert.equal(message(low), ProxyBidMessages.tooLow('8.000,00', 'TL'));
    const notJoined = await put(outsider, ihaleId, 9000);
    assert.equal(notJoined.statusCode, 400);
    assert.equal(message(notJoined), BidMessages.notJoined);
    assert.equal((await put(ayse, 999_999, 9000)).statusCode, 404);
    const ending = (
      await createTender(handle.db, l, {
        durum: 213,
        start: at(NOW, -60),
        end: at(NOW, 1),
        opening: 8000,
        teminat: 100,
      })
    ).ihaleId;
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: ending, now: NOW });
    clock = at(NOW, 2);
    assert.equal(message(await put(ayse, ending, 9000)), BidMessages.notRunning, 'past the end');
    clock = NOW;
    assert.deepEqual(await stored(ihaleId), [], 'nothing refused wrote a bid');
    assert.equal((await get(ayse, ihaleId)).statusCode, 404);
  });

  it('bids at once for a new maximum, answers each rival with the smallest step, and tells the holder when passed', async () => {
    const ihaleId = await tender();
    const set = await put(ayse, ihaleId, 9040);
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json(), { data: { azamiTutar: 9040 } });
    assert.deepEqual(await stored(ihaleId), ['ayse 8000 otomatik'], 'the opening price, for her');
    assert.deepEqual((await get(ayse, ihaleId)).json(), { data: { azamiTutar: 9040 } });

    const rival = await bid(mehmet, ihaleId, 8500);
    assert.ok(rival.ok);
    assert.deepEqual(
      rival.answers.map((r) => [r.teklif, r.otomatik]),
      [[8550, true]],
      'the answer travels with the rival’s own bid',
    );
    assert.deepEqual(rival.exceeded, []);

    const past = await bid(mehmet, ihaleId, 9000); // her lowest answer would be 9 050 > 9 040
    assert.ok(past.ok);
    assert.deepEqual(past.answers, []);
    assert.deepEqual(past.exceeded, [{ cariId: ayse.cariId, ihaleId }]);
    assert.deepEqual(await stored(ihaleId), ['ayse 8000 otomatik', 'mehmet 8500', 'ayse 8550 otomatik', 'mehmet 9000']);
    assert.equal((await get(ayse, ihaleId)).statusCode, 404, 'her maximum ended');
    const [ended] = await handle.db
      .select({ neden: otomatikTeklif.bitisNedeni })
      .from(otomatikTeklif)
      .where(and(eq(otomatikTeklif.ihaleId, ihaleId), eq(otomatikTeklif.cariId, ayse.cariId)));
    assert.equal(ended.neden, 'asildi');
  });

  it('two maximums: the higher wins at the lower plus one step; equal ones go to the earlier', async () => {
    const ihaleId = await tender();
    await put(ayse, ihaleId, 9500);
    const weaker = await put(mehmet, ihaleId, 9300);
    assert.equal(weaker.statusCode, 200);
    assert.deepEqual(await stored(ihaleId), ['ayse 8000 otomatik', 'mehmet 9300 otomatik', 'ayse 9350 otomatik']);
    assert.equal((await get(mehmet, ihaleId)).statusCode, 404, 'the weaker maximum ended at once');

    const tie = await tender();
    await put(ayse, tie, 9000);
    await put(mehmet, tie, 9000);
    assert.deepEqual(await stored(tie), ['ayse 8000 otomatik', 'mehmet 8950 otomatik', 'ayse 9000 otomatik']);

    const stronger = await tender();
    await put(ayse, stronger, 9000);
    await put(mehmet, stronger, 12_000);
    assert.deepEqual(await stored(stronger), ['ayse 8000 otomatik', 'mehmet 9050 otomatik']);
  });

  it('raises, refuses lowering below her own bid, cancels', async () => {
    const ihaleId = await tender();
    await put(ayse, ihaleId, 8200); // bids 8 000 for her
    const lower = await put(ayse, ihaleId, 7900);
    assert.equal(lower.statusCode, 400);
    assert.equal(message(lower), ProxyBidMessages.belowOwnBid);
    assert.equal((await put(ayse, ihaleId, 8000)).statusCode, 200, 'equal to her own leading bid');
    assert.equal((await put(ayse, ihaleId, 20_000)).statusCode, 200, 'raised while leading: no bid against herself');
    assert.deepEqual(await stored(ihaleId), ['ayse 8000 otomatik']);
    assert.equal((await del(ayse, ihaleId)).statusCode, 204);
    assert.equal((await get(ayse, ihaleId)).statusCode, 404);
    const again = await del(ayse, ihaleId);
    assert.equal(again.statusCode, 404);
    assert.equal(message(again), ProxyBidMessages.notFound);
    await bid(mehmet, ihaleId, 8050);
    assert.deepEqual(await stored(ihaleId), ['ayse 8000 otomatik', 'mehmet 8050'], 'a cancelled maximum never answers');
  });

  it('keeps the maximum secret: the public tender shows the bids marked, never the amount', async () => {
    const ihaleId = await tender();
    await put(ayse, ihaleId, 9777);
    await bid(mehmet, ihaleId, 8100);
    const res = await app.inject({
      method: 'GET',
      url: `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${ihaleId}&$expand=Teklifler`,
    });
    assert.equal(res.statusCode, 200, res.body);
    const bids = (res.json().value[0].Teklifler as Array<{ TeklifTutari: number; Otomatik: boolean }>).sort(
      (a, b) => a.TeklifTutari - b.TeklifTutari,
    );
    assert.deepEqual(
      bids.map((b) => [b.TeklifTutari, b.Otomatik]),
      [
        [8000, true],
        [8100, false],
        [8150, true],
      ],
    );
    assert.doesNotMatch(res.body, /9777|azami/i);
  });

  it('ends every maximum when the tender ends', async () => {
    const ihaleId = await tender();
    await put(ayse, ihaleId, 9000);
    await runSchedulerTick(handle.db, at(NOW, 61));
    const rows = await handle.db
      .select({ neden: otomatikTeklif.bitisNedeni })
      .from(otomatikTeklif)
      .where(eq(otomatikTeklif.ihaleId, ihaleId));
    assert.deepEqual(rows, [{ neden: 'ihaleBitti' }]);
  });

  describe('over the hub', () => {
    let hub: Hub;
    let srv: ListeningHub;
    const clients: HubConnection[] = [];
    before(async () => {
      hub = createPortalHub({
        db: handle.db,
        now: () => clock,
        authenticate: ({ token }) => authenticateBearer(app, token),
        // The app's events: what the maximum's route emits reaches this hub's clients.
        events: app.auctionEvents,
        log: { warn() {}, error() {} },
      });
      srv = await listenHub(hub);
    });
    after(async () => {
      await Promise.all(clients.map((c) => c.stop()));
      await srv.close();
    });
    const connect = async (p: TestPerson, ihaleId: number) => {
      const c = buildClient(srv.url, await issueAccessToken(app, p.kimlikNo, { cariId: p.cariId }));
      await c.start();
      clients.push(c);
      await c.invoke('AddToGroup', ihaleId);
      return c;
    };

    it('the group hears the rival’s bid and then the answer marked otomatik; the holder hears when passed', async () => {
      const ihaleId = await tender();
      const watcher = await connect(ali, ihaleId);
      const holder = await connect(ayse, ihaleId);
      const rival = await connect(mehmet, ihaleId);

      const opening = nextMessages<RecivePayload>(watcher, 'Recive', 1);
      await put(ayse, ihaleId, 8600); // the route's bid goes out through the process hub
      assert.deepEqual(
        (await opening).map((r) => [r.teklif, r.otomatik]),
        [[8000, true]],
      );

      const two = nextMessages<RecivePayload>(watcher, 'Recive', 2);
      await rival.invoke('Katilim', { cariId: mehmet.cariId, ihaleId, tutar: 8100 });
      assert.deepEqual(
        (await two).map((r) => [r.teklif, r.otomatik, r.siraNo]),
        [
          [8100, false, 2],
          [8150, true, 3],
        ],
      );

      const told = nextMessages<{ ihaleId: number }>(holder, 'OtomatikTeklifBitti', 1);
      const notTold = nextMessages(rival, 'OtomatikTeklifBitti', 1, 500).then(
        () => 'told',
        () => 'not told',
      );
      await rival.invoke('Katilim', { cariId: mehmet.cariId, ihaleId, tutar: 8650 });
      assert.deepEqual(await told, [{ ihaleId }]);
      assert.equal(await notTold, 'not told', 'only the holder');
    });
  });
});
