// Also on PostgreSQL: bid placement, the core of the sale, on the production engine and driver.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { firmaYetkili, ihaleKalem, teklif } from '../db/schema';
import { openTestDatabase } from '../db/test-db';
import { joinTender, leaveTender } from '../modules/participation/queries';
import { BidMessages, bidRefusalMessage } from './messages';
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

describe('bid rules (Katilim)', () => {
  let handle: DbHandle;
  let l: AuctionLookups;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let company: number;
  const clock = manualClock(NOW);

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    ({ ayse, mehmet, company } = await createBidders(handle.db));
  });
  after(() => handle.close());

  const callerOf = (p: TestPerson, extra: number[] = []) => ({ kimlikNo: p.kimlikNo, cariIds: [p.cariId, ...extra] });
  const bid = (p: TestPerson, payload: unknown, extra: number[] = []): Promise<BidOutcome> =>
    placeBid(handle.db, { caller: callerOf(p, extra), payload, now: clock.now });
  const refused = async (outcome: Promise<BidOutcome>, message: string) => {
    const o = await outcome;
    assert.ok(!o.ok);
    assert.deepEqual(o.messages, [message]);
    // The code the events and metrics read says the same as the text (messages.ts, one table).
    assert.equal(bidRefusalMessage(o.refusal), message);
  };
  const bidCount = async (ihaleId: number) =>
    (await handle.db.select().from(teklif).where(eq(teklif.ihaleId, ihaleId))).length;
  const running = async (opening: number, opts: { ayarId?: number; endIn?: number } = {}) => {
    clock.set(NOW);
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, opts.endIn ?? 60),
      opening,
      teminat: 100,
      ayarId: opts.ayarId,
    });
    return ihaleId;
  };

  it('refuses malformed payloads and amounts that are not positive whole numbers', async () => {
    const id = await running(8000);
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: id, now: NOW });
    for (const payload of [
      null,
      'x',
      [],
      {},
      { cariId: ayse.cariId },
      { cariId: ayse.cariId, ihaleId: 'abc', tutar: 9000 },
    ]) {
      await refused(bid(ayse, payload), BidMessages.invalidPayload);
    }
    for (const tutar of [0, -100, 8100.5, '8.100', 'abc', '12a', null, Number.NaN, Number.POSITIVE_INFINITY, true]) {
      await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar }), BidMessages.notWholeNumber);
    }
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 1_000_000_000_001 }), BidMessages.tooLarge);
    assert.equal(await bidCount(id), 0, 'nothing stored');
  });

  it('refuses accounts the caller may not act for, also when the token is stale', async () => {
    const id = await running(8000);
    await joinTender(handle.db, { cariId: company, ihaleId: id, now: NOW });
    await refused(bid(mehmet, { cariId: ayse.cariId, ihaleId: id, tutar: 9000 }), BidMessages.notYourAccount);
    // Mehmet's token claims the company (e.g. loaded before a link changed) but the database says no.
    await refused(bid(mehmet, { cariId: company, ihaleId: id, tutar: 9000 }, [company]), BidMessages.notYourAccount);
    // Ayşe acts for her company: accepted.
    const ok = await bid(ayse, { cariId: company, ihaleId: id, tutar: 9000 }, [company]);
    assert.equal(ok.ok, true);
    // Her link is removed: the next bid for the company is refused although her token still lists it.
    await handle.db
      .delete(firmaYetkili)
      .where(and(eq(firmaYetkili.firmaCariId, company), eq(firmaYetkili.gercekKisilikId, ayse.gercekKisilikId)));
    await refused(bid(ayse, { cariId: company, ihaleId: id, tutar: 20000 }, [company]), BidMessages.notYourAccount);
    await handle.db.insert(firmaYetkili).values({ gercekKisilikId: ayse.gercekKisilikId, firmaCariId: company });
  });

  it('refuses unknown, not started, finished and time-expired tenders', async () => {
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: 987_654, tutar: 9000 }), BidMessages.tenderNotFound);
    const notStarted = (
      await createTender(handle.db, l, { durum: 212, start: at(NOW, 10), end: at(NOW, 60), opening: 8000 })
    ).ihaleId;
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: notStarted, now: NOW });
    clock.set(NOW);
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: notStarted, tutar: 9000 }), BidMessages.notStartedYet);
    const done = (
      await createTender(handle.db, l, { durum: 215, start: at(NOW, -120), end: at(NOW, -60), opening: 8000 })
    ).ihaleId;
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: done, tutar: 9000 }), BidMessages.notRunning);

    // Status 213 but the clock says otherwise (the scheduler has not run yet): the time decides.
    const early = (await createTender(handle.db, l, { durum: 213, start: at(NOW, 5), end: at(NOW, 60), opening: 8000 }))
      .ihaleId;
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: early, tutar: 9000 }), BidMessages.notStartedYet);
    const id = await running(8000, { endIn: 10 });
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: id, now: NOW });
    clock.set(at(NOW, 10));
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 9000 }), BidMessages.ended);
    clock.set(NOW);
  });

  it('refuses accounts without an active alias in the tender', async () => {
    const id = await running(8000);
    await refused(bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 9000 }), BidMessages.notJoined);
    await joinTender(handle.db, { cariId: mehmet.cariId, ihaleId: id, now: NOW });
    await leaveTender(handle.db, { cariId: mehmet.cariId, ihaleId: id, now: NOW });
    await refused(bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 9000 }), BidMessages.notJoined);
  });

  it('accepts a first bid at the opening price, then requires the band’s smallest step, never two in a row', async () => {
    const id = await running(8000); // band 0–10 000: steps 50, 100, 200, 500
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: id, now: NOW });
    await joinTender(handle.db, { cariId: mehmet.cariId, ihaleId: id, now: NOW });
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 7999 }), BidMessages.tooLow('8.000,00'));
    const first = await bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: '8000' });
    assert.equal(first.ok, true);
    assert.equal(first.ok && first.recive.siraNo, 1);
    await refused(bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 9000 }), BidMessages.alreadyHighest);
    await refused(bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 8049 }), BidMessages.tooLow('8.050,00'));
    const second = await bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 8050 });
    assert.ok(second.ok);
    assert.deepEqual(second.recive, {
      id,
      teklif: 8050,
      cariRumuzu: second.recive.cariRumuzu,
      teklifZamani: NOW.toISOString(),
      uzatildiMi: false,
      ihaleBitisSuresi: at(NOW, 60).toISOString(),
      siraNo: 2,
      otomatik: false,
    });
    const [kalem] = await handle.db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, id));
    assert.equal(Number(kalem.turTeklifleriTeklifTutariMax), 8050);
    assert.equal((await tenderRow(handle.db, id)).teklifSiraNo, 2);
    assert.equal(await bidCount(id), 2);
  });

  it('uses the band of the opening price for the step (1 000 000 and over: 20 000)', async () => {
    const id = await running(1_500_000);
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: id, now: NOW });
    await joinTender(handle.db, { cariId: mehmet.cariId, ihaleId: id, now: NOW });
    assert.ok((await bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 1_500_000 })).ok);
    await refused(
      bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 1_519_999 }),
      BidMessages.tooLow('1.520.000,00'),
    );
    assert.ok(
      (await bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 1_000_000_000_000 })).ok,
      '10^12 itself is allowed',
    );
  });

  it('extends the end for a bid inside the last N minutes to bid time + M minutes', async () => {
    const id = await running(8000, { ayarId: l.uzatma3x3, endIn: 10 });
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: id, now: NOW });
    await joinTender(handle.db, { cariId: mehmet.cariId, ihaleId: id, now: NOW });
    clock.set(at(NOW, 5)); // 5 minutes left: outside the 3-minute window
    const calm = await bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 8000 });
    assert.ok(calm.ok);
    assert.equal(calm.recive.uzatildiMi, false);
    clock.set(at(NOW, 8.5)); // 1.5 minutes left
    const late = await bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 8100 });
    assert.ok(late.ok);
    assert.equal(late.recive.uzatildiMi, true);
    assert.equal(late.recive.ihaleBitisSuresi, at(NOW, 11.5).toISOString());
    assert.equal((await tenderRow(handle.db, id)).uzatilmisBitisTarihi?.toISOString(), at(NOW, 11.5).toISOString());
    // After the original end but before the extended one, bidding goes on.
    clock.set(at(NOW, 11));
    const after = await bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 8200 });
    assert.ok(after.ok);
    assert.equal(after.recive.ihaleBitisSuresi, at(NOW, 14).toISOString());
    clock.set(at(NOW, 14));
    await refused(bid(mehmet, { cariId: mehmet.cariId, ihaleId: id, tutar: 9000 }), BidMessages.ended);
    clock.set(NOW);
  });

  it('never shortens the end when the extension is shorter than the remaining time', async () => {
    const id = await running(8000, { ayarId: l.uzatma5x2, endIn: 10 });
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId: id, now: NOW });
    clock.set(at(NOW, 6)); // 4 minutes left, inside the 5-minute window; now + 2 min would be earlier
    const o = await bid(ayse, { cariId: ayse.cariId, ihaleId: id, tutar: 8000 });
    assert.ok(o.ok);
    assert.equal(o.recive.uzatildiMi, false);
    assert.equal(o.recive.ihaleBitisSuresi, at(NOW, 10).toISOString());
    assert.equal((await tenderRow(handle.db, id)).uzatilmisBitisTarihi, null);
    clock.set(NOW);
  });
});
