import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { cari, firmaYetkili } from '../../db/schema';
import { UNLINKED_MERSIS_VKN } from '../../seed/constants';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../persons/test-support';

const LOOKUP = '/api/v1/Mersis/MersisFirmaAktifOrtakBilgisi';
const LIST = '/api/v1/Mersis/CariOrtakBilgisi';
const SAVE = '/api/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet';
const DELETE = '/api/v1/Mersis/DeleteFirmaOrtaklik';

describe('companies (Firmalarım)', () => {
  let t: ProfileTestContext;
  const ayse = ACCOUNTS.ayse;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('lists the caller’s linked companies only', async () => {
    const res = await t.call(ayse.kimlikNo, { method: 'GET', url: LIST });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, [
      { id: 4, unvani: 'Anadolu Hurda Metal A.Ş.', vergiNumarasi: '1234567890' },
      { id: 5, unvani: 'Ege Geri Dönüşüm Ltd. Şti.', vergiNumarasi: '9876543217' },
    ]);
    const mehmet = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: LIST });
    assert.deepEqual(mehmet.json().data, []);
    const zeynep = await t.call(ACCOUNTS.zeynep.kimlikNo, { method: 'GET', url: LIST });
    assert.deepEqual(zeynep.json().data, []);
  });

  it('finds a registry record only when it names the caller as an authorised partner', async () => {
    const found = await t.call(ayse.kimlikNo, { method: 'GET', url: `${LOOKUP}?vkn=${UNLINKED_MERSIS_VKN}` });
    assert.equal(found.statusCode, 200);
    assert.deepEqual(found.json().data, { unvani: 'Marmara Çelik Ticaret A.Ş.', vergiNumarasi: UNLINKED_MERSIS_VKN });
    // Ali is not a partner of Marmara; Karadeniz is Ali's, not Mehmet's; an unknown number is nobody's.
    for (const [who, vkn] of [
      [ACCOUNTS.ali.kimlikNo, UNLINKED_MERSIS_VKN],
      [ACCOUNTS.mehmet.kimlikNo, '4567891233'],
      [ayse.kimlikNo, '5555555555'],
    ]) {
      const res = await t.call(who, { method: 'GET', url: `${LOOKUP}?vkn=${vkn}` });
      assert.equal(res.statusCode, 404, `${who} ${vkn}`);
      assert.deepEqual(res.json().mesajList, ['Ortaklık bilgisi bulunamadı.']);
    }
  });

  it('does not count a partner without signing authority', async () => {
    // The seed lists Hakan Aydın as a partner of Anadolu Hurda Metal without authority.
    const res = await t.call('20000001036', { method: 'GET', url: `${LOOKUP}?vkn=1234567890` });
    assert.equal(res.statusCode, 404);
  });

  it('validates the tax number with the SPEC messages', async () => {
    const cases: [string, string][] = [
      ['', 'Vergi kimlik numarası alanı zorunludur.'],
      ['   ', 'Vergi kimlik numarası alanı zorunludur.'],
      ['123456789012', 'Vergi kimlik numarası en fazla 11 karakter olabilir.'],
      ['12345', 'Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.'],
      ['12345abcde', 'Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.'],
    ];
    for (const [vkn, message] of cases) {
      const res = await t.call(ayse.kimlikNo, { method: 'GET', url: `${LOOKUP}?vkn=${encodeURIComponent(vkn)}` });
      assert.equal(res.statusCode, 400, vkn);
      assert.deepEqual(res.json().mesajList, [message]);
    }
    const missing = await t.call(ayse.kimlikNo, { method: 'GET', url: LOOKUP });
    assert.deepEqual(missing.json().mesajList, ['Vergi kimlik numarası alanı zorunludur.']);
    const badBody = await t.call(ayse.kimlikNo, { method: 'POST', url: SAVE, payload: { vkn: '' } });
    assert.equal(badBody.statusCode, 400);
  });

  it('links a registry company, creating its account, and the caller may then act for it', async () => {
    const res = await t.call(ayse.kimlikNo, { method: 'POST', url: SAVE, payload: { vkn: UNLINKED_MERSIS_VKN } });
    assert.equal(res.statusCode, 200);
    const { id } = res.json().data;
    assert.equal(typeof id, 'number');
    const [account] = await t.handle.db.select().from(cari).where(eq(cari.id, id));
    assert.equal(account.tur, 'firma');
    assert.equal(account.unvan, 'Marmara Çelik Ticaret A.Ş.');
    const list = (await t.call(ayse.kimlikNo, { method: 'GET', url: LIST })).json().data;
    assert.deepEqual(list.at(-1), { id, unvani: 'Marmara Çelik Ticaret A.Ş.', vergiNumarasi: UNLINKED_MERSIS_VKN });
    // The new account is one of hers at once (accounts are loaded per request).
    const ozet = await t.call(ayse.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=${id}` });
    assert.equal(ozet.statusCode, 200);
    const again = await t.call(ayse.kimlikNo, { method: 'POST', url: SAVE, payload: { vkn: UNLINKED_MERSIS_VKN } });
    assert.equal(again.statusCode, 409);
    assert.ok(again.json().mesajList[0]);
  });

  it('refuses to link a company the registry does not list the caller for', async () => {
    const res = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'POST', url: SAVE, payload: { vkn: '4567891233' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().mesajList, ['Ortaklık bilgisi bulunamadı.']);
    const links = await t.handle.db.select().from(firmaYetkili).where(eq(firmaYetkili.gercekKisilikId, 2));
    assert.equal(links.length, 0);
  });

  it('requires a registered person to link a company', async () => {
    const res = await t.call(ACCOUNTS.zeynep.kimlikNo, {
      method: 'POST',
      url: SAVE,
      payload: { vkn: UNLINKED_MERSIS_VKN },
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().mesajList[0], /gerçek kişi kaydınızın/);
  });

  it('removes only the caller’s own link', async () => {
    // Mehmet has no link to Karadeniz (Ali's): nothing to delete, and Ali keeps his.
    const foreign = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'DELETE', url: `${DELETE}/4567891233` });
    assert.equal(foreign.statusCode, 404);
    const aliLinks = await t.handle.db
      .select()
      .from(firmaYetkili)
      .where(and(eq(firmaYetkili.gercekKisilikId, 3), eq(firmaYetkili.firmaCariId, 6)));
    assert.equal(aliLinks.length, 1);

    const res = await t.call(ayse.kimlikNo, { method: 'DELETE', url: `${DELETE}/9876543217` });
    assert.equal(res.statusCode, 204);
    const list = (await t.call(ayse.kimlikNo, { method: 'GET', url: LIST })).json().data;
    assert.ok(!list.some((c: { vergiNumarasi: string }) => c.vergiNumarasi === '9876543217'));
    // The company account stays; she just may no longer act for it.
    const ozet = await t.call(ayse.kimlikNo, { method: 'GET', url: `/api/v1/Finans/Ozet?cariId=5` });
    assert.equal(ozet.statusCode, 403);
    const bad = await t.call(ayse.kimlikNo, { method: 'DELETE', url: `${DELETE}/abc` });
    assert.equal(bad.statusCode, 400);
  });

  it('answers 401 without sign-in', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['GET', `${LOOKUP}?vkn=${UNLINKED_MERSIS_VKN}`],
      ['POST', SAVE],
      ['DELETE', `${DELETE}/1234567890`],
    ] as const) {
      const res = await t.call(null, {
        method,
        url,
        payload: method === 'POST' ? { vkn: UNLINKED_MERSIS_VKN } : undefined,
      });
      assert.equal(res.statusCode, 401, url);
    }
  });
});
