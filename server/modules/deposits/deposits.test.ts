// Also on PostgreSQL: refund requests and deposit balances, money through the pg driver's numeric mapping.
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { teminatHareket, teminatIadeTalebi } from '../../db/schema';
import { toKurus } from '../../kernel/kurus';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../persons/test-support';
import { istanbulYearBounds as istanbulYearRange } from '../../../lib/format/istanbul-time';

const IBAN = 'TR330006100519786457841326';
const REFUND = '/api/v1/Teminat/TeminatIade';
const HISTORY = '/api/v1/Teminat/TeminatGecmisi';

describe('deposit refund request (Teminat İade)', () => {
  let t: ProfileTestContext;
  const mehmet = ACCOUNTS.mehmet;
  const refund = (body: unknown, who: string = mehmet.kimlikNo) =>
    t.call(who, { method: 'POST', url: REFUND, payload: body as object });
  const available = async (cariId: number, who: string) =>
    (await t.call(who, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${cariId}` })).json().data
      .kullanilabilirTeminatTutari as number;

  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('is refused without an IBAN on file, with the SPEC message in mesajList', async () => {
    const res = await refund({ cariId: mehmet.person, talepTutari: 100 });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().mesajList, ['İade talebi yapabilmeniz için IBAN bilginizin bulunması gerekmektedir.']);
    const rows = await t.handle.db.select().from(teminatIadeTalebi).where(eq(teminatIadeTalebi.cariId, mehmet.person));
    assert.equal(rows.length, 0);
  });

  it('refuses bad amounts with a Turkish message', async () => {
    await t.call(mehmet.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariIbanBilgisi',
      payload: { cariId: mehmet.person, iban: IBAN },
    });
    const cases: [unknown, string][] = [
      [undefined, 'İade edilecek tutar zorunludur.'],
      ['', 'İade edilecek tutar zorunludur.'],
      [0, 'İade edilecek tutar sıfırdan büyük olmalıdır.'],
      ['0,00', 'İade edilecek tutar sıfırdan büyük olmalıdır.'],
      [-5, 'İade edilecek tutar sıfırdan büyük olmalıdır.'],
      [12.345, 'İade edilecek tutar en fazla iki ondalık basamak içerebilir.'],
      ['12,345', 'İade edilecek tutar en fazla iki ondalık basamak içerebilir.'],
      ['12a', 'Geçerli bir tutar giriniz.'],
      ['1234567890123456', 'İade edilecek tutar en fazla 15 karakter olabilir.'],
      [true, 'İade edilecek tutar zorunludur.'],
    ];
    for (const [talepTutari, message] of cases) {
      const res = await refund({ cariId: mehmet.person, talepTutari });
      assert.equal(res.statusCode, 400, String(talepTutari));
      assert.deepEqual(res.json().mesajList, [message], String(talepTutari));
    }
  });

  it('is refused above the available amount, naming it', async () => {
    const res = await refund({ cariId: mehmet.person, talepTutari: 5_000_000.01 });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().mesajList, [
      'İade talep tutarı kullanılabilir teminat tutarınızı (5.000.000,00 TL) aşamaz.',
    ]);
  });

  it('records the request and its ledger row; the amount leaves the available deposit', async () => {
    const res = await refund({ cariId: mehmet.person, talepTutari: '1500,50' });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.talepTutari, 1500.5);
    assert.equal(data.kullanilabilirTeminatTutari, 4_998_499.5);
    const [talep] = await t.handle.db.select().from(teminatIadeTalebi).where(eq(teminatIadeTalebi.id, data.id));
    assert.equal(talep.iban, IBAN);
    assert.equal(talep.durum, 'beklemede');
    assert.equal(Number(talep.talepTutari), 1500.5);
    const ozet = (
      await t.call(mehmet.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${mehmet.person}` })
    ).json().data;
    assert.equal(ozet.kullanilabilirTeminatTutari, 4_998_499.5);
    assert.equal(ozet.iadeBekleyenTeminatlarToplami, 1500.5);
    const history = (await t.call(mehmet.kimlikNo, { method: 'GET', url: `${HISTORY}?cariId=${mehmet.person}` })).json()
      .data;
    assert.equal(history.items[0].cikisTutari, 1500.5);
    assert.equal(history.items[0].girisTutari, 0);
    assert.equal(history.items[0].durum, 'Beklemede');
    assert.equal(history.items[0].aciklama, 'Teminat iade talebi');
  });

  it('never overdraws under concurrent requests', async () => {
    const ali = ACCOUNTS.ali;
    await t.call(ali.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariIbanBilgisi',
      payload: { cariId: ali.person, iban: IBAN },
    });
    const start = await available(ali.person, ali.kimlikNo);
    const each = Math.floor(start * 0.4 * 100) / 100;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => refund({ cariId: ali.person, talepTutari: each }, ali.kimlikNo)),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    assert.equal(ok, 2, results.map((r) => r.statusCode).join(','));
    for (const r of results.filter((x) => x.statusCode !== 200)) assert.equal(r.statusCode, 400);
    const end = await available(ali.person, ali.kimlikNo);
    assert.equal(Math.round(end * 100), Math.round(start * 100) - 2 * Math.round(each * 100));
    assert.ok(end >= 0);
  });

  it('refuses another account’s cariId with 403 and writes nothing', async () => {
    const before = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(teminatHareket);
    const res = await refund({ cariId: ACCOUNTS.ayse.person, talepTutari: 10 });
    assert.equal(res.statusCode, 403);
    const after = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(teminatHareket);
    assert.equal(after[0].n, before[0].n);
    const anon = await t.call(null, {
      method: 'POST',
      url: REFUND,
      payload: { cariId: mehmet.person, talepTutari: 10 },
    });
    assert.equal(anon.statusCode, 401);
  });
});

