// Also on PostgreSQL: forfeit, offer and payment race from two pools.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { INSTITUTION_ACCOUNTS_SETTING_KEY, PARA_BIRIMI } from '../../../lib/contract/money';
import { balanceReference } from '../../../lib/rules/payment-reference';
import { SETTLEMENT_MESSAGES } from '../../../lib/contract/settlement';
import type { DbHandle } from '../../db/client';
import {
  denetimKaydi,
  ihaleKatilimCari,
  ihaleTahsilat,
  ihaleYanma,
  ikinciTeklifDaveti,
  personel,
  portalAyar,
  teminatHareket,
} from '../../db/schema';
import { INSTITUTION_ACCOUNTS } from '../../seed/data/institution-accounts';
import { listSettlements } from './staff-queries';
import { csvFixture, type FixtureEntry } from '../statements/fixtures';
import { importStatement } from '../statements/import-statement';
import { parseStatement } from '../statements/parse-statement';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import { joinTender } from '../../modules/participation/queries';
import { ledgerBalances } from '../ledger/ledger-balances';
import { toKurus } from '../../kernel/kurus';
import { placeBid } from '../../auction/place-bid';
import { runSchedulerTick, tickEvents } from '../../auction/scheduler';
import { sendAuctionFrames } from '../../hub/auction-frames';
import {
  at,
  createPerson,
  createTender,
  insertAuctionLookups,
  tenderRow,
  type AuctionLookups,
  type TestPerson,
} from '../../auction/test-fixtures';
import { recordBalancePayment, balanceDue } from '../balance-payment';
import { forfeitTender } from './forfeit';
import { acceptOffer, declineOffer, openOffers } from './runner-up-answer';

const NOW = new Date('2026-11-20T09:00:00Z');
const DAY = 24 * 60 * 60_000;

/**
 * A won tender after the auction (docs/architecture.md §9), with a controlled clock: the winner's
 * block kept at settling, paid → kullanim, deadline passed → yanma and the runner-up's offer,
 * accept / decline / expiry, and the races on PostgreSQL.
 */
