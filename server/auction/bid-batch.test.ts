// Also on PostgreSQL: bids of one batch and of concurrent batches meet in the tender's row lock.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { ihaleKalem, teklif } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { joinTender } from '../modules/participation/queries';
import { BidMessages } from './messages';
import { type BidOutcome, placeBid } from './place-bid';
import {
  at,
  createBidders,
  createTender,
  insertAuctionLookups,
  manualClock,
  tenderRow,
  type AuctionLookups,
  type TestPerson,
} from './test-fixtures';

const NOW = new Date('2026-11-20T09:00:00Z');

/**
 * Bids that arrive together are decided in one transaction (group commit). The first bid of a
 * quiet tender starts a batch at once; every bid sent in the same tick waits for it and goes into
 * the next batch together, so these tests put several bids into ONE batch deterministically.
 */
describe('bids decided together in one batch', () => {
  let handle: DbHandle;
  let l: AuctionLookups;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let company: number;
  const clock = manualClock(NOW);
  let tenderId = 0;

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    ({ ayse, mehmet, company } = await createBidders(handle.db));
  });
  after(() => handle.close());

  const bid = (p: TestPerson, cariId: number, tutar: number, tokenAccounts: number[] = []): Promise<BidOutcome> =>
    placeBid(handle.db, {
      caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId, ...tokenAccounts] },
      payload: { cariId, ihaleId: tenderId, tutar },
      now: clock.now,
    });
  const runningTender = async (opening: number) => {
    clock.set(NOW);
    tenderId = (
      await createTender(handle.db, l, { durum: 213, start: at(NOW, -60), end: at(NOW, 60), opening, teminat: 100 })
    ).ihaleId;
    for (const cariId of [ayse.cariId, mehmet.cariId, company]) {
      await joinTender(handle.db, { cariId, ihaleId: tenderId, now: NOW });
    }
  };
  const storedBids = () =>
    handle.db
      .select({ cariId: teklif.cariId, tutar: teklif.teklifTutari, siraNo: teklif.siraNo })
      .from(teklif)
      .where(eq(teklif.ihaleId, tenderId))
      .orderBy(asc(teklif.siraNo));

  it('decides each bid against the one accepted before it in the same batch, in arrival order', async () => {
    await runningTender(8000); // band 0–10 000: smallest step 50
    // Every accepted bid is already stored (committed) when its caller hears Ok.
    const seenStored: boolean[] = [];
    const tracked = (p: Promise<BidOutcome>) =>
      p.then(async (o) => {
        if (o.ok) {
          const rows = await storedBids();
          seenStored.push(rows.some((r) => r.siraNo === o.recive.siraNo));
        }
        return o;
      });
    const first = tracked(bid(ayse, ayse.cariId, 8000)); // starts a batch alone
    // These six queue behind it and are decided together in the next batch:
    const batch = [
      tracked(bid(mehmet, mehmet.cariId, 9000)), // accepted: #2
      tracked(bid(ayse, company, 8500, [company])), // below 9 000 + 50, queued behind the higher one
      tracked(bid(mehmet, mehmet.cariId, 9500)), // Mehmet holds #2 from this very batch
      tracked(bid(mehmet, ayse.cariId, 9600, [ayse.cariId])), // stale token: the database says no
      tracked(bid(ayse, company, 9050, [company])), // accepted: #3
      tracked(bid(ayse, ayse.cariId, 9050)), // 9 050 is now taken: minimum 9 100
    ];
    const outcomes = await Promise.all([first, ...batch]);

    assert.deepEqual(
      outcomes.map((o) => (o.ok ? `#${o.recive.siraNo} ${o.recive.teklif}` : o.messages[0])),
      [
        '#1 8000',
        '#2 9000',
        BidMessages.tooLow('9.050,00'),
        BidMessages.alreadyHighest,
        BidMessages.notYourAccount,
        '#3 9050',
        BidMessages.tooLow('9.100,00'),
      ],
    );
    assert.deepEqual(seenStored, [true, true, true]);
    assert.deepEqual(
      (await storedBids()).map((r) => [r.siraNo, r.cariId, Number(r.tutar)]),
      [
        [1, ayse.cariId, 8000],
        [2, mehmet.cariId, 9000],
        [3, company, 9050],
      ],
    );
    const [kalem] = await handle.db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, tenderId));
    assert.equal(Number(kalem.turTeklifleriTeklifTutariMax), 9050);
    assert.equal((await tenderRow(handle.db, tenderId)).teklifSiraNo, 3);

    // The next bid continues from the batch's last accepted bid.
    const next = await bid(mehmet, mehmet.cariId, 9100);
    assert.ok(next.ok);
    assert.equal(next.recive.siraNo, 4);
  });

  it('answers nobody Ok when the batch does not commit, and stores nothing of it', async () => {
    await runningTender(8000);
    assert.ok((await bid(ayse, ayse.cariId, 8000)).ok);
    // A deferred check fires at COMMIT: 9 999 makes the whole transaction fail after the bids were written.
    await handle.db.execute(sql`
      create or replace function test_refuse_9999() returns trigger language plpgsql as $$
      begin
        if new.teklif_tutari = 9999 then raise exception 'refused at commit'; end if;
        return new;
      end $$`);
    await handle.db.execute(sql`
      create constraint trigger test_refuse_9999 after insert on teklif
      deferrable initially deferred for each row execute function test_refuse_9999()`);
    try {
      const first = bid(mehmet, mehmet.cariId, 8050); // a batch alone: commits
      const failing = [bid(ayse, ayse.cariId, 8100), bid(mehmet, mehmet.cariId, 9999)];
      assert.ok((await first).ok);
      const settled = await Promise.allSettled(failing);
      assert.deepEqual(
        settled.map((s) => s.status),
        ['rejected', 'rejected'],
        'no caller of the failed batch is told Ok',
      );
      assert.deepEqual(
        (await storedBids()).map((r) => Number(r.tutar)),
        [8000, 8050],
      );
      assert.equal((await tenderRow(handle.db, tenderId)).teklifSiraNo, 2);
    } finally {
      await handle.db.execute(sql`drop trigger test_refuse_9999 on teklif`);
      await handle.db.execute(sql`drop function test_refuse_9999()`);
    }
    // The queue goes on after a failed batch.
    const again = await bid(ayse, ayse.cariId, 8100);
    assert.ok(again.ok);
    assert.equal(again.recive.siraNo, 3);
  });
});
