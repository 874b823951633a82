import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { smallestIncrement } from '../../lib/rules/bid-increments';
import { verifyRecord } from '../../lib/transparency/verify-record';
import { buildApp } from '../app';
import { runSchedulerTick } from '../auction/scheduler';
import { loadConfig } from '../config';
import { seed } from '../seed';
import { openTestDatabase, type TestDbHandle } from '../db/test-db';
import { TEST_NOW } from '../modules/persons/test-support';
import { queryRows } from '../security/support';
import type { FinishedTender } from './bidder-finished-tender';
import type { MadeCitizen } from './make-citizen';
import { E2E_FIXTURES_HEADER } from './routes';

const KEY = 'e2e-fixtures-key-of-the-bidder-test-0123456789';

describe('the bidders’ e2e fixture routes (/api/gelistirici/e2e)', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  /** The portal's clock: the wall clock's pace, from the seed's TEST_NOW. */
  const started = Date.now();
  const now = () => new Date(TEST_NOW.getTime() + (Date.now() - started));
  let ticking: NodeJS.Timeout;

  const post = (what: string, payload: object, key = KEY) =>
    app.inject({
      method: 'POST',
      url: `/api/gelistirici/e2e/${what}`,
      payload,
      headers: { [E2E_FIXTURES_HEADER]: key },
    });

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, TEST_NOW);
    app = await buildApp({ config: loadConfig({ PORTAL_MODE: 'demo', E2E_FIXTURES_KEY: KEY }), db: handle.db, now });
    // The scheduler, as the portal runs it (every second; here every 100 ms).
    ticking = setInterval(() => void runSchedulerTick(handle.db, now()).catch(() => {}), 100);
  });
  after(async () => {
    clearInterval(ticking);
    await app.close();
    await handle.close();
  });

  it('refuse a finished tender without the key, or without bidders', async () => {
    assert.equal((await post('bitmis-ihale', { teklifciler: [] }, '')).statusCode, 401);
    assert.equal((await post('bitmis-ihale', { teklifciler: [] })).statusCode, 400);
    assert.equal(
      (await post('bitmis-ihale', { teklifciler: [{ kimlikNo: '1', cariId: 1 }], teklifSayisi: 2 })).statusCode,
      400,
    );
  });

  it('make a tender that ran with bids by several accounts, ended and was decided, its record signed', async () => {
    const citizens = await Promise.all([post('vatandas', {}), post('vatandas', { firmalar: 1 })]);
    const [a, b] = citizens.map((r) => r.json() as MadeCitizen);
    const bidders = [
      { kimlikNo: a.kimlikNo, cariId: a.cariId as number },
      { kimlikNo: b.kimlikNo, cariId: b.firmalar[0].cariId },
    ];
    const res = await post('bitmis-ihale', { teklifciler: bidders, teklifSayisi: 3, acilisFiyati: 20_000 });
    assert.equal(res.statusCode, 200, res.body);
    const t = res.json() as FinishedTender;
    assert.equal(t.durum, TENDER_STATUS.kazananBelirli);
    // In turns, from the opening price up by the smallest step.
    const step = smallestIncrement(20_000);
    assert.deepEqual(
      t.teklifler.map((x) => [x.cariId, x.tutar]),
      [
        [a.cariId, 20_000],
        [b.firmalar[0].cariId, 20_000 + step],
        [a.cariId, 20_000 + 2 * step],
      ],
    );
    assert.equal(t.kazananCariId, a.cariId);
    assert.equal(t.kazananTutar, t.teklifler[2].tutar);
    assert.notEqual(t.teklifler[0].rumuz, t.teklifler[1].rumuz);

    // The public archive lists it decided, with its bids and winning amount.
    const archive = await app.inject({
      method: 'GET',
      url: `/api/external-odata/SonuclananIhaleOData?$filter=Id eq ${t.id}`,
    });
    const [row] = archive.json().value;
    assert.equal(row.IhaleDurumuId, TENDER_STATUS.kazananBelirli);
    assert.equal(row.TeklifSayisi, 3);
    assert.equal(row.KazananTutar, t.kazananTutar);

    // Its bid record holds the start, the three bids and the end, and verifies.
    const get = (url: string) => app.inject({ method: 'GET', url });
    const verdict = await verifyRecord({
      verifierKey: (await get('/api/seffaflik/anahtar')).body,
      checkpoint: (await get(`/api/seffaflik/ihaleler/${t.id}/checkpoint`)).body,
      entries: (await get(`/api/seffaflik/ihaleler/${t.id}/kayitlar`)).body,
      ihaleId: t.id,
    });
    assert.ok(verdict.ok, JSON.stringify(verdict));
    assert.deepEqual(
      verdict.entries.map((e) => [e.tur, e.rumuz ?? null, e.tutar ?? null]),
      [
        ['baslangic', null, null],
        ...t.teklifler.map((x) => ['teklif', x.rumuz, x.tutar.toFixed(2)]),
        ['bitis', null, null],
      ],
    );

    // The loser's deposit block was released; the winner's stays blocked.
    const joins = await queryRows<{ cari: number; durum: number }>(
      handle.db,
      sql`select cari_id as cari, kazanilma_durumu as durum from ihale_katilim_cari where ihale_id = ${t.id} order by cari_id`,
    );
    assert.deepEqual(
      joins.map((j) => [Number(j.cari), Number(j.durum)]),
      bidders.map((x) => [x.cariId, x.cariId === a.cariId ? 1 : 2]).sort((p, q) => p[0] - q[0]),
    );
  });
});