describe('deposit history (Teminat Geçmişi)', () => {
  let t: ProfileTestContext;
  const ali = ACCOUNTS.ali;
  const company = ACCOUNTS.ali.companies[0];
  const history = (query: string, who: string = ali.kimlikNo) =>
    t.call(who, { method: 'GET', url: `${HISTORY}?${query}` });

  before(async () => {
    t = await openProfileTestApp();
    const row = (islemTarihi: string, yon: 1 | 2, tutar: string, aciklama: string) => ({
      cariId: company,
      tur: (yon === 1 ? 'yatirma' : 'iade_talebi') as 'yatirma' | 'iade_talebi',
      yon,
      tutarKurus: toKurus(tutar),
      aciklama,
      idempotencyKey: `test:${randomUUID()}`,
      islemTarihi: new Date(islemTarihi),
    });
    await t.handle.db.insert(teminatHareket).values([
      // 23:59:59 on 31 Dec 2025 in Istanbul (UTC+3): still 2025 there.
      row('2025-12-31T20:59:59Z', 1, '100.00', 'son 2025'),
      // 00:30 on 1 Jan 2026 in Istanbul, though still 2025 in UTC.
      row('2025-12-31T21:30:00Z', 2, '40.25', 'ilk 2026'),
      row('2026-03-10T08:00:00Z', 1, '7.50', 'mart 2026'),
      row('2024-06-01T08:00:00Z', 1, '3.00', 'haziran 2024'),
    ]);
    await t.handle.db.insert(teminatHareket).values({
      cariId: company,
      tur: 'iade',
      yon: 2,
      tutarKurus: 4025n,
      aciklama: 'iade ödendi (bilgi)',
      idempotencyKey: `test:${randomUUID()}`,
      islemTarihi: new Date('2026-04-01T08:00:00Z'),
    });
  });
  after(async () => {
    await t.close();
  });

  it('lists movements newest first with in and out columns', async () => {
    const res = await history(`cariId=${company}&PageNumber=1&PageSize=10`);
    assert.equal(res.statusCode, 200);
    const { items, totalCount } = res.json().data;
    // The seed's opening deposit (120 days before the test clock, July 2026) plus the four rows above; the informational refund payout is left out.
    assert.equal(totalCount, 5);
    assert.deepEqual(
      items.map((i: { aciklama: string }) => i.aciklama),
      ['Teminat yatırma (EFT)', 'mart 2026', 'ilk 2026', 'son 2025', 'haziran 2024'],
    );
    assert.deepEqual(
      { ...items[2], id: undefined },
      {
        id: undefined,
        islemTarihi: '2025-12-31T21:30:00.000Z',
        girisTutari: 0,
        cikisTutari: 40.25,
        aciklama: 'ilk 2026',
        durum: 'Tamamlandı',
        tur: 'iade_talebi',
        paraBirimi: 'TL',
      },
    );
    // The kind tells the screen which rows have a receipt (dekont): money paid in only.
    assert.equal(items[0].tur, 'yatirma');
    assert.equal(items[1].girisTutari, 7.5);
    assert.equal(items[1].cikisTutari, 0);
  });

  it('filters by the Istanbul calendar year', async () => {
    const y2026 = (await history(`cariId=${company}&yil=2026`)).json().data;
    assert.deepEqual(
      y2026.items.map((i: { aciklama: string }) => i.aciklama),
      ['Teminat yatırma (EFT)', 'mart 2026', 'ilk 2026'],
    );
    assert.equal(y2026.totalCount, 3);
    const y2025 = (await history(`cariId=${company}&yil=2025`)).json().data;
    assert.ok(y2025.items.some((i: { aciklama: string }) => i.aciklama === 'son 2025'));
    assert.ok(!y2025.items.some((i: { aciklama: string }) => i.aciklama === 'ilk 2026'));
    const range = istanbulYearRange(2026);
    assert.equal(range.start.toISOString(), '2025-12-31T21:00:00.000Z');
    assert.equal(range.end.toISOString(), '2026-12-31T21:00:00.000Z');
  });

  it('pages with PageNumber and PageSize', async () => {
    const p1 = (await history(`cariId=${company}&PageNumber=1&PageSize=2`)).json().data;
    const p2 = (await history(`cariId=${company}&PageNumber=2&PageSize=2`)).json().data;
    const p3 = (await history(`cariId=${company}&PageNumber=3&PageSize=2`)).json().data;
    assert.equal(p1.totalCount, 5);
    assert.deepEqual(
      [...p1.items, ...p2.items, ...p3.items].map((i: { aciklama: string }) => i.aciklama),
      ['Teminat yatırma (EFT)', 'mart 2026', 'ilk 2026', 'son 2025', 'haziran 2024'],
    );
    assert.equal(p3.items.length, 1);
  });

  it('refuses bad paging or year values with 400', async () => {
    for (const q of ['yil=abcd', 'yil=1999', 'PageNumber=0', 'PageSize=101', 'PageSize=-1', 'PageNumber=x']) {
      const res = await history(`cariId=${company}&${q}`);
      assert.equal(res.statusCode, 400, q);
      assert.ok(res.json().mesajList.length > 0);
    }
  });

  it('refuses another account’s history with 403', async () => {
    const res = await history(`cariId=${company}`, ACCOUNTS.ayse.kimlikNo);
    assert.equal(res.statusCode, 403);
    const anon = await t.call(null, { method: 'GET', url: `${HISTORY}?cariId=${company}` });
    assert.equal(anon.statusCode, 401);
  });
});
