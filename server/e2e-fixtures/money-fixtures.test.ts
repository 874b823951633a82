import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ODEME_DURUMU } from '../../lib/contract/money';
import { CONVERSATION_STATUS, TENDER_STATUS } from '../../lib/contract/lookups';
import { runSchedulerTick } from '../auction/scheduler';
import { openOffers } from '../money/settlement/runner-up-answer';
import { openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';
import { queryRows } from '../security/support';
import type { MadeCitizen } from './make-citizen';
import type { MadeConversation } from './money-conversations';
import type { DecidedTender } from './money-tenders';
import { E2E_FIXTURES_HEADER } from './routes';

const KEY = 'e2e-money-fixtures-key-of-this-test-0123456789';

/** The money and back-office journeys' fixture routes (server/e2e-fixtures/routes-money.ts). */
describe('e2e money fixture routes (/api/gelistirici/e2e)', () => {
  let t: ProfileTestContext;
  let ticking: ReturnType<typeof setInterval> | undefined;
  const post = (what: string, payload: object, key = KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/api/gelistirici/e2e/${what}`,
      payload,
      headers: { [E2E_FIXTURES_HEADER]: key },
    });
  const made = async <T>(what: string, payload: object): Promise<T> => {
    const res = await post(what, payload);
    assert.equal(res.statusCode, 200, `${what}: ${res.body}`);
    return res.json() as T;
  };
  const tender = async (id: number) =>
    (
      await queryRows<{ durum: number; odeme: number; kazanan: number | null; tutar: string | null }>(
        t.handle.db,
        sql`select ihale_durumu_id as durum, odeme_durumu as odeme, kazanan_cari_id as kazanan,
                   kazanan_tutar::text as tutar from ihale where id = ${id}`,
      )
    )[0];
  const movements = (ihaleId: number, cariId: number) =>
    queryRows<{ tur: string }>(
      t.handle.db,
      sql`select tur from teminat_hareket where ihale_id = ${ihaleId} and cari_id = ${cariId} order by id`,
    );

  before(async () => {
    // The routes exist only in a demo started with a key (server/e2e-fixtures/routes.ts).
    t = await openProfileTestApp({ PORTAL_MODE: 'demo', E2E_FIXTURES_KEY: KEY });
  });
  after(() => t.close());
  // The portal's scheduler, on the app's fixed clock.
  beforeEach(() => {
    ticking = setInterval(() => void runSchedulerTick(t.handle.db, TEST_NOW).catch(() => {}), 100);
  });
  afterEach(() => clearInterval(ticking));

  it('refuse a call without the key, and bodies they do not know', async () => {
    assert.equal((await post('iletisim', {}, '')).statusCode, 401);
    assert.equal((await post('odenmeyen-ihale', { teklifVerenler: [] })).statusCode, 400);
    assert.equal((await post('sonuc-bekleyen-ihale', { teklifVerenler: [1], sure: 3 })).statusCode, 400);
    assert.equal((await post('yayindan-kaldirilan-ihale', {})).statusCode, 400);
  });

  it('make a tender waiting at 214 for a decision, with the bids of the given accounts', async () => {
    const [a, b] = await Promise.all([
      made<MadeCitizen>('vatandas', {}),
      made<MadeCitizen>('vatandas', { firmalar: 1 }),
    ]);
    const company = b.firmalar[0].cariId;
    const d = await made<DecidedTender>('sonuc-bekleyen-ihale', {
      teklifVerenler: [a.cariId, company],
      acilisFiyati: 20_000,
    });
    assert.deepEqual(d.teklifler, [
      { cariId: a.cariId, tutar: 20_000 },
      { cariId: company, tutar: 20_500 },
    ]);
    const row = await tender(d.id);
    assert.equal(row.durum, TENDER_STATUS.degerlendiriliyor);
    // Neither decided nor released: both deposits still blocked.
    assert.equal(row.kazanan, null);
    assert.deepEqual(await movements(d.id, a.cariId as number), [{ tur: 'blokaj' }]);
    assert.deepEqual(await movements(d.id, company), [{ tur: 'blokaj' }]);
    // The result page an İhale Sorumlusu opens ranks them.
    const bids = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from teklif where ihale_id = ${d.id}`,
    );
    assert.equal(bids[0].n, 2);
  });

  it('make a won tender its winner did not pay: the deposit forfeited, the runner-up offered the sale', async () => {
    const c = await made<MadeCitizen>('vatandas', { firmalar: 2 });
    const [runnerUp, winner] = c.firmalar.map((f) => f.cariId);
    const d = await made<DecidedTender>('odenmeyen-ihale', { teklifVerenler: [runnerUp, winner] });
    const row = await tender(d.id);
    assert.equal(row.durum, TENDER_STATUS.kazananBelirli);
    assert.equal(row.odeme, ODEME_DURUMU.yandi);
    assert.equal(row.kazanan, winner);
    assert.equal(Number(row.tutar), d.teklifler[1].tutar);
    assert.deepEqual(
      (await movements(d.id, winner)).map((m) => m.tur),
      ['blokaj', 'yanma'],
    );
    // The runner-up's block was released at the result; the offer is at its own bid.
    assert.deepEqual(
      (await movements(d.id, runnerUp)).map((m) => m.tur),
      ['blokaj', 'blokaj_cozme'],
    );
    const offers = await openOffers(t.handle.db, runnerUp, TEST_NOW);
    assert.deepEqual(
      offers.map((o) => [o.ihaleId, o.tutar]),
      [[d.id, d.teklifler[0].tutar]],
    );
    assert.equal((await post('odenmeyen-ihale', { teklifVerenler: [winner, winner] })).statusCode, 400);
  });

  it('make a withdrawn tender whose address gives the reason, signed by a staff member in the audit trail', async () => {
    const neden = 'Malzeme başka bir kuruma devredildi.';
    const d = await made<{ id: number }>('yayindan-kaldirilan-ihale', { neden });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/HerkeseAcikSatisIhale/${d.id}/YayindanKaldirma` });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.body, /başka bir kuruma devredildi/);
    const audit = await queryRows<{ islem: string; personel: number | null }>(
      t.handle.db,
      sql`select islem, personel_id as personel from denetim_kaydi where hedef_turu = 'ihale' and hedef_id = ${String(d.id)}`,
    );
    assert.equal(audit.length, 1);
    assert.equal(audit[0].islem, 'ihale.yayindan-kaldir');
    assert.ok(audit[0].personel);
  });

  it('make a conversation of the account, answered by the institution when asked', async () => {
    const c = await made<MadeCitizen>('vatandas', {});
    const cariId = c.cariId as number;
    const conv = await made<MadeConversation>('iletisim', {
      cariId,
      baslik: 'Teminat blokajı ne zaman çözülür?',
      mesaj: 'Kaybettiğim ihalenin teminatı hâlâ blokeli görünüyor.',
      kurumYaniti: 'Blokaj ihale sonuçlandığında çözülür.',
    });
    const res = await t.call(c.kimlikNo, {
      method: 'GET',
      url: `/api/external-odata/IletisimCariOData?$filter=${encodeURIComponent(`CariId eq ${cariId} and Id eq ${conv.id}`)}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().value[0].DurumId, CONVERSATION_STATUS.answered);
    const messages = await queryRows<{ yazan: string; kurum: boolean }>(
      t.handle.db,
      sql`select yazan_adi_soyadi as yazan, kurum_yazisi as kurum from iletisim_yazisma where iletisim_id = ${conv.id} order by id`,
    );
    assert.deepEqual(messages, [
      { yazan: c.adSoyad, kurum: false },
      { yazan: 'E-Satış Destek Birimi', kurum: true },
    ]);
    const open = await made<MadeConversation>('iletisim', { cariId, baslik: 'Soru', mesaj: 'Merhaba' });
    const [{ durum }] = await queryRows<{ durum: number }>(
      t.handle.db,
      sql`select durum_id as durum from iletisim where id = ${open.id}`,
    );
    assert.equal(durum, CONVERSATION_STATUS.open);
  });
});
