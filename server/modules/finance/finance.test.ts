// Also on PostgreSQL: the financial summary's sums through the pg driver's numeric mapping.
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ihale, ihaleKatilimCari, teminatHareket } from '../../db/schema';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { PARA_BIRIMI } from '../../../lib/contract/money';
import { ACCOUNTS, openProfileTestApp, TEST_NOW, type ProfileTestContext } from '../persons/test-support';
import { foldBalances, ledgerBalances, type LedgerSums } from '../../money/ledger/ledger-balances';
import { toKurus } from '../../kernel/kurus';

const row = (tur: string, toplam: string, ihaleId: number | null = null): LedgerSums => ({ tur, toplam, ihaleId });

describe('ledger arithmetic', () => {
  it('counts a won tender once, whether its block was released before the use or not', () => {
    const keepBlock = foldBalances([row('yatirma', '100000'), row('blokaj', '30000', 1), row('kullanim', '30000', 1)]);
    const releaseFirst = foldBalances([
      row('yatirma', '100000'),
      row('blokaj', '30000', 1),
      row('blokaj_cozme', '30000', 1),
      row('kullanim', '30000', 1),
    ]);
    assert.deepEqual(keepBlock, releaseFirst);
    assert.equal(keepBlock.kullanilabilir, 70000);
    assert.equal(keepBlock.blokajli, 0);
    assert.equal(keepBlock.kullanilan, 30000);
    assert.deepEqual(keepBlock.blocks, []);
  });

  it('keeps a running tender’s block out of the available amount and lists it', () => {
    const b = foldBalances([
      row('yatirma', '1000.10'),
      row('blokaj', '250.05', 9),
      row('blokaj', '100', 3),
      row('blokaj_cozme', '100', 3),
    ]);
    assert.equal(b.kullanilabilir, 750.05);
    assert.equal(b.blokajli, 250.05);
    assert.deepEqual(b.blocks, [{ ihaleId: 9, teminatMiktari: 250.05 }]);
  });

  it('follows refunds: requested leaves at once, rejected comes back, paid is informational', () => {
    const b = foldBalances([
      row('yatirma', '10000'),
      row('iade_talebi', '1000'),
      row('iade_talebi', '2000'),
      row('iade', '2000'),
      row('iade_talebi', '300'),
      row('iade_red', '300'),
      row('blokaj', '500', 4),
      row('yanma', '500', 4),
    ]);
    assert.equal(b.kullanilabilir, 10000 - 1000 - 2000 - 500);
    assert.equal(b.iadeBekleyen, 1000);
    assert.equal(b.iadeAldigim, 2000);
    assert.equal(b.yanan, 500);
    assert.equal(b.blokajli, 0);
  });

  it('a refund the bank returned is available again, neither pending nor refunded', () => {
    const b = foldBalances([
      row('yatirma', '10000'),
      row('iade_talebi', '2000'),
      row('iade', '2000'),
      row('iade_donusu', '2000'),
      row('iade_talebi', '700'),
      row('iade', '700'),
    ]);
    assert.equal(b.kullanilabilir, 10000 - 700);
    assert.equal(b.iadeBekleyen, 0);
    assert.equal(b.iadeAldigim, 700);
  });

  it('adds kuruş exactly (no floating-point drift)', () => {
    const rows = Array.from({ length: 10 }, () => row('yatirma', '0.10'));
    assert.equal(foldBalances(rows).kullanilabilir, 1);
  });
});

