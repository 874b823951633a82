// Also on PostgreSQL: real SignalR clients bid at once through the pool.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { ihaleKalem, teklif } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import type { Hub } from '../hub/hub-server';
import { createPortalHub } from '../hub/portal-hub';
import { waitUntil } from '../../tests/support/wait';
import { buildClient, type ListeningHub, listenHub, nextMessages } from '../hub/test-support';
import { joinTender } from '../modules/participation/queries';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { BidMessages } from './messages';
import type { RecivePayload } from './place-bid';
import { startScheduler } from './scheduler';
import {
  at,
  createPerson,
  createTender,
  insertAuctionLookups,
  type AuctionLookups,
  type TestPerson,
} from './test-fixtures';
import { sendAuctionFrames } from '../hub/auction-frames';

const BIDDERS = 50;
const STEP = 50; // opening 8 000 TL: band 0–10 000, smallest step 50

describe('bidding through the hub (real SignalR clients)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let hub: Hub;
  let srv: ListeningHub;
  let l: AuctionLookups;
  let people: TestPerson[];
  let watcherPerson: TestPerson;
  const clients: HubConnection[] = [];
  const tokenOf = new Map<TestPerson, string>();

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    app = await buildApp({ config: loadConfig({}), db: handle.db });
    people = [];
    for (let i = 0; i < BIDDERS; i++)
      people.push(await createPerson(handle.db, { kimlikNo: `2${String(i).padStart(10, '0')}` }));
    watcherPerson = await createPerson(handle.db, { kimlikNo: '29999999999' });
    for (const p of [...people, watcherPerson]) tokenOf.set(p, await issueAccessToken(app, p.kimlikNo));
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

  const connect = async (p: TestPerson) => {
    const c = buildClient(srv.url, tokenOf.get(p)!);
    await c.start();
    clients.push(c);
    return c;
  };

  it('50 clients bidding at once: amounts strictly increase with the sequence, everyone hears why', async () => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(now, -60),
      end: at(now, 60),
      opening: 8000,
      teminat: 100,
    });
    for (const p of people) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now });
    const watcher = await connect(watcherPerson);
    await watcher.invoke('AddToGroup', ihaleId);
    const seen: RecivePayload[] = [];
    watcher.on('Recive', (r: RecivePayload) => seen.push(r));
    let watcherResults = 0;
    watcher.on('TeklifSonucuDon', () => watcherResults++);

    const bidders = await Promise.all(people.map((p) => connect(p)));
    const heard = bidders.map(() => [] as TeklifSonucuPayload[]);
    let latest = 0;
    bidders.forEach((c, i) => {
      c.on('TeklifSonucuDon', (r: TeklifSonucuPayload) => heard[i].push(r));
      c.on('Recive', (r: RecivePayload) => {
        latest = Math.max(latest, r.teklif);
      });
    });
    await Promise.all(bidders.map((c) => c.invoke('AddToGroup', ihaleId)));

    const answers: Array<{ i: number; tutar: number; r: TeklifSonucuPayload }> = [];
    const round = (amountOf: (i: number) => number) =>
      Promise.all(
        bidders.map(async (c, i) => {
          const tutar = amountOf(i);
          const r = (await c.invoke('Katilim', { cariId: people[i].cariId, ihaleId, tutar })) as TeklifSonucuPayload;
          answers.push({ i, tutar, r });
        }),
      );
    // Round 1: everyone at once with different amounts; then two rounds reacting to the live price.
    await round((i) => 8000 + i * STEP);
    for (let k = 0; k < 2; k++) {
      const base = latest;
      await round((i) => base + STEP * (1 + (i % 4)));
    }
    // A bid is acknowledged only after it is stored, so the table holds every answered bid now.

    const stored = await handle.db
      .select({ siraNo: teklif.siraNo, tutar: teklif.teklifTutari, cariId: teklif.cariId })
      .from(teklif)
      .where(eq(teklif.ihaleId, ihaleId))
      .orderBy(asc(teklif.siraNo));
    const amounts = stored.map((s) => Number(s.tutar));
    assert.ok(stored.length >= 3, `several bids accepted (${stored.length})`);
    assert.deepEqual(
      stored.map((s) => s.siraNo),
      stored.map((_, i) => i + 1),
      'sequence numbers 1..n without gaps',
    );
    for (let i = 1; i < amounts.length; i++) {
      assert.ok(amounts[i] >= amounts[i - 1] + STEP, `bid ${i + 1} (${amounts[i]}) ≥ previous + step`);
      assert.notEqual(stored[i].cariId, stored[i - 1].cariId, 'nobody outbids themselves');
    }
    assert.equal(new Set(amounts).size, amounts.length, 'no two bids share an amount');

    const ok = answers.filter((a) => a.r.resultType === 'Ok');
    assert.equal(ok.length, stored.length, 'every stored bid was acknowledged Ok, and only those');
    assert.deepEqual(
      ok.map((a) => a.tutar).sort((x, y) => x - y),
      [...amounts].sort((x, y) => x - y),
    );
    for (const a of answers.filter((x) => x.r.resultType === 'Error')) {
      assert.equal(a.r.messages.length, 1);
      assert.ok(
        a.r.messages[0] === BidMessages.alreadyHighest || a.r.messages[0].startsWith('Teklifiniz en az '),
        `a refusal says why: ${a.r.messages[0]}`,
      );
    }
    // Every client heard a TeklifSonucuDon for each of its bids, the same as its invoke result.
    heard.forEach((h, i) => {
      assert.deepEqual(
        h,
        answers.filter((a) => a.i === i).map((a) => a.r),
      );
    });
    assert.equal(watcherResults, 0, 'bid results go only to the bidder');

    const [kalem] = await handle.db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, ihaleId));
    assert.equal(
      Number(kalem.turTeklifleriTeklifTutariMax),
      amounts[amounts.length - 1],
      'stored highest = last accepted',
    );
    // A bidder's answer is written ahead of the group's watchers (server/hub/send-queue.ts, docs
    // §14): the last Recive frames may still be on their way to the watcher when every answer is in.
    await waitUntil(() => seen.length >= stored.length, 5000, "the group's Recive of every accepted bid");
    assert.deepEqual(
      seen.map((r) => r.siraNo),
      stored.map((s) => s.siraNo),
      'the group saw every accepted bid, in sequence order',
    );
    assert.deepEqual(
      seen.map((r) => r.teklif),
      amounts,
    );
  });

  it('answers refusals with TeklifSonucuDon Error and a Turkish reason, also for bad arguments', async () => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(now, -60),
      end: at(now, 60),
      opening: 8000,
    });
    const c = await connect(people[0]);
    const result = nextMessages<TeklifSonucuPayload>(c, 'TeklifSonucuDon');
    const r = await c.invoke('katilim', { cariId: people[0].cariId, ihaleId, tutar: 9000 });
    assert.deepEqual(r, { resultType: 'Error', messages: [BidMessages.notJoined] });
    assert.deepEqual(await result, [{ resultType: 'Error', messages: [BidMessages.notJoined] }]);
    const notMine = await c.invoke('Katilim', { cariId: people[1].cariId, ihaleId, tutar: 9000 });
    assert.deepEqual(notMine, { resultType: 'Error', messages: [BidMessages.notYourAccount] });
    await assert.rejects(c.invoke('Katilim'), /Invocation provides 0 argument\(s\) but target expects 1/);
    await assert.rejects(c.invoke('AddToGroup', 'abc'), /HubException: Geçersiz ihale numarası\./);
    // `send` (no invocation id) still gets its TeklifSonucuDon.
    const viaSend = nextMessages<TeklifSonucuPayload>(c, 'TeklifSonucuDon');
    await c.send('Katilim', { cariId: people[0].cariId, ihaleId, tutar: 'on bin' });
    assert.deepEqual(await viaSend, [{ resultType: 'Error', messages: [BidMessages.notWholeNumber] }]);
  });

  it('limits how fast one connection may bid', async () => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(now, -60),
      end: at(now, 60),
      opening: 8000,
    });
    const c = await connect(people[2]);
    const results = await Promise.all(
      Array.from(
        { length: 16 },
        () => c.invoke('Katilim', { cariId: people[2].cariId, ihaleId, tutar: 9000 }) as Promise<TeklifSonucuPayload>,
      ),
    );
    assert.ok(results.some((r) => r.messages[0] === BidMessages.tooFast));
  });

  it('announces starts and ends to the tender group and to everyone', async () => {
    const now = new Date();
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 212,
      start: at(now, -0.1),
      end: at(now, 0.05),
      opening: 8000,
    });
    const inGroup = await connect(people[3]);
    const outside = await connect(people[4]);
    await inGroup.invoke('AddToGroup', ihaleId);
    const got: string[] = [];
    for (const c of [inGroup, outside]) {
      const who = c === inGroup ? 'group' : 'outside';
      for (const m of ['IhaleBaslangicBildirimi', 'IhaleBaslangicEvent', 'IhaleBitisBildirimi', 'IhaleBitisEvent']) {
        c.on(m, (p: { id: number }) => {
          if (p.id === ihaleId) got.push(`${who} ${m}`);
        });
      }
    }
    // The scheduler's clock is the test's: it moves past the end instead of the test sleeping to it.
    let clock = new Date();
    const scheduler = startScheduler({
      db: handle.db,
      now: () => clock,
      events: { emit: (event) => sendAuctionFrames(hub, event) },
      autoStart: false,
    });
    await scheduler.tick(); // start (the end is 3 s after "now" of creation)
    clock = at(now, 0.06);
    await scheduler.tick(); // end
    await scheduler.stop();
    await waitUntil(() => got.length >= 6, 5000, 'the start and end announcements');
    assert.deepEqual(got.sort(), [
      'group IhaleBaslangicBildirimi',
      'group IhaleBaslangicEvent',
      'group IhaleBitisBildirimi',
      'group IhaleBitisEvent',
      'outside IhaleBaslangicEvent',
      'outside IhaleBitisEvent',
    ]);
  });
});
