import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { IhaleWire, ODataResponse } from '../../../lib/contract/wire-types';
import { ihale, ihaleKalem, teklif } from '../../db/schema';
import { openPublicTestApp } from './test-fixtures';

type TestApp = Awaited<ReturnType<typeof openPublicTestApp>>;

const SET = '/api/external-odata/SonuclananIhaleOData';
const PUBLIC_SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';
const DAY = 24 * 3_600_000;

/**
 * 'Sonuçlanan İhaleler' (SonuclananIhaleOData): finished public tenders (215, 216, 217) whose
 * effective end lies in the last 12 months, newest end first, with the winning amount and the bid
 * count, and never who won.
 */
describe('SonuclananIhaleOData', () => {
  let t: TestApp;
  /** Tenders added to the public fixture, by what they test. */
  const id: Record<string, number> = {};

  before(async () => {
    t = await openPublicTestApp();
    const { now, cari } = t.fixture;
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    // Currency and item fields copied from the fixture's rows.
    const [ihaleSablonu] = await t.db.select().from(ihale).limit(1);
    const [kalemSablonu] = await t.db.select().from(ihaleKalem).limit(1);
    const add = async (
      name: string,
      v: Partial<typeof ihale.$inferInsert> & { ihaleDurumuId: number; end: number; bids?: number[] },
    ) => {
      const { end, bids = [], ...values } = v;
      const [row] = await t.db
        .insert(ihale)
        .values({
          baslik: `Sonuç ${name}`,
          aciklama: '<p>Sonuç</p>',
          yayinTarihi: at(end - 10),
          baslangicTarihi: at(end - 3),
          bitisTarihi: at(end),
          teminatTutari: '100.00',
          paraBirimiId: ihaleSablonu.paraBirimiId,
          ihaleTipiId: 51,
          ...values,
        })
        .returning({ id: ihale.id });
      id[name] = row.id;
      const [k] = await t.db
        .insert(ihaleKalem)
        .values({ ...kalemSablonu, id: undefined, ihaleId: row.id, acilisFiyati: '1000.00' })
        .returning({ id: ihaleKalem.id });
      for (const [i, amount] of bids.entries()) {
        await t.db.insert(teklif).values({
          ihaleId: row.id,
          ihaleKalemId: k.id,
          cariId: i % 2 === 0 ? cari.a : cari.b,
          cariRumuzu: i % 2 === 0 ? 'Kartal' : 'Şahin',
          teklifTutari: amount.toFixed(2),
          siraNo: i + 1,
          teklifTarihi: at(end - 1),
        });
      }
    };
    await add('won', {
      ihaleDurumuId: 215,
      end: -10,
      bids: [1100, 1200, 1300],
      kazananCariId: cari.b,
      kazananTutar: '1300.00',
    });
    // kazanan_tutar unset: the highest bid is the winning amount.
    await add('wonNoAmount', { ihaleDurumuId: 215, end: -20, bids: [1100, 1250] });
    await add('noWinner', { ihaleDurumuId: 216, end: -40 });
    await add('cancelled', { ihaleDurumuId: 217, end: -100 });
    // Cancelled before its planned end: finished all the same.
    await add('cancelledEarly', { ihaleDurumuId: 217, end: 2 });
    // Extended: the effective end (uzatilmis) is what counts for the window and the order.
    await add('extended', { ihaleDurumuId: 216, end: -370, uzatilmisBitisTarihi: at(-5) });
    await add('tooOld', { ihaleDurumuId: 215, end: -370, bids: [1500], kazananTutar: '1500.00' });
    await add('evaluating', { ihaleDurumuId: 214, end: -1, bids: [1400], kazananTutar: '1400.00' });
    await add('withdrawn', { ihaleDurumuId: 215, end: -3, yayindanKaldir: true, kazananTutar: '9000.00' });
    await add('otherType', { ihaleDurumuId: 215, end: -3, ihaleTipiId: 52, kazananTutar: '9000.00' });
    await add('notYetPublished', { ihaleDurumuId: 216, end: -3, yayinTarihi: at(1) });
  });
  after(async () => {
    await t.close();
  });

  async function get(set: string, options: Record<string, string>) {
    const qs = Object.entries(options)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');
    return t.app.inject({ method: 'GET', url: `${set}?${qs}` });
  }

  async function rows(options: Record<string, string> = {}, set = SET) {
    const res = await get(set, options);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as ODataResponse<IhaleWire>;
  }

  it('lists the finished public tenders of the last 12 months, newest effective end first, counted', async () => {
    const body = await rows({ $count: 'true', $top: '100' });
    assert.deepEqual(
      body.value.map((v) => v.Id),
      [id.cancelledEarly, t.fixture.tender.finished, id.extended, id.won, id.wonNoAmount, id.noWinner, id.cancelled],
    );
    assert.equal(body['@odata.count'], 7);
    for (const v of body.value) assert.ok([215, 216, 217].includes(v.IhaleDurumuId));
  });

  it('states the winning amount only for 215 and counts every bid', async () => {
    const byId = new Map((await rows({ $top: '100' })).value.map((v) => [v.Id, v]));
    const result = (name: string) => [byId.get(id[name])?.KazananTutar, byId.get(id[name])?.TeklifSayisi];
    assert.deepEqual(result('won'), [1300, 3]);
    assert.deepEqual(result('wonNoAmount'), [1250, 2]);
    assert.deepEqual(result('noWinner'), [null, 0]);
    assert.deepEqual(result('cancelled'), [null, 0]);
    // A 214 tender's amount stays unsaid in the public set even when the column is filled.
    const [evaluating] = (await rows({ $filter: `Id eq ${id.evaluating}` }, PUBLIC_SET)).value;
    assert.equal(evaluating.KazananTutar, null);
    assert.equal(evaluating.TeklifSayisi, 1);
  });

  it('never names the winner: no account property, in the rows or through any option', async () => {
    const body = await rows({ $top: '100', $expand: 'Teklifler' });
    for (const v of body.value) {
      assert.ok(!Object.keys(v).some((k) => /cari/i.test(k)), `row ${v.Id}: ${Object.keys(v).join(',')}`);
      for (const b of v.Teklifler ?? []) assert.equal('CariId' in b, false);
    }
    const probes: Array<Record<string, string>> = [
      { $select: 'KazananCariId' },
      { $filter: `KazananCariId eq ${t.fixture.cari.b}` },
      { $orderby: 'KazananCariId' },
      { $filter: `Teklifler/any(b: b/CariId eq ${t.fixture.cari.b})` },
    ];
    for (const options of probes) {
      const res = await get(SET, options);
      assert.equal(res.statusCode, 400, JSON.stringify(options));
      assert.match(res.json().error.message, /Bilinmeyen özellik/);
    }
  });

  it('no client filter widens it: other statuses, old, hidden and type-52 tenders never appear', async () => {
    const hidden = ['tooOld', 'evaluating', 'withdrawn', 'otherType', 'notYetPublished'].map((n) => id[n]);
    const { tender } = t.fixture;
    hidden.push(
      tender.running,
      tender.notStarted,
      tender.draft,
      tender.withdrawn,
      tender.notYetPublished,
      tender.otherType,
    );
    for (const f of [
      ...hidden.map((h) => `Id eq ${h}`),
      'IhaleDurumuId eq 213 or true',
      'true or IhaleDurumuId eq 214',
      'GuncelBitisTarihi lt 2000-01-01T00:00:00Z or true',
      'YayindanKaldir eq true or IhaleTipiId eq 52',
    ]) {
      const body = await rows({ $filter: f, $top: '100', $count: 'true' });
      for (const v of body.value) assert.ok(!hidden.includes(v.Id), `filter "${f}" returned ${v.Id}`);
    }
  });

  it('pages with $top and $skip in the same order', async () => {
    const all = (await rows({ $top: '100' })).value.map((v) => v.Id);
    const first = (await rows({ $top: '3', $orderby: 'GuncelBitisTarihi desc,Id desc' })).value.map((v) => v.Id);
    const second = (await rows({ $top: '3', $skip: '3', $orderby: 'GuncelBitisTarihi desc,Id desc' })).value.map(
      (v) => v.Id,
    );
    assert.deepEqual([...first, ...second], all.slice(0, 6));
  });
});