describe('financial summary (Finansal Özet)', () => {
  let t: ProfileTestContext;
  let db: Db;
  const mehmet = ACCOUNTS.mehmet.person;
  let running: number[];

  before(async () => {
    t = await openProfileTestApp();
    db = t.handle.db;
    const tenders = await db
      .select({ id: ihale.id })
      .from(ihale)
      .where(eq(ihale.ihaleDurumuId, TENDER_STATUS.devam))
      .orderBy(ihale.id);
    running = tenders.map((r) => r.id);
    const [a, b, c, d, e] = running;
    const at = new Date(TEST_NOW.getTime() - 3600_000);
    const h = (
      tur: (typeof teminatHareket.$inferInsert)['tur'],
      yon: number,
      tutar: string,
      ihaleId: number | null = null,
    ) => ({
      cariId: mehmet,
      ihaleId,
      tur,
      yon,
      tutarKurus: toKurus(tutar),
      aciklama: `test ${tur}`,
      idempotencyKey: `test:${randomUUID()}`,
      islemTarihi: at,
    });
    await db
      .insert(teminatHareket)
      .values([
        h('blokaj', 2, '10000', a),
        h('blokaj', 2, '20000', b),
        h('blokaj_cozme', 1, '20000', b),
        h('blokaj', 2, '30000', c),
        h('kullanim', 2, '30000', c),
        h('blokaj', 2, '40000', d),
        h('blokaj_cozme', 1, '40000', d),
        h('kullanim', 2, '40000', d),
        h('blokaj', 2, '5000', e),
        h('yanma', 2, '5000', e),
        h('iade_talebi', 2, '1000'),
        h('iade_talebi', 2, '2000'),
        h('iade', 2, '2000'),
        h('iade_talebi', 2, '300'),
        h('iade_red', 1, '300'),
      ]);
    await db.insert(ihaleKatilimCari).values({ ihaleId: a, cariId: mehmet, cariRumuzu: 'Test-Sedir' });
    // Won tenders: two with status 215 count; a 216 naming him (no winner determined) must not.
    const won = await db
      .select({ id: ihale.id })
      .from(ihale)
      .where(eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirli))
      .limit(2);
    await db.update(ihale).set({ kazananCariId: mehmet, kazananTutar: '123456.78' }).where(eq(ihale.id, won[0].id));
    await db.update(ihale).set({ kazananCariId: mehmet, kazananTutar: '1000.22' }).where(eq(ihale.id, won[1].id));
    const [undetermined] = await db
      .select({ id: ihale.id })
      .from(ihale)
      .where(eq(ihale.ihaleDurumuId, TENDER_STATUS.kazananBelirsiz))
      .limit(1);
    await db.update(ihale).set({ kazananCariId: mehmet, kazananTutar: '999' }).where(eq(ihale.id, undetermined.id));
  });
  after(async () => {
    await t.close();
  });

  it('derives the seven amounts from the ledger and the won tenders', async () => {
    const res = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${mehmet}` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      data: {
        kazandigimIhalelerToplami: 124457,
        yatirilanTeminatTutariToplami: 5_000_000,
        kullanilabilirTeminatTutari: 5_000_000 - 10000 - 30000 - 40000 - 5000 - 1000 - 2000,
        blokajliTeminatTutariToplami: 10000,
        yananTeminatlarToplami: 5000,
        iadeBekleyenTeminatlarToplami: 1000,
        iadeAldigimTeminatlarToplami: 2000,
        paraBirimleri: [],
      },
    });
  });

  it('lists the still-blocked deposit with the tender title and alias in the deposit detail', async () => {
    const res = await t.call(ACCOUNTS.mehmet.kimlikNo, {
      method: 'GET',
      url: `/api/v1/Teminat/Detay?cariId=${mehmet}`,
    });
    assert.equal(res.statusCode, 200);
    const [title] = await db.select({ baslik: ihale.baslik }).from(ihale).where(eq(ihale.id, running[0]));
    assert.deepEqual(res.json().data, {
      teminatKullanilabilirTutar: 4_912_000,
      aktifIhaleBlokajliTutar: 10000,
      kazanilanIhaleKullanilanTeminat: 70000,
      aktifIhaleBlokajliTeminatlar: [
        { ihaleId: running[0], ihaleAdi: title.baslik, rumuz: 'Test-Sedir', teminatMiktari: 10000 },
      ],
      paraBirimleri: [],
    });
  });

  it('matches the seed’s bidder ledgers: blocks of unfinished tenders, deposits of won ones (TL)', async () => {
    const bidder = ACCOUNTS.bidderCompany;
    // Balances are per currency: the TL balances hold the TL tenders' deposits only.
    const joins = await db
      .select({ kazanilma: ihaleKatilimCari.kazanilmaDurumu, teminat: ihale.teminatTutari })
      .from(ihaleKatilimCari)
      .innerJoin(ihale, eq(ihale.id, ihaleKatilimCari.ihaleId))
      .where(and(eq(ihaleKatilimCari.cariId, bidder), eq(ihale.paraBirimiId, PARA_BIRIMI.TL.id)));
    const sum = (xs: { teminat: string }[]) => Math.round(xs.reduce((s, x) => s + Number(x.teminat) * 100, 0)) / 100;
    const open = sum(joins.filter((j) => j.kazanilma === null));
    const won = sum(joins.filter((j) => j.kazanilma === 1));
    const [paid] = (
      (await db.execute(
        sql`select coalesce(sum(tutar), 0)::text as s from teminat_hareket where cari_id = ${bidder} and tur = 'yatirma' and para_birimi_id = ${PARA_BIRIMI.TL.id}`,
      )) as unknown as { rows: { s: string }[] }
    ).rows;
    assert.ok(open > 0 && won > 0, 'the seed gives the bidder running and won tenders');
    const b = await ledgerBalances(db, bidder);
    assert.equal(b.blokajli, open);
    assert.equal(b.kullanilan, won);
    assert.equal(b.kullanilabilir, Math.round((Number(paid.s) - open - won) * 100) / 100);
  });

  it('answers a company account of the caller and refuses anybody else’s with 403', async () => {
    const own = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `/api/v1/Finans/Ozet?cariId=${ACCOUNTS.ayse.companies[0]}`,
    });
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().data.yatirilanTeminatTutariToplami, 5_000_000);
    for (const other of [mehmet, ACCOUNTS.bidderCompany, 999999]) {
      const res = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${other}` });
      assert.equal(res.statusCode, 403, String(other));
      assert.equal(res.json().key, 'UnauthorizedException');
    }
    const detail = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `/api/v1/Teminat/Detay?cariId=${mehmet}`,
    });
    assert.equal(detail.statusCode, 403);
  });

  it('answers 400 for a missing or malformed cariId and 401 without sign-in', async () => {
    const missing = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: '/api/v1/Finans/Ozet' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().mesajList, ['Cari bilgisi zorunludur.']);
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const res = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${bad}` });
      assert.equal(res.statusCode, 400, bad);
      assert.deepEqual(res.json().errors, res.json().mesajList);
    }
    const anon = await t.call(null, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${mehmet}` });
    assert.equal(anon.statusCode, 401);
    const anonDetail = await t.call(null, { method: 'GET', url: `/api/v1/Teminat/Detay?cariId=${mehmet}` });
    assert.equal(anonDetail.statusCode, 401);
  });
});
