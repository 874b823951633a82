// Also on PostgreSQL: two instances' ticks meet in the scheduler's advisory lock.
import { PARA_BIRIMI } from '../../lib/contract/money';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { type DbHandle, openDatabase } from '../db/client';
import { ihaleKatilimCari, teminatHareket } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { joinTender } from '../modules/participation/queries';
import { availableDeposit, blockedInTender } from '../money/ledger/deposit-blocks';
import { placeBid } from './place-bid';
import { runSchedulerTick, startScheduler, tickEvents } from './scheduler';
import {
  at,
  createPerson,
  createTender,
  insertAuctionLookups,
  tenderRow,
  type AuctionLookups,
  type TestPerson,
} from './test-fixtures';
import { sendAuctionFrames } from '../hub/auction-frames';
import type { AuctionEvent } from './events';

/** The scheduler's events as the hub sends them, to a recording messenger. */
const framesTo = (rec: Parameters<typeof sendAuctionFrames>[0]) => ({
  emit: (event: AuctionEvent) => sendAuctionFrames(rec, event),
});

const NOW = new Date('2026-11-20T09:00:00Z');

/** Records what the scheduler announces. */
function recorder() {
  const sent: string[] = [];
  return {
    sent,
    sendToGroup: (group: string, target: string, payload: unknown) =>
      sent.push(`group ${group} ${target} ${JSON.stringify(payload)}`),
    sendToAll: (target: string, payload: unknown) => sent.push(`all ${target} ${JSON.stringify(payload)}`),
    sendToAccount: (cariId: number, target: string, payload: unknown) =>
      sent.push(`account ${cariId} ${target} ${JSON.stringify(payload)}`),
  };
}