describe('won tender settlement', () => {
  let handle: TestDbHandle;
  let l: AuctionLookups;
  let n = 0;

  let staffId: number;
  let fileNo = 0;

  before(async () => {
    handle = await openTestDatabase();
    l = await insertAuctionLookups(handle.db);
    await handle.db
      .insert(portalAyar)
      .values({ anahtar: INSTITUTION_ACCOUNTS_SETTING_KEY, deger: INSTITUTION_ACCOUNTS });
    [{ id: staffId }] = await handle.db
      .insert(personel)
      .values({ kimlikNo: '10000000146', adiSoyadi: 'Elif Mali' })
      .returning({ id: personel.id });
    // The bank's TL statements are in until the end of 2026: the 2026 deadlines below are judged at
    // once (the forfeit waiting for a statement is tested on 2027 tenders at the end).
    await importCsv([{ amount: '1.00', ref: 'KAPSAM-2026', description: 'Masraf iadesi', date: '2026-12-31' }], NOW);
  });
  after(() => handle.close());

  const person = async (deposit?: number) =>
    createPerson(handle.db, { kimlikNo: `4${String(++n).padStart(10, '0')}`, deposit });

  /** The institution's TL statement (CSV) holding `entries`, imported by Mali İşler at `now`. */
  function importCsv(entries: FixtureEntry[], now: Date) {
    const bytes = Buffer.from(csvFixture({ iban: INSTITUTION_ACCOUNTS.TL.iban, entries }));
    return importStatement(handle.db, {
      bytes,
      fileName: `ekstre-${++fileNo}.csv`,
      parsed: parseStatement(bytes),
      actor: { personelId: staffId, adiSoyadi: 'Elif Mali', ip: null },
      now,
    });
  }

  /** A tender won by `winner` at 52 000 with `runnerUp` at 51 000 (deposit 5 000, 7 days to pay), settled at `base` + 11 min. */
  async function wonTender(winner: TestPerson, runnerUp: TestPerson | null, base = NOW) {
    const NOW = base;
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 10),
      opening: 50_000,
      teminat: 5000,
      sonOdemeGun: 7,
    });
    const bid = (p: TestPerson, tutar: number, when: Date) =>
      placeBid(handle.db, {
        caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
        payload: { cariId: p.cariId, ihaleId, tutar },
        now: () => when,
      });
    await joinTender(handle.db, { cariId: winner.cariId, ihaleId, now: NOW });
    if (runnerUp) {
      await joinTender(handle.db, { cariId: runnerUp.cariId, ihaleId, now: NOW });
      assert.ok((await bid(runnerUp, 51_000, at(NOW, 1))).ok);
    }
    assert.ok((await bid(winner, 52_000, at(NOW, 2))).ok);
    const r = await runSchedulerTick(handle.db, at(NOW, 11));
    assert.ok(r?.settled.some((s) => s.ihaleId === ihaleId && s.kazananCariId === winner.cariId));
    return ihaleId;
  }

  const rows = (ihaleId: number, cariId: number) =>
    handle.db
      .select({ tur: teminatHareket.tur, tutar: teminatHareket.tutar })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.ihaleId, ihaleId), eq(teminatHareket.cariId, cariId)))
      .orderBy(teminatHareket.id);
  const balances = (cariId: number) => ledgerBalances(handle.db, cariId, PARA_BIRIMI.TL.id);
  // The deadline: 2026-11-27T20:59:59Z; one second later it has passed.
  const afterDeadline = new Date('2026-11-27T21:00:00Z');

  it("keeps the winner's block until the sale is paid; full payment turns it into kullanim once", async () => {
    const winner = await person();
    const ihaleId = await wonTender(winner, await person());
    assert.deepEqual(await rows(ihaleId, winner.cariId), [{ tur: 'blokaj', tutar: '5000.00' }]);
    assert.equal((await balances(winner.cariId)).blokajli, 5000);
    const due = await balanceDue(handle.db, ihaleId);
    assert.equal(due?.kalanKurus, 4_700_000n);
    const pay = () =>
      handle.db.transaction((tx) =>
        recordBalancePayment(tx, {
          ihaleId,
          cariId: winner.cariId,
          tutarKurus: 4_700_000n,
          paraBirimiId: PARA_BIRIMI.TL.id,
          kaynak: 'havale',
          idempotencyKey: `test:${ihaleId}`,
          at: at(NOW, 60),
          bookedAt: at(NOW, 60),
        }),
      );
    assert.equal((await pay()).result, 'paid');
    // A repeat is a duplicate with nothing left over: were it read as 'not due', its caller would
    // credit the whole amount again as deposit.
    assert.deepEqual(await pay(), { result: 'duplicate', surplusKurus: 0n });
    const collected = await handle.db.execute(
      sql`select count(*)::int as n from ihale_tahsilat where ihale_id = ${ihaleId}`,
    );
    assert.equal((collected as unknown as { rows: { n: number }[] }).rows[0].n, 1);
    assert.deepEqual(
      (await rows(ihaleId, winner.cariId)).map((r) => r.tur),
      ['blokaj', 'blokaj_cozme', 'kullanim'],
    );
    const b = await balances(winner.cariId);
    assert.equal(b.blokajli, 0);
    assert.equal(b.kullanilan, 5000);
    assert.equal((await tenderRow(handle.db, ihaleId)).odemeDurumu, 2);
    // A paid tender is never forfeited.
    const r = await runSchedulerTick(handle.db, afterDeadline);
    assert.ok(!r?.money.forfeited.some((f) => f.ihaleId === ihaleId));
  });

  it('forfeits the deposit at the deadline, offers the sale to the runner-up at their own bid, and announces it', async () => {
    const winner = await person();
    const runnerUp = await person();
    const ihaleId = await wonTender(winner, runnerUp);
    const before = await balances(winner.cariId);
    const early = await runSchedulerTick(handle.db, new Date('2026-11-27T20:59:59Z'));
    assert.ok(!early?.money.forfeited.some((f) => f.ihaleId === ihaleId), 'not at the deadline itself');

    const r = await runSchedulerTick(handle.db, afterDeadline);
    assert.deepEqual(
      r?.money.forfeited.filter((f) => f.ihaleId === ihaleId),
      [{ ihaleId, cariId: winner.cariId, teklifCariId: runnerUp.cariId }],
    );
    const sent: string[] = [];
    const messenger = {
      sendToGroup: () => {},
      sendToAccount: () => {},
      sendToAll: (t: string, p: unknown) => void sent.push(`${t} ${JSON.stringify(p)}`),
    };
    for (const event of tickEvents(r!)) sendAuctionFrames(messenger, event);
    assert.ok(sent.includes(`PortalGuncellendiEvent {"ihaleId":${ihaleId}}`));

    const after = await balances(winner.cariId);
    // The summary's yananTeminatlarToplami rises by the deposit; the available amount is unchanged.
    assert.equal(after.yanan, before.yanan + 5000);
    assert.equal(after.blokajli, before.blokajli - 5000);
    assert.equal(after.kullanilabilir, before.kullanilabilir);
    const yanma = await handle.db
      .select({ yon: teminatHareket.yon, key: teminatHareket.idempotencyKey, pb: teminatHareket.paraBirimiId })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.ihaleId, ihaleId), eq(teminatHareket.tur, 'yanma')));
    assert.deepEqual(yanma, [{ yon: 2, key: `yanma:${ihaleId}:${winner.cariId}`, pb: PARA_BIRIMI.TL.id }]);
    const t = await tenderRow(handle.db, ihaleId);
    assert.equal(t.odemeDurumu, 3);
    assert.equal(t.ihaleDurumuId, 215);
    const [join] = await handle.db
      .select({ k: ihaleKatilimCari.kazanilmaDurumu })
      .from(ihaleKatilimCari)
      .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.cariId, winner.cariId)));
    assert.equal(join.k, 2);
    const offers = await openOffers(handle.db, runnerUp.cariId, afterDeadline);
    assert.equal(offers.length, 1);
    assert.deepEqual(
      { ...offers[0], id: 0 },
      {
        id: 0,
        ihaleId,
        ihaleBaslik: t.baslik,
        tutar: 51_000,
        teminatTutari: 5000,
        paraBirimi: 'TL',
        // 27 Nov 21:00Z is 28 Nov in Istanbul; + 3 days → 1 Dec 23:59:59 Istanbul.
        sonYanitTarihi: '2026-12-01T20:59:59.000Z',
      },
    );
    const audit = await handle.db
      .select({ islem: denetimKaydi.islem, personelId: denetimKaydi.personelId, adi: denetimKaydi.personelAdi })
      .from(denetimKaydi)
      .where(eq(denetimKaydi.hedefId, String(ihaleId)));
    assert.deepEqual(audit.map((a) => a.islem).sort(), ['odeme.ikinci-teklif', 'odeme.teminat-yandi']);
    assert.ok(audit.every((a) => a.personelId === null && a.adi === 'Sistem'));
    // A second tick changes nothing.
    const again = await runSchedulerTick(handle.db, new Date(afterDeadline.getTime() + 1000));
    assert.ok(!again?.money.forfeited.some((f) => f.ihaleId === ihaleId));
  });

  it('accepts: the deposit is blocked again, the tender is theirs at their bid awaiting payment; a repeat changes nothing', async () => {
    const winner = await person();
    const runnerUp = await person();
    const ihaleId = await wonTender(winner, runnerUp);
    await runSchedulerTick(handle.db, afterDeadline);
    const [offer] = await openOffers(handle.db, runnerUp.cariId, afterDeadline);
    const accepted = new Date(afterDeadline.getTime() + DAY);
    await acceptOffer(handle.db, { cariId: runnerUp.cariId, offerId: offer.id, now: accepted });
    await acceptOffer(handle.db, { cariId: runnerUp.cariId, offerId: offer.id, now: accepted });
    assert.deepEqual(
      (await rows(ihaleId, runnerUp.cariId)).map((r) => r.tur),
      ['blokaj', 'blokaj_cozme', 'blokaj'],
    );
    const t = await tenderRow(handle.db, ihaleId);
    assert.equal(t.kazananCariId, runnerUp.cariId);
    assert.equal(Number(t.kazananTutar), 51_000);
    assert.equal(t.odemeDurumu, 1);
    // Accepted 28 Nov 21:00Z (29 Nov Istanbul) + 7 days → 6 Dec 23:59:59 Istanbul.
    assert.equal(t.sonOdemeTarihi?.toISOString(), '2026-12-06T20:59:59.000Z');
    assert.equal((await balanceDue(handle.db, ihaleId))?.kalanKurus, 4_600_000n);
    assert.deepEqual(await openOffers(handle.db, runnerUp.cariId, accepted), []);
    // The runner-up who then does not pay: forfeited too, and the tender ends without a winner.
    const r = await runSchedulerTick(handle.db, new Date('2026-12-06T21:00:00Z'));
    assert.deepEqual(
      r?.money.forfeited.filter((f) => f.ihaleId === ihaleId),
      [{ ihaleId, cariId: runnerUp.cariId, teklifCariId: null }],
    );
    const ended = await tenderRow(handle.db, ihaleId);
    assert.equal(ended.ihaleDurumuId, 216);
    assert.equal(ended.sonucNedeni, SETTLEMENT_MESSAGES.noRunnerUp);
  });

  it("returns a defaulter's part-payments as available deposit, and the runner-up's balance counts only their own", async () => {
    const winner = await person();
    const runnerUp = await person();
    const ihaleId = await wonTender(winner, runnerUp);
    const part = (cariId: number, tutarKurus: bigint, key: string) =>
      handle.db.transaction((tx) =>
        recordBalancePayment(tx, {
          ihaleId,
          cariId,
          tutarKurus,
          paraBirimiId: PARA_BIRIMI.TL.id,
          kaynak: 'havale',
          idempotencyKey: key,
          at: at(NOW, 60),
          bookedAt: at(NOW, 60),
        }),
      );
    assert.equal((await part(winner.cariId, 1_000_000n, `test:part:${ihaleId}`)).result, 'partial');
    const before = await balances(winner.cariId);

    await runSchedulerTick(handle.db, afterDeadline);
    const after = await balances(winner.cariId);
    // The deposit is forfeited; the 10 000 TL paid towards the sale is theirs again, to use or refund.
    assert.equal(after.yanan, before.yanan + 5000);
    assert.equal(after.kullanilabilir, before.kullanilabilir + 10_000);
    const credited = await handle.db
      .select({ key: teminatHareket.idempotencyKey, tutar: teminatHareket.tutar, yon: teminatHareket.yon })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.ihaleId, ihaleId), eq(teminatHareket.tur, 'tahsilat_aktarimi')));
    assert.deepEqual(credited, [{ key: `tahsilat-aktarimi:${ihaleId}:${winner.cariId}`, tutar: '10000.00', yon: 1 }]);
    // A second sweep or a direct forfeit credits nothing more.
    await runSchedulerTick(handle.db, new Date(afterDeadline.getTime() + 1000));
    await handle.db.transaction((tx) => forfeitTender(tx, ihaleId, afterDeadline));
    assert.equal((await balances(winner.cariId)).kullanilabilir, after.kullanilabilir);

    const [offer] = await openOffers(handle.db, runnerUp.cariId, afterDeadline);
    await acceptOffer(handle.db, { cariId: runnerUp.cariId, offerId: offer.id, now: afterDeadline });
    const due = await balanceDue(handle.db, ihaleId);
    // 51 000 at their own bid − their 5 000 deposit; the defaulter's 10 000 is not theirs.
    assert.equal(due?.tahsilEdilenKurus, 0n);
    assert.equal(due?.kalanKurus, 4_600_000n);
    // A late transfer of the defaulter towards the sale is no longer taken: all of it is surplus.
    assert.deepEqual(await part(winner.cariId, 500_000n, `test:late:${ihaleId}`), {
      result: 'not-due',
      surplusKurus: 500_000n,
    });
  });

  it('refuses acceptance without enough available deposit, and an offer of another account', async () => {
    const winner = await person();
    const runnerUp = await person();
    const ihaleId = await wonTender(winner, runnerUp);
    await runSchedulerTick(handle.db, afterDeadline);
    const [offer] = await openOffers(handle.db, runnerUp.cariId, afterDeadline);
    await assert.rejects(
      acceptOffer(handle.db, { cariId: winner.cariId, offerId: offer.id, now: afterDeadline }),
      (e: Error & { kind?: string }) => e.kind === 'notFound' && e.message === SETTLEMENT_MESSAGES.offerNotFound,
    );
    // Spend the runner-up's available deposit by a refund request.
    const { kullanilabilir } = await balances(runnerUp.cariId);
    await handle.db.insert(teminatHareket).values({
      cariId: runnerUp.cariId,
      tur: 'iade_talebi',
      yon: 2,
      tutarKurus: toKurus(kullanilabilir - 100),
      aciklama: 'test',
      idempotencyKey: 'test:iade-talebi-disi',
    });
    await assert.rejects(
      acceptOffer(handle.db, { cariId: runnerUp.cariId, offerId: offer.id, now: afterDeadline }),
      (e: Error & { kind?: string }) => e.kind === 'invalid' && e.message === SETTLEMENT_MESSAGES.insufficientDeposit,
    );
    assert.equal((await tenderRow(handle.db, ihaleId)).kazananCariId, winner.cariId, 'nothing changed');
  });

  it('declines → 216 with the reason; an unanswered offer expires → 216; a late answer is refused', async () => {
    const a = await wonTender(await person(), await person());
    const b = await wonTender(await person(), await person());
    await runSchedulerTick(handle.db, afterDeadline);
    const [oa] = await handle.db.select().from(ikinciTeklifDaveti).where(eq(ikinciTeklifDaveti.ihaleId, a));
    const [ob] = await handle.db.select().from(ikinciTeklifDaveti).where(eq(ikinciTeklifDaveti.ihaleId, b));
    await declineOffer(handle.db, { cariId: oa.cariId, offerId: oa.id, now: afterDeadline });
    await declineOffer(handle.db, { cariId: oa.cariId, offerId: oa.id, now: afterDeadline });
    const ta = await tenderRow(handle.db, a);
    assert.equal(ta.ihaleDurumuId, 216);
    assert.equal(ta.sonucNedeni, SETTLEMENT_MESSAGES.runnerUpDeclined);

    const late = new Date('2026-12-01T21:00:00Z');
    const r = await runSchedulerTick(handle.db, late);
    assert.ok(r?.money.expired.includes(b));
    const tb = await tenderRow(handle.db, b);
    assert.equal(tb.ihaleDurumuId, 216);
    assert.equal(tb.sonucNedeni, SETTLEMENT_MESSAGES.runnerUpExpired);
    await assert.rejects(
      acceptOffer(handle.db, { cariId: ob.cariId, offerId: ob.id, now: late }),
      (e: Error) => e.message === SETTLEMENT_MESSAGES.offerClosed,
    );
  });

  it('without a runner-up the tender ends without a winner at the deadline', async () => {
    const ihaleId = await wonTender(await person(), null);
    await runSchedulerTick(handle.db, afterDeadline);
    const t = await tenderRow(handle.db, ihaleId);
    assert.equal(t.ihaleDurumuId, 216);
    assert.equal(t.sonucNedeni, SETTLEMENT_MESSAGES.noRunnerUp);
    assert.equal(t.odemeDurumu, 3);
  });

  /**
   * The deadline as the bank books it (issue #33 case 4). Each test has its own month of 2027, so a
   * statement imported in one does not cover another's deadline. Tenders settled at the 1st, 09:11Z;
   * deadline the 8th, 23:59:59 Istanbul (20:59:59Z); the default grace is 3 calendar days.
   */
  describe('deadlines judged by the bank', () => {
    const deadlineOf = (month: string) => new Date(`2027-${month}-08T20:59:59Z`);
    const justAfter = (d: Date) => new Date(d.getTime() + 1000);
    const forfeitedIn = async (now: Date, ihaleId: number) =>
      (await runSchedulerTick(handle.db, now))?.money.forfeited.some((f) => f.ihaleId === ihaleId) ?? false;
    const yanma = (ihaleId: number) =>
      handle.db.select({ gerekce: ihaleYanma.gerekce }).from(ihaleYanma).where(eq(ihaleYanma.ihaleId, ihaleId));
    const listed = async (ihaleId: number, now: Date) =>
      (await listSettlements(handle.db, { offset: 0, limit: 500, now })).items.find((i) => i.ihaleId === ihaleId);

    it('a transfer booked on the last day, its statement imported the day after: the tender is paid, nothing forfeited', async () => {
      const winner = await person();
      const ihaleId = await wonTender(winner, await person(), new Date('2027-03-01T09:00:00Z'));
      const deadline = deadlineOf('03');
      assert.equal(await forfeitedIn(justAfter(deadline), ihaleId), false, 'no statement of the 8th yet');
      const waiting = await listed(ihaleId, justAfter(deadline));
      assert.deepEqual(waiting?.ekstreBekleniyor, { beklemeBitis: '2027-03-11T20:59:59.000Z' });

      const summary = await importCsv(
        [
          {
            amount: '47000.00',
            ref: 'GEC-1',
            description: balanceReference(ihaleId, winner.cariId),
            date: '2027-03-08',
          },
        ],
        new Date('2027-03-09T09:00:00Z'),
      );
      assert.equal(summary.eslesen, 1);
      assert.equal((await tenderRow(handle.db, ihaleId)).odemeDurumu, 2);
      const [collection] = await handle.db
        .select({ tutar: ihaleTahsilat.tutar, islemTarihi: ihaleTahsilat.islemTarihi })
        .from(ihaleTahsilat)
        .where(eq(ihaleTahsilat.ihaleId, ihaleId));
      // The collection carries the bank's booking (8 Mar 10:00 Istanbul), not the import.
      assert.deepEqual(collection, { tutar: '47000.00', islemTarihi: new Date('2027-03-08T07:00:00Z') });
      assert.equal(await forfeitedIn(new Date('2027-03-20T00:00:00Z'), ihaleId), false);
      assert.deepEqual(await yanma(ihaleId), []);
      assert.deepEqual(
        (await rows(ihaleId, winner.cariId)).map((r) => r.tur),
        ['blokaj', 'blokaj_cozme', 'kullanim'],
      );
      assert.equal((await listed(ihaleId, new Date('2027-03-20T00:00:00Z')))?.ekstreBekleniyor, null);
    });

    it('waits while no statement covers the deadline day, and forfeits once one covering it is in without a payment', async () => {
      const winner = await person();
      const runnerUp = await person();
      const ihaleId = await wonTender(winner, runnerUp, new Date('2027-04-01T09:00:00Z'));
      const deadline = deadlineOf('04');
      assert.equal(await forfeitedIn(justAfter(deadline), ihaleId), false);
      // The statement of the 7th does not cover the 8th.
      await importCsv(
        [{ amount: '10.00', ref: 'NIS-7', description: 'Başka havale', date: '2027-04-07' }],
        new Date('2027-04-09T08:00:00Z'),
      );
      assert.equal(await forfeitedIn(new Date('2027-04-09T09:00:00Z'), ihaleId), false);
      assert.equal((await tenderRow(handle.db, ihaleId)).odemeDurumu, 1);
      // The statement of the 8th, without the winner's payment: the deposit is forfeited at the next tick.
      await importCsv(
        [{ amount: '10.00', ref: 'NIS-8', description: 'Başka havale', date: '2027-04-08' }],
        new Date('2027-04-09T10:00:00Z'),
      );
      const r = await runSchedulerTick(handle.db, new Date('2027-04-09T10:00:01Z'));
      assert.deepEqual(
        r?.money.forfeited.filter((f) => f.ihaleId === ihaleId),
        [{ ihaleId, cariId: winner.cariId, teklifCariId: runnerUp.cariId }],
      );
      assert.deepEqual(await yanma(ihaleId), [{ gerekce: 'ekstre' }]);
    });

    it('without a statement, forfeits only once the grace after the deadline has passed', async () => {
      const winner = await person();
      const ihaleId = await wonTender(winner, await person(), new Date('2027-05-01T09:00:00Z'));
      // Grace: 3 calendar days after the 8th, to the 11th 23:59:59 Istanbul.
      assert.equal(await forfeitedIn(new Date('2027-05-11T20:59:59Z'), ihaleId), false);
      assert.equal((await tenderRow(handle.db, ihaleId)).odemeDurumu, 1);
      assert.equal(await forfeitedIn(new Date('2027-05-11T21:00:00Z'), ihaleId), true);
      assert.deepEqual(await yanma(ihaleId), [{ gerekce: 'bekleme' }]);
      assert.equal((await tenderRow(handle.db, ihaleId)).odemeDurumu, 3);
    });

    it('a transfer booked after the deadline is not on time: it becomes deposit, and the deposit is forfeited', async () => {
      const winner = await person();
      const ihaleId = await wonTender(winner, await person(), new Date('2027-06-01T09:00:00Z'));
      const before = await balances(winner.cariId);
      await importCsv(
        [
          {
            amount: '47000.00',
            ref: 'GEC-9',
            description: balanceReference(ihaleId, winner.cariId),
            date: '2027-06-09',
          },
        ],
        new Date('2027-06-09T12:00:00Z'),
      );
      assert.equal((await tenderRow(handle.db, ihaleId)).odemeDurumu, 1, 'not paid by a late transfer');
      const collected = await handle.db.select().from(ihaleTahsilat).where(eq(ihaleTahsilat.ihaleId, ihaleId));
      assert.deepEqual(collected, []);
      assert.equal((await balances(winner.cariId)).kullanilabilir, before.kullanilabilir + 47_000);
      // That statement (of the 9th) covers the 8th: the sweep acts.
      assert.equal(await forfeitedIn(new Date('2027-06-09T12:00:01Z'), ihaleId), true);
      assert.equal((await balances(winner.cariId)).yanan, before.yanan + 5000);
    });

    it('a transfer booked by the deadline but imported after the forfeit: credited as deposit and shown to Mali İşler', async () => {
      const winner = await person();
      const ihaleId = await wonTender(winner, await person(), new Date('2027-07-01T09:00:00Z'));
      assert.equal(await forfeitedIn(new Date('2027-07-12T00:00:00Z'), ihaleId), true);
      const before = await balances(winner.cariId);
      const importedAt = new Date('2027-07-13T08:00:00Z');
      await importCsv(
        [
          {
            amount: '47000.00',
            ref: 'GEC-7',
            description: balanceReference(ihaleId, winner.cariId),
            date: '2027-07-08',
          },
        ],
        importedAt,
      );
      assert.equal((await balances(winner.cariId)).kullanilabilir, before.kullanilabilir + 47_000);
      const t = await tenderRow(handle.db, ihaleId);
      assert.equal(t.odemeDurumu, 3, 'the forfeit is not reversed by itself');
      const item = await listed(ihaleId, importedAt);
      assert.equal(item?.gecAktarilan.length, 1);
      assert.deepEqual(
        { ...item?.gecAktarilan[0], satirId: 0 },
        { satirId: 0, tutar: 47_000, islemTarihi: '2027-07-08T07:00:00.000Z', aktarimTarihi: importedAt.toISOString() },
      );
    });
  });

  // On PostgreSQL (TEST_DATABASE=postgres) the calls meet in the database's locks from two pools;
  // PGlite has one connection, so there they run one after another and prove the idempotency only.
  describe('races', () => {
    let second: DbHandle;
    before(async () => {
      second = handle.second ? await handle.second() : handle;
    });
    after(async () => {
      if (second !== handle) await second.close();
    });

    it('two scheduler ticks and two direct forfeits at once write one yanma', async () => {
      const ihaleId = await wonTender(await person(), await person());
      await Promise.all([
        runSchedulerTick(handle.db, afterDeadline),
        runSchedulerTick(second.db, afterDeadline),
        handle.db.transaction((tx) => forfeitTender(tx, ihaleId, afterDeadline)),
        second.db.transaction((tx) => forfeitTender(tx, ihaleId, afterDeadline)),
      ]);
      const res = await handle.db.execute(
        sql`select count(*)::int as n from teminat_hareket where ihale_id = ${ihaleId} and tur = 'yanma'`,
      );
      assert.equal((res as unknown as { rows: { n: number }[] }).rows[0].n, 1);
      const offers = await handle.db.select().from(ikinciTeklifDaveti).where(eq(ikinciTeklifDaveti.ihaleId, ihaleId));
      assert.equal(offers.length, 1);
    });

    it('accept fired 5 times at once blocks the deposit once', async () => {
      const runnerUp = await person();
      const ihaleId = await wonTender(await person(), runnerUp);
      await runSchedulerTick(handle.db, afterDeadline);
      const [offer] = await openOffers(handle.db, runnerUp.cariId, afterDeadline);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          acceptOffer(i % 2 ? second.db : handle.db, {
            cariId: runnerUp.cariId,
            offerId: offer.id,
            now: afterDeadline,
          }),
        ),
      );
      assert.ok(results.every((r) => r.status === 'fulfilled'));
      const blocks = (await rows(ihaleId, runnerUp.cariId)).filter((r) => r.tur === 'blokaj');
      assert.equal(blocks.length, 2, 'the join block and one more');
      assert.equal((await balances(runnerUp.cariId)).blokajli, 5000);
    });

    it('accept racing the expiry sweep: exactly one outcome', async () => {
      const runnerUp = await person();
      const ihaleId = await wonTender(await person(), runnerUp);
      await runSchedulerTick(handle.db, afterDeadline);
      const [offer] = await openOffers(handle.db, runnerUp.cariId, afterDeadline);
      // Both at the deadline's second: the sweep sees it passed (now > deadline), the answer sees it open (now = deadline).
      const deadline = new Date(offer.sonYanitTarihi);
      const justAfter = new Date(deadline.getTime() + 1);
      const [acc, sweep] = await Promise.allSettled([
        acceptOffer(second.db, { cariId: runnerUp.cariId, offerId: offer.id, now: deadline }),
        runSchedulerTick(handle.db, justAfter),
      ]);
      const t = await tenderRow(handle.db, ihaleId);
      const [o] = await handle.db.select().from(ikinciTeklifDaveti).where(eq(ikinciTeklifDaveti.id, offer.id));
      const blocks = (await rows(ihaleId, runnerUp.cariId)).filter((r) => r.tur === 'blokaj').length;
      if (o.durum === 'kabul') {
        assert.equal(acc.status, 'fulfilled');
        assert.equal(t.ihaleDurumuId, 215);
        assert.equal(t.kazananCariId, runnerUp.cariId);
        assert.equal(blocks, 2);
      } else {
        assert.equal(o.durum, 'suresi_doldu');
        assert.equal(acc.status, 'rejected');
        assert.equal(t.ihaleDurumuId, 216);
        assert.equal(blocks, 1);
      }
      assert.equal(sweep.status, 'fulfilled');
    });
  });
});
