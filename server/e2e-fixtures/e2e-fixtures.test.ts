import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { isValidTcKimlikNo } from '../../lib/rules/account-schemas';
import { isValidTrIban } from '../../lib/rules/iban';
import { runSchedulerTick } from '../auction/scheduler';
import { listEdevletCitizens } from '../auth/queries';
import { verifyTotp } from '../auth/staff/totp';
import { realDeploymentProblems } from '../config';
import { queryRows } from '../security/support';
import { openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';
import type { MadeCitizen } from './make-citizen';
import type { MadeStaff } from './make-staff';
import type { MadeTender } from './make-tender';
import { E2E_FIXTURES_HEADER } from './routes';

const KEY = 'e2e-fixtures-key-of-this-test-0123456789';

describe('e2e fixture routes (/api/gelistirici/e2e)', () => {
  let t: ProfileTestContext;
  const post = (what: string, payload: object, key = KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/api/gelistirici/e2e/${what}`,
      payload,
      headers: { [E2E_FIXTURES_HEADER]: key },
    });

  before(async () => {
    t = await openProfileTestApp({ PORTAL_MODE: 'demo', E2E_FIXTURES_KEY: KEY });
  });
  after(() => t.close());

  it('do not exist without E2E_FIXTURES_KEY or outside a demo, and a real deployment refuses the key', async () => {
    for (const env of [{ PORTAL_MODE: 'demo' }, { E2E_FIXTURES_KEY: KEY }] as Array<Record<string, string>>) {
      const plain = await openProfileTestApp(env);
      try {
        const res = await plain.app.inject({
          method: 'POST',
          url: '/api/gelistirici/e2e/vatandas',
          payload: {},
          headers: { [E2E_FIXTURES_HEADER]: KEY },
        });
        assert.equal(res.statusCode, 404, JSON.stringify(env));
      } finally {
        await plain.close();
      }
    }
    assert.ok(realDeploymentProblems({ E2E_FIXTURES_KEY: KEY }).some((p) => p.startsWith('E2E_FIXTURES_KEY:')));
    assert.deepEqual(realDeploymentProblems({ PORTAL_MODE: 'demo', E2E_FIXTURES_KEY: KEY }), []);
  });

  it('refuse a call without the key or with another one', async () => {
    assert.equal((await post('vatandas', {}, '')).statusCode, 401);
    assert.equal((await post('vatandas', {}, `${KEY}x`)).statusCode, 401);
    const bad = await post('ihale', { baslangicDakika: 'soon' });
    assert.equal(bad.statusCode, 400);
  });

  it('make a citizen e-Devlet knows, registered, with companies, deposits and an IBAN', async () => {
    const res = await post('vatandas', { firmalar: 2, iban: true, eklenebilirFirma: true });
    assert.equal(res.statusCode, 200, res.body);
    const c = res.json() as MadeCitizen;
    assert.ok(isValidTcKimlikNo(c.kimlikNo), c.kimlikNo);
    assert.ok(c.iban && isValidTrIban(c.iban), String(c.iban));
    assert.ok((await listEdevletCitizens(t.handle.db)).some((v) => v.kimlikNo === c.kimlikNo));
    assert.equal(c.firmalar.length, 2);
    assert.ok(c.eklenebilirFirma);
    // Each account has its deposit available, as Finansal Özet reads it.
    for (const cariId of [c.cariId as number, ...c.firmalar.map((f) => f.cariId)]) {
      const summary = await t.call(c.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${cariId}` }, cariId);
      assert.equal(summary.statusCode, 200, summary.body);
      assert.match(summary.body, /5000000/);
    }
    // Two citizens never share a name or a number.
    const other = (await post('vatandas', {})).json() as MadeCitizen;
    assert.notEqual(other.kimlikNo, c.kimlikNo);
    assert.notEqual(other.adSoyad, c.adSoyad);
  });

  it('make a citizen without a portal record, or without contact details', async () => {
    const c = (await post('vatandas', { kayit: 'kayitsiz', eposta: false, gsm: false })).json() as MadeCitizen;
    assert.equal(c.cariId, null);
    assert.equal(c.eposta, null);
    const rows = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from gercek_kisilik where kimlik_no = ${c.kimlikNo}`,
    );
    assert.equal(rows[0].n, 0);
  });

  it('make a tender that the scheduler starts, and a draft it leaves alone', async () => {
    const ticking = setInterval(() => void runSchedulerTick(t.handle.db, TEST_NOW).catch(() => {}), 100);
    try {
      const res = await post('ihale', {
        baslangicDakika: -30,
        bitisDakika: 90,
        uzatma: { sonDakika: 1, uzatmaDakika: 1 },
      });
      assert.equal(res.statusCode, 200, res.body);
      const tender = res.json() as MadeTender;
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${tender.id}&$expand=OtomatikUzatmaAyar`,
      });
      const [listed] = page.json().value;
      assert.equal(listed.IhaleDurumuId, TENDER_STATUS.devam);
      assert.equal(listed.OtomatikUzatmaAyar.Aciklama, 'Son 1 dakikada verilen teklif süreyi 1 dakika uzatır.');
      const draft = (
        await post('ihale', { taslak: true, baslangicDakika: 600, bitisDakika: 900 })
      ).json() as MadeTender;
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${draft.id}`,
      });
      assert.deepEqual(hidden.json().value, []);
    } finally {
      clearInterval(ticking);
    }
  });

  it('make a staff member with roles and a TOTP secret of their own', async () => {
    const s = (await post('personel', { roller: ['mali', 'destek'], totpKayitli: true })).json() as MadeStaff;
    assert.ok(s.totp);
    const code = await generate({ secret: s.totp as string, epoch: Math.floor(Date.now() / 1000) });
    assert.notEqual(await verifyTotp(s.totp as string, code, new Date(), null), null);
    const roles = await queryRows<{ rol: string }>(
      t.handle.db,
      sql`select r.rol from personel_rol r join personel p on p.id = r.personel_id where p.kimlik_no = ${s.kimlikNo} order by r.rol`,
    );
    assert.deepEqual(
      roles.map((r) => r.rol),
      ['destek', 'mali'],
    );
    const fresh = (await post('personel', { roller: ['ihale'], totpKayitli: false })).json() as MadeStaff;
    assert.equal(fresh.totp, null);
  });
});