describe('auction scheduler', () => {
  let handle: DbHandle;
  let l: AuctionLookups;
  let people: TestPerson[];

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    people = [];
    for (let i = 0; i < 3; i++) people.push(await createPerson(handle.db, { kimlikNo: `3000000000${i}` }));
  });
  after(() => handle.close());

  const bid = (p: TestPerson, ihaleId: number, tutar: number, when: Date) =>
    placeBid(handle.db, {
      caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
      payload: { cariId: p.cariId, ihaleId, tutar },
      now: () => when,
    });

  it('starts a tender whose start has passed and tells its group and everyone, once', async () => {
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 212,
      start: at(NOW, 1),
      end: at(NOW, 60),
      opening: 8000,
    });
    const rec = recorder();
    const s = startScheduler({ db: handle.db, now: () => NOW, events: framesTo(rec), autoStart: false });
    await s.tick();
    assert.equal((await tenderRow(handle.db, ihaleId)).ihaleDurumuId, 212, 'not before its start');
    const s2 = startScheduler({ db: handle.db, now: () => at(NOW, 1), events: framesTo(rec), autoStart: false });
    const r = await s2.tick();
    assert.deepEqual(r?.started, [ihaleId]);
    assert.equal((await tenderRow(handle.db, ihaleId)).ihaleDurumuId, 213);
    assert.deepEqual(rec.sent, [
      `group ${ihaleId} IhaleBaslangicBildirimi {"id":${ihaleId}}`,
      `all IhaleBaslangicEvent {"id":${ihaleId}}`,
    ]);
    await s2.tick();
    assert.equal(rec.sent.length, 2, 'a second tick announces nothing again');
    await s.stop();
    await s2.stop();
  });

  it('ends a tender at its (extended) end, picks the highest bid as winner and settles deposits', async () => {
    const [a, b, c] = people;
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 10),
      opening: 50_000,
      teminat: 5000,
      ayarId: l.uzatma3x3,
      sonOdemeGun: 7,
    });
    const before = await Promise.all(people.map((p) => availableDeposit(handle.db, p.cariId, PARA_BIRIMI.TL.id)));
    for (const p of people) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now: NOW });
    assert.ok((await bid(a, ihaleId, 50_000, at(NOW, 1))).ok);
    assert.ok((await bid(b, ihaleId, 51_000, at(NOW, 2))).ok);
    // A late bid extends the end to 10:11:30 (bid at 10:08:30 + 3 min).
    const late = await bid(a, ihaleId, 52_000, at(NOW, 8.5));
    assert.ok(late.ok && late.recive.uzatildiMi);

    const rec = recorder();
    const atOriginalEnd = await runSchedulerTick(handle.db, at(NOW, 10));
    assert.deepEqual(atOriginalEnd?.ended, [], 'the extended end applies');
    const r = await runSchedulerTick(handle.db, at(NOW, 11.5));
    assert.deepEqual(r?.ended, [ihaleId]);
    assert.deepEqual(r?.settled, [{ ihaleId, durum: 215, kazananCariId: a.cariId, kazananTutar: 52_000 }]);
    for (const event of tickEvents(r!)) sendAuctionFrames(rec, event);
    assert.deepEqual(rec.sent, [
      `group ${ihaleId} IhaleBitisBildirimi {"id":${ihaleId}}`,
      `all IhaleBitisEvent {"id":${ihaleId}}`,
    ]);

    const t = await tenderRow(handle.db, ihaleId);
    assert.equal(t.ihaleDurumuId, 215);
    assert.equal(t.kazananCariId, a.cariId);
    assert.equal(Number(t.kazananTutar), 52_000);
    assert.equal(t.odemeDurumu, 1);
    // End 2026-11-20 09:11:30Z + 7 days, at 23:59:59 Istanbul (UTC+3) = 2026-11-27T20:59:59Z.
    assert.equal(t.sonOdemeTarihi?.toISOString(), '2026-11-27T20:59:59.000Z');

    const joins = await handle.db
      .select({ cariId: ihaleKatilimCari.cariId, k: ihaleKatilimCari.kazanilmaDurumu })
      .from(ihaleKatilimCari)
      .where(eq(ihaleKatilimCari.ihaleId, ihaleId))
      .orderBy(ihaleKatilimCari.cariId);
    assert.deepEqual(joins, [
      { cariId: a.cariId, k: 1 },
      { cariId: b.cariId, k: 2 },
      { cariId: c.cariId, k: 2 },
    ]);
    // Losers get their deposit back; the winner's stays blocked until the sale is paid or forfeited.
    assert.equal(await availableDeposit(handle.db, a.cariId, PARA_BIRIMI.TL.id), before[0] - 5000);
    assert.equal(await availableDeposit(handle.db, b.cariId, PARA_BIRIMI.TL.id), before[1]);
    assert.equal(await availableDeposit(handle.db, c.cariId, PARA_BIRIMI.TL.id), before[2]);
    assert.deepEqual(await blockedInTender(handle.db, ihaleId), [
      { cariId: a.cariId, tutar: 5000, tutarKurus: 500_000n, paraBirimiId: PARA_BIRIMI.TL.id },
    ]);
    const winnerRows = await handle.db
      .select({ tur: teminatHareket.tur, yon: teminatHareket.yon, tutar: teminatHareket.tutar })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.ihaleId, ihaleId), eq(teminatHareket.cariId, a.cariId)))
      .orderBy(teminatHareket.id);
    assert.deepEqual(winnerRows, [{ tur: 'blokaj', yon: 2, tutar: '5000.00' }]);
    const again = await runSchedulerTick(handle.db, at(NOW, 30));
    assert.deepEqual(
      again,
      { started: [], ended: [], settled: [], money: { forfeited: [], expired: [] }, unlisted: [] },
      'nothing happens twice',
    );
  });

  it('ends a tender without bids as 216 and releases every block', async () => {
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 5),
      opening: 8000,
      teminat: 800,
    });
    const before = await availableDeposit(handle.db, people[2].cariId, PARA_BIRIMI.TL.id);
    await joinTender(handle.db, { cariId: people[2].cariId, ihaleId, now: NOW });
    const r = await runSchedulerTick(handle.db, at(NOW, 5));
    assert.deepEqual(r?.settled, [{ ihaleId, durum: 216, kazananCariId: null, kazananTutar: null }]);
    const t = await tenderRow(handle.db, ihaleId);
    assert.equal(t.ihaleDurumuId, 216);
    assert.equal(t.kazananCariId, null);
    assert.equal(await availableDeposit(handle.db, people[2].cariId, PARA_BIRIMI.TL.id), before);
    const [j] = await handle.db.select().from(ihaleKatilimCari).where(eq(ihaleKatilimCari.ihaleId, ihaleId));
    assert.equal(j.kazanilmaDurumu, 2);
  });

  it('a tender whose start and end both passed (server was down) starts and ends in one tick', async () => {
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 212,
      start: at(NOW, -30),
      end: at(NOW, -5),
      opening: 8000,
    });
    const r = await runSchedulerTick(handle.db, NOW);
    assert.ok(r?.started.includes(ihaleId));
    assert.ok(r?.ended.includes(ihaleId));
    assert.equal((await tenderRow(handle.db, ihaleId)).ihaleDurumuId, 216);
  });

  it('with two schedulers on one database every transition happens exactly once', async () => {
    // A second handle: on PostgreSQL a separate connection pool (as a second instance would have).
    const url = (handle.db as unknown as { $client: { options?: { connectionString?: string } } }).$client.options
      ?.connectionString;
    const other =
      handle.kind === 'postgres' && url ? await openDatabase({ databaseUrl: url, dataDir: 'unused' }) : null;
    const dbs = [handle.db, other?.db ?? handle.db];
    try {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const { ihaleId } = await createTender(handle.db, l, {
          durum: 213,
          start: at(NOW, 100),
          end: at(NOW, 200),
          opening: 8000,
          teminat: 800,
        });
        ids.push(ihaleId);
        // Started by hand (start in the future keeps earlier tests' ticks away from these tenders).
        await joinTender(handle.db, { cariId: people[i % 3].cariId, ihaleId, now: at(NOW, 99) });
      }
      const recs = [recorder(), recorder()];
      const schedulers = dbs.map((db, i) =>
        startScheduler({ db, now: () => at(NOW, 200), events: framesTo(recs[i]), autoStart: false }),
      );
      // Both instances tick over and over at the same moments.
      await Promise.all(Array.from({ length: 6 }, () => schedulers.map((s) => s.tick())).flat());
      const ends = [...recs[0].sent, ...recs[1].sent].filter((m) => m.startsWith('all IhaleBitisEvent'));
      for (const id of ids) {
        assert.equal(
          ends.filter((m) => m === `all IhaleBitisEvent {"id":${id}}`).length,
          1,
          `tender ${id}: end announced once across both instances`,
        );
      }
      for (const id of ids) {
        assert.equal((await tenderRow(handle.db, id)).ihaleDurumuId, 216);
        const releases = await handle.db
          .select()
          .from(teminatHareket)
          .where(and(eq(teminatHareket.ihaleId, id), eq(teminatHareket.tur, 'blokaj_cozme')));
        assert.equal(releases.length, 1, `tender ${id}: one release`);
      }
      await Promise.all(schedulers.map((s) => s.stop()));
    } finally {
      await other?.close();
    }
  });
});
