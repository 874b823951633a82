import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { IhaleWire, ODataResponse } from '../../lib/contract/wire-types';
import { dovizKuru, ihale, ihaleKalem, paraBirimi } from '../db/schema';
import { openPublicTestApp } from '../modules/tenders/test-fixtures';
import type { ExchangeRateSource } from './source';
import { createStandInSource } from './stand-in-source';
import { refreshRates, startRateRefresh } from './refresh';

type TestApp = Awaited<ReturnType<typeof openPublicTestApp>>;
type RateWire = IhaleWire & {
  GuncelFiyat: number;
  GuncelFiyatTl: number | null;
  DovizKuru: number | null;
  DovizKuruTarihi: string | null;
  DovizKuruKaynagi: string | null;
  KdvDahil: boolean;
};

const SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';

/** A TCMB-like source answering whatever the test sets. */
function fakeTcmb(daily: { date: string; rates: { currency: string; forexSelling: string }[] } | Error) {
  const source: ExchangeRateSource & { daily: typeof daily } = {
    kind: 'tcmb',
    daily,
    async fetchDaily() {
      if (source.daily instanceof Error) throw source.daily;
      return source.daily;
    },
  };
  return source;
}

describe('exchange rates: store, refresh and the tender set in TL', () => {
  let t: TestApp;
  let eurTender: number;
  let usdTender: number;
  const now = new Date('2026-11-24T13:00:00Z');

  before(async () => {
    t = await openPublicTestApp();
    const [usd, eur] = await t.db
      .insert(paraBirimi)
      .values([
        { adi: 'USD', kod: 'USD' },
        { adi: 'EUR', kod: 'EUR' },
      ])
      .returning({ id: paraBirimi.id });
    const [running] = await t.db.select().from(ihale).where(eq(ihale.id, t.fixture.tender.running));
    const { id: _id, ...base } = running;
    // 1.000 EUR: a smaller number than the TL tenders' 2.500 / 5.000 / 17.000, but worth ~48.900 TL.
    [{ id: eurTender }] = await t.db
      .insert(ihale)
      .values({ ...base, baslik: 'Avro İhalesi', paraBirimiId: eur.id, oneCikar: false, kdvDahil: true })
      .returning({ id: ihale.id });
    // 300 USD ≈ 12.700 TL: between the 5.000 and 17.000 TL tenders.
    [{ id: usdTender }] = await t.db
      .insert(ihale)
      .values({ ...base, baslik: 'Dolar İhalesi', paraBirimiId: usd.id, oneCikar: false })
      .returning({ id: ihale.id });
    const [kalem] = await t.db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, t.fixture.tender.running));
    const { id: _k, ...k } = kalem;
    await t.db.insert(ihaleKalem).values([
      { ...k, ihaleId: eurTender, acilisFiyati: '1000.00', turTeklifleriTeklifTutariMax: '0' },
      { ...k, ihaleId: usdTender, acilisFiyati: '300.00', turTeklifleriTeklifTutariMax: '0' },
    ]);
  });
  after(async () => {
    await t.close();
  });

  async function tenders(options: Record<string, string>): Promise<RateWire[]> {
    const qs = Object.entries(options)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');
    const res = await t.app.inject({ method: 'GET', url: `${SET}?${qs}` });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as ODataResponse<RateWire>).value;
  }

  it('without any stored rate, TL tenders still have their TL price and EUR/USD none', async () => {
    const rows = await tenders({ $filter: `Id in (${t.fixture.tender.running},${eurTender})`, $orderby: 'Id' });
    assert.deepEqual(
      rows.map((r) => [r.GuncelFiyatTl, r.DovizKuru]),
      [
        [17000, null],
        [null, null],
      ],
    );
  });

  it('stores a bulletin once: a second refresh and a concurrent one change nothing', async () => {
    const source = fakeTcmb({
      date: '2026-11-24',
      rates: [
        { currency: 'USD', forexSelling: '42.3456' },
        { currency: 'EUR', forexSelling: '48.9012' },
        { currency: 'JPY', forexSelling: '0.272118' },
      ],
    });
    assert.deepEqual(await refreshRates(t.db, source, now), { date: '2026-11-24', stored: 2 });
    const [again, concurrent] = await Promise.all([refreshRates(t.db, source, now), refreshRates(t.db, source, now)]);
    assert.equal(again.stored + concurrent.stored, 0);
    const rows = await t.db.select().from(dovizKuru).orderBy(asc(dovizKuru.paraBirimiId));
    assert.deepEqual(
      rows.map((r) => [r.bultenTarihi, r.dovizSatis, r.kaynak]),
      [
        ['2026-11-24', '42.345600', 'tcmb'],
        ['2026-11-24', '48.901200', 'tcmb'],
      ],
    );
  });

  it('sorts by the TL value across currencies, ties broken by Id', async () => {
    const { running, notStarted, finished } = t.fixture.tender;
    const asc = await tenders({ $orderby: 'GuncelFiyatTl asc,Id desc', $filter: 'IhaleDurumuId in (212,213,215)' });
    assert.deepEqual(
      asc.map((r) => r.Id),
      [finished, notStarted, usdTender, running, eurTender],
    );
    const desc = await tenders({ $orderby: 'GuncelFiyatTl desc,Id desc', $filter: 'IhaleDurumuId in (212,213,215)' });
    assert.deepEqual(
      desc.map((r) => r.Id),
      [eurTender, running, usdTender, notStarted, finished],
    );
    // The raw number would have put the EUR tender before the 2.500 TL one.
    const raw = await tenders({ $orderby: 'GuncelFiyat asc,Id desc', $filter: 'IhaleDurumuId in (212,213,215)' });
    assert.equal(raw[1].Id, eurTender);
  });

  it('gives the client the rate, its date and source, and KdvDahil', async () => {
    const [eur] = await tenders({ $filter: `Id eq ${eurTender}` });
    assert.equal(eur.GuncelFiyat, 1000);
    assert.equal(eur.GuncelFiyatTl, 48901.2);
    assert.equal(eur.DovizKuru, 48.9012);
    assert.equal(eur.DovizKuruTarihi, '2026-11-24');
    assert.equal(eur.DovizKuruKaynagi, 'tcmb');
    assert.equal(eur.KdvDahil, true);
    const [tl] = await tenders({ $filter: `Id eq ${t.fixture.tender.running}` });
    assert.deepEqual([tl.DovizKuru, tl.DovizKuruTarihi, tl.KdvDahil], [null, null, false]);
    assert.deepEqual(
      (await tenders({ $filter: 'KdvDahil eq true' })).map((r) => r.Id),
      [eurTender],
    );
  });

  it('filters a TL price range by the TL value', async () => {
    const rows = await tenders({ $filter: 'GuncelFiyatTl ge 10000 and GuncelFiyatTl le 20000', $orderby: 'Id' });
    assert.deepEqual(
      rows.map((r) => r.Id),
      [t.fixture.tender.running, usdTender],
    );
  });

  it('uses the newest bulletin; a failing source keeps it and is logged, never thrown', async () => {
    const source = fakeTcmb({ date: '2026-11-25', rates: [{ currency: 'EUR', forexSelling: '49.5000' }] });
    await refreshRates(t.db, source, now);
    assert.equal((await tenders({ $filter: `Id eq ${eurTender}` }))[0].GuncelFiyatTl, 49500);

    const errors: string[] = [];
    source.daily = new Error('connect ECONNREFUSED');
    const refresher = startRateRefresh({
      db: t.db,
      source,
      now: () => now,
      intervalMs: 3_600_000,
      log: { info: () => {}, error: (_o, msg) => errors.push(String(msg)) },
    });
    assert.equal(await refresher.refresh(), null);
    refresher.stop();
    assert.deepEqual(errors, ['exchange rate refresh failed; the last stored rates stay in force']);
    const [eur] = await tenders({ $filter: `Id eq ${eurTender}` });
    assert.deepEqual([eur.DovizKuru, eur.DovizKuruTarihi], [49.5, '2026-11-25']);
  });

  it("stores the stand-in's rates as 'dev', and a real bulletin of the same day replaces them", async () => {
    const day = new Date('2026-11-26T09:00:00Z');
    await refreshRates(
      t.db,
      createStandInSource(() => day),
      day,
    );
    const [eur] = await tenders({ $filter: `Id eq ${eurTender}` });
    assert.deepEqual([eur.DovizKuru, eur.DovizKuruTarihi, eur.DovizKuruKaynagi], [48.9012, '2026-11-26', 'dev']);
    const real = fakeTcmb({ date: '2026-11-26', rates: [{ currency: 'EUR', forexSelling: '48.9500' }] });
    assert.equal((await refreshRates(t.db, real, day)).stored, 1);
    const [after] = await tenders({ $filter: `Id eq ${eurTender}` });
    assert.deepEqual([after.DovizKuru, after.DovizKuruKaynagi], [48.95, 'tcmb']);
  });
});

/** On PostgreSQL over two pools, like two portal instances refreshing at once; on PGlite one pool. */
describe('exchange rates: instances refreshing at once', () => {
  it('stores each rate once', async () => {
    const { openTestDatabase } = await import('../db/test-db');
    const handle = await openTestDatabase();
    const other = await handle.second?.();
    try {
      await handle.db.insert(paraBirimi).values([
        { adi: 'TL', kod: 'TRY' },
        { adi: 'USD', kod: 'USD' },
        { adi: 'EUR', kod: 'EUR' },
      ]);
      const day = new Date('2026-11-24T13:00:00Z');
      const source = createStandInSource(() => day);
      const pools = [handle.db, other?.db ?? handle.db];
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => refreshRates(pools[i % 2], source, day)));
      assert.equal(
        results.reduce((n, r) => n + r.stored, 0),
        2,
      );
      assert.equal((await handle.db.select().from(dovizKuru)).length, 2);
    } finally {
      await other?.close();
      await handle.close();
    }
  });
});
