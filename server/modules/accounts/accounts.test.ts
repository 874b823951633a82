import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { issueAccessToken } from '../../auth/tokens';
import { namedAccount } from '../persons/test-support';
import { CITIZEN, accountsOf, countRows, prepareAuthTestData } from '../../auth/test-fixtures';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { aktiviteLog, cari, gercekKisilik, sozlesmeOnay } from '../../db/schema';
import { CURRENT_CONTRACT_VERSION } from './contract-version';
import { openTestDatabase } from '../../db/test-db';

const NOW = new Date('2026-11-21T09:00:00Z');

describe('account calls of the login flow', () => {
  let handle: DbHandle;
  let app: FastifyInstance;

  before(async () => {
    handle = await openTestDatabase();
    await prepareAuthTestData(handle.db, NOW);
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => NOW });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  async function call(kimlikNo: string | null, method: 'PUT' | 'POST', path: string, payload: unknown) {
    const headers: Record<string, string> = {};
    const opts = { method, url: `/api/v1/CariBilgisi/${path}`, payload: payload as object };
    // A session of the account the call names (or of the person): see ProfileTestContext.call.
    const cariId = namedAccount(opts);
    if (kimlikNo)
      headers.authorization = `Bearer ${await issueAccessToken(app, kimlikNo, cariId === undefined ? {} : { cariId })}`;
    return app.inject({ ...opts, headers });
  }
  const check = (kimlikNo: string) =>
    call(kimlikNo, 'PUT', 'CariGirisIslemleri', { gSM: '+905321234567', IhaleTipiId: 51 });
  const register = (kimlikNo: string, body: Record<string, unknown>) =>
    call(kimlikNo, 'PUT', 'SozlesmeleriOnayliGercekKisilikEkle', body);

  describe('account check (CariGirisIslemleri)', () => {
    it('answers 3 with the person account and both companies for Ayşe', async () => {
      const res = await check(CITIZEN.ayseYilmaz);
      assert.equal(res.statusCode, 200);
      const { data } = res.json();
      const mine = await accountsOf(handle.db, CITIZEN.ayseYilmaz);
      assert.equal(data.sonucTipi, 3);
      assert.equal(data.gercekKisilikId, mine.personCariId);
      assert.deepEqual(
        data.firmalar.map((f: { adi: string; vergiNo: string }) => [f.adi, f.vergiNo]),
        [
          ['Anadolu Hurda Metal A.Ş.', '1234567890'],
          ['Ege Geri Dönüşüm Ltd. Şti.', '9876543217'],
        ],
      );
      assert.deepEqual(data.firmalar.map((f: { id: number }) => f.id).sort(), [...mine.companyIds].sort());
    });

    it('answers 3 without companies for Mehmet', async () => {
      const { data } = (await check(CITIZEN.mehmetKaya)).json();
      assert.equal(data.sonucTipi, 3);
      assert.deepEqual(data.firmalar, []);
      assert.equal(data.gercekKisilikId, (await accountsOf(handle.db, CITIZEN.mehmetKaya)).personCariId);
    });

    it('answers 1 for Zeynep and Mustafa Can, who have no record', async () => {
      for (const k of [CITIZEN.zeynepDemir, CITIZEN.mustafaCanOzturk]) {
        assert.deepEqual((await check(k)).json(), { data: { sonucTipi: 1, gercekKisilikId: null, firmalar: [] } });
      }
    });

    it('answers 2 with the person account and the company for Ali, whose contracts are outdated', async () => {
      const { data } = (await check(CITIZEN.aliCelik)).json();
      assert.equal(data.sonucTipi, 2);
      assert.equal(data.gercekKisilikId, (await accountsOf(handle.db, CITIZEN.aliCelik)).personCariId);
      assert.deepEqual(
        data.firmalar.map((f: { adi: string }) => f.adi),
        ['Karadeniz Makine San. A.Ş.'],
      );
    });

    it('accepts the empty phone the client sends when e-Devlet has none, refuses bad input with 400', async () => {
      const ok = await call(CITIZEN.ayseYilmaz, 'PUT', 'CariGirisIslemleri', { gSM: '', IhaleTipiId: 51 });
      assert.equal(ok.statusCode, 200);
      const bad = await call(CITIZEN.ayseYilmaz, 'PUT', 'CariGirisIslemleri', { gSM: 'abc', IhaleTipiId: 'x' });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json().errors, ['Geçerli bir GSM numarası giriniz.', 'İhale tipi zorunludur.']);
      assert.equal((await call(CITIZEN.ayseYilmaz, 'PUT', 'CariGirisIslemleri', [1, 2])).statusCode, 400);
    });

    it('needs a signed-in caller', async () => {
      const res = await call(null, 'PUT', 'CariGirisIslemleri', { gSM: '', IhaleTipiId: 51 });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().key, 'Unauthorized');
    });
  });

  describe('registration (SozlesmeleriOnayliGercekKisilikEkle)', () => {
    const mustafa = {
      KimlikNo: CITIZEN.mustafaCanOzturk,
      Adi: 'Mustafa Can',
      Soyadi: 'Öztürk',
      Eposta: 'mustafacan.ozturk@example.com.tr',
      GSM: '+905426789012',
      IhaleTipiId: 51,
    };

    it('refuses a KimlikNo that is not the token’s with 403 and writes nothing', async () => {
      const before = await countRows(handle.db, 'gercek_kisilik');
      const res = await register(CITIZEN.zeynepDemir, mustafa);
      assert.equal(res.statusCode, 403);
      assert.equal(await countRows(handle.db, 'gercek_kisilik'), before);
      assert.equal((await accountsOf(handle.db, CITIZEN.mustafaCanOzturk)).personCariId, null);
    });

    it('refuses bad input with 400 listing every problem', async () => {
      const res = await register(CITIZEN.mustafaCanOzturk, {
        KimlikNo: '12345678901',
        Adi: ' ',
        Eposta: 'nope',
        IhaleTipiId: 51,
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, [
        'Geçerli bir T.C. kimlik numarası giriniz.',
        'Ad alanı zorunludur.',
        'Soyad alanı zorunludur.',
        'Geçerli bir e-posta adresi giriniz.',
      ]);
      const noContact = await register(CITIZEN.mustafaCanOzturk, { ...mustafa, Eposta: '', GSM: null });
      assert.deepEqual(noContact.json().errors, ['E-posta veya GSM bilgilerinden en az biri bulunmalıdır.']);
    });

    it('refuses names that are not the e-Devlet ones', async () => {
      const res = await register(CITIZEN.mustafaCanOzturk, { ...mustafa, Adi: 'Ahmet' });
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /e-Devlet kayıtlarınızla uyuşmuyor/);
    });

    it('registers Mustafa Can with the names as sent, current contracts accepted, then answers 3', async () => {
      const res = await register(CITIZEN.mustafaCanOzturk, mustafa);
      assert.equal(res.statusCode, 200);
      const id = res.json().data.gercekKisilikId;
      assert.equal(typeof id, 'number');
      const [person] = await handle.db
        .select()
        .from(gercekKisilik)
        .where(eq(gercekKisilik.kimlikNo, CITIZEN.mustafaCanOzturk));
      assert.equal(person.cariId, id);
      assert.equal(person.adi, 'Mustafa Can');
      assert.equal(person.soyadi, 'Öztürk');
      assert.equal(person.gsm, '5426789012');
      const [account] = await handle.db.select().from(cari).where(eq(cari.id, id));
      assert.deepEqual([account.tur, account.unvan], ['gercek', 'Mustafa Can Öztürk']);
      const [acceptance] = await handle.db.select().from(sozlesmeOnay).where(eq(sozlesmeOnay.cariId, id));
      assert.deepEqual([acceptance.ihaleTipiId, acceptance.versiyon], [51, CURRENT_CONTRACT_VERSION]);
      assert.deepEqual((await check(CITIZEN.mustafaCanOzturk)).json().data, {
        sonucTipi: 3,
        gercekKisilikId: id,
        firmalar: [],
      });
    });

    it('starts both notification channels off; the channels ticked at registration save with its session', async () => {
      // Issue #36: the approval dialog offers e-mail and SMS unticked and saves what was ticked through
      // the one preference call, with the token of the sign-in that just registered the person.
      const stored = async () =>
        (
          await handle.db
            .select({ eposta: gercekKisilik.epostaBildirimOnayi, gsm: gercekKisilik.gsmBildirimOnayi })
            .from(gercekKisilik)
            .where(eq(gercekKisilik.kimlikNo, CITIZEN.mustafaCanOzturk))
        )[0];
      assert.deepEqual(await stored(), { eposta: false, gsm: false });
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/GercekKisilik/IletisimTercihi',
        headers: { authorization: `Bearer ${await issueAccessToken(app, CITIZEN.mustafaCanOzturk)}` },
        payload: { epostaBildirimOnayi: false, gsmBildirimOnayi: true },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data, { epostaBildirimOnayi: false, gsmBildirimOnayi: true });
      assert.deepEqual(await stored(), { eposta: false, gsm: true });
    });

    it('answers 409 with a Turkish message for a second registration', async () => {
      const before = await countRows(handle.db, 'cari');
      const res = await register(CITIZEN.mustafaCanOzturk, mustafa);
      assert.equal(res.statusCode, 409);
      assert.match(res.json().message, /zaten bulunmaktadır/);
      assert.deepEqual(res.json().errors, [res.json().message]);
      assert.equal(await countRows(handle.db, 'cari'), before);
    });
  });

  describe('company link / contract update (CariSozlesmeBilgileriGuncelle)', () => {
    it('brings Ali’s outdated contracts in order', async () => {
      const { personCariId } = await accountsOf(handle.db, CITIZEN.aliCelik);
      const res = await call(CITIZEN.aliCelik, 'PUT', 'CariSozlesmeBilgileriGuncelle', { CariId: personCariId });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { data: { success: true } });
      assert.equal((await check(CITIZEN.aliCelik)).json().data.sonucTipi, 3);
    });

    it('also records acceptance for an own company', async () => {
      const { companyIds } = await accountsOf(handle.db, CITIZEN.aliCelik);
      const res = await call(CITIZEN.aliCelik, 'PUT', 'CariSozlesmeBilgileriGuncelle', { CariId: companyIds[0] });
      assert.equal(res.statusCode, 200);
      const [row] = await handle.db
        .select()
        .from(sozlesmeOnay)
        .where(eq(sozlesmeOnay.cariId, companyIds[0]))
        .orderBy(desc(sozlesmeOnay.id))
        .limit(1);
      assert.deepEqual([row.ihaleTipiId, row.versiyon], [51, CURRENT_CONTRACT_VERSION]);
    });
  });

  describe('activity logs', () => {
    it('records a company login and logout with the person who acted', async () => {
      const ayse = await accountsOf(handle.db, CITIZEN.ayseYilmaz);
      const company = ayse.companyIds[0];
      const login = await call(CITIZEN.ayseYilmaz, 'POST', 'CariFirmaGirisiLogu', {
        cariId: company,
        activityType: 'login',
      });
      assert.equal(login.statusCode, 204);
      const logout = await call(CITIZEN.ayseYilmaz, 'POST', 'CariFirmaCikisiLogu', {
        cariId: company,
        activityType: 'logout',
      });
      assert.equal(logout.statusCode, 204);
      const rows = await handle.db
        .select()
        .from(aktiviteLog)
        .where(eq(aktiviteLog.cariId, company))
        .orderBy(aktiviteLog.id);
      assert.deepEqual(
        rows.map((r) => [r.activityType, r.tarih.toISOString()]),
        [
          ['login', NOW.toISOString()],
          ['logout', NOW.toISOString()],
        ],
      );
      const [person] = await handle.db
        .select()
        .from(gercekKisilik)
        .where(eq(gercekKisilik.kimlikNo, CITIZEN.ayseYilmaz));
      assert.ok(rows.every((r) => r.gercekKisilikId === person.id));
    });

    it('refuses an activity type that does not match the path or is unknown', async () => {
      const { companyIds } = await accountsOf(handle.db, CITIZEN.ayseYilmaz);
      const before = await countRows(handle.db, 'aktivite_log');
      const wrong = await call(CITIZEN.ayseYilmaz, 'POST', 'CariFirmaGirisiLogu', {
        cariId: companyIds[0],
        activityType: 'logout',
      });
      assert.equal(wrong.statusCode, 400);
      const unknown = await call(CITIZEN.ayseYilmaz, 'POST', 'CariFirmaGirisiLogu', {
        cariId: companyIds[0],
        activityType: 1,
      });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json().errors, ['Geçersiz işlem tipi.']);
      assert.equal(await countRows(handle.db, 'aktivite_log'), before);
    });
  });

  describe('contract acceptance before joining (SozlesmeOnay)', () => {
    it('records the acceptance for the tender type and answers 204', async () => {
      const { personCariId } = await accountsOf(handle.db, CITIZEN.mehmetKaya);
      const acceptances = () =>
        handle.db
          .select()
          .from(sozlesmeOnay)
          .where(and(eq(sozlesmeOnay.cariId, personCariId as number), eq(sozlesmeOnay.ihaleTipiId, 51)));
      const before = (await acceptances()).length;
      const res = await call(CITIZEN.mehmetKaya, 'POST', 'SozlesmeOnay', { CariId: personCariId, IhaleTipiId: 51 });
      assert.equal(res.statusCode, 204);
      const rows = await acceptances();
      assert.equal(rows.length, before + 1);
      assert.ok(rows.some((r) => r.versiyon === CURRENT_CONTRACT_VERSION));
    });

    it('refuses the contracts of another sales channel (52, licensed sale) with 400 and writes nothing', async () => {
      const { personCariId } = await accountsOf(handle.db, CITIZEN.mehmetKaya);
      const before = await countRows(handle.db, 'sozlesme_onay');
      const res = await call(CITIZEN.mehmetKaya, 'POST', 'SozlesmeOnay', { CariId: personCariId, IhaleTipiId: 52 });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, ['Geçersiz ihale tipi.']);
      assert.equal(await countRows(handle.db, 'sozlesme_onay'), before);
    });
  });

  describe('another person’s account', () => {
    it('is refused with 403 on every account call, and nothing is written', async () => {
      const ayse = await accountsOf(handle.db, CITIZEN.ayseYilmaz);
      const foreign = [ayse.personCariId as number, ayse.companyIds[0], 999_999];
      const before = {
        onay: await countRows(handle.db, 'sozlesme_onay'),
        log: await countRows(handle.db, 'aktivite_log'),
      };
      for (const cariId of foreign) {
        const calls = [
          call(CITIZEN.mehmetKaya, 'PUT', 'CariSozlesmeBilgileriGuncelle', { CariId: cariId }),
          call(CITIZEN.mehmetKaya, 'POST', 'CariFirmaGirisiLogu', { cariId, activityType: 'login' }),
          call(CITIZEN.mehmetKaya, 'POST', 'CariFirmaCikisiLogu', { cariId, activityType: 'logout' }),
          call(CITIZEN.mehmetKaya, 'POST', 'SozlesmeOnay', { CariId: cariId, IhaleTipiId: 51 }),
          // Zeynep has no portal record at all: she may act for nobody.
          call(CITIZEN.zeynepDemir, 'POST', 'SozlesmeOnay', { CariId: cariId, IhaleTipiId: 51 }),
        ];
        for (const res of await Promise.all(calls)) {
          assert.equal(res.statusCode, 403, res.body);
          assert.equal(res.json().key, 'UnauthorizedException');
          assert.match(res.json().message, /yetkiniz bulunmamaktadır/);
        }
      }
      assert.equal(await countRows(handle.db, 'sozlesme_onay'), before.onay);
      assert.equal(await countRows(handle.db, 'aktivite_log'), before.log);
    });
  });
});
