import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../persons/test-support';

const URL = '/api/v1/CariBilgisi/CariIbanBilgisi';
/** A valid Turkish IBAN (mod-97 checks out). */
const IBAN = 'TR330006100519786457841326';

describe('bank details (Banka Bilgileri)', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('answers null before an IBAN is saved, then the saved IBAN', async () => {
    const before = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `${URL}?cariId=${ACCOUNTS.ayse.person}`,
    });
    assert.equal(before.statusCode, 200);
    assert.equal(before.json().data.iban, null);

    const put = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'PUT',
      url: URL,
      payload: { cariId: ACCOUNTS.ayse.person, iban: 'tr33 0006 1005 1978 6457 8413 26' },
    });
    assert.equal(put.statusCode, 200);
    assert.equal(put.json().data.iban, IBAN);

    const after = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: `${URL}?cariId=${ACCOUNTS.ayse.person}` });
    assert.equal(after.json().data.iban, IBAN);
    // Per account: her company has none yet.
    const company = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `${URL}?cariId=${ACCOUNTS.ayse.companies[0]}`,
    });
    assert.equal(company.json().data.iban, null);
  });

  it('replaces the IBAN on a second save', async () => {
    const other = 'TR320010009999901234567890';
    const put = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'PUT',
      url: URL,
      payload: { cariId: ACCOUNTS.ayse.companies[1], iban: IBAN },
    });
    assert.equal(put.statusCode, 200);
    const again = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'PUT',
      url: URL,
      payload: { cariId: ACCOUNTS.ayse.companies[1], iban: other },
    });
    assert.equal(again.statusCode, 200);
    const got = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `${URL}?cariId=${ACCOUNTS.ayse.companies[1]}`,
    });
    assert.equal(got.json().data.iban, other);
  });

  it('refuses bad IBANs with the SPEC messages in both lists', async () => {
    const cases: [unknown, string][] = [
      ['', 'IBAN alanı zorunludur.'],
      [undefined, 'IBAN alanı zorunludur.'],
      ['TR', 'IBAN alanı zorunludur.'],
      ['TR33000610051978645784', '26 karakterlik IBAN numarasını girmelisiniz; 22 karakter girildi.'],
      ['TR3300061005197864578413261', '26 karakterlik IBAN numarasını girmelisiniz; 27 karakter girildi.'],
      ['DE89370400440532013000000', '26 karakterlik IBAN numarasını girmelisiniz; 25 karakter girildi.'],
      ['TR33000610051978645784132A', '26 karakterlik IBAN numarasını girmelisiniz; 26 karakter girildi.'],
      ['TR340006100519786457841326', 'Geçerli bir IBAN giriniz.'],
    ];
    for (const [iban, message] of cases) {
      const res = await t.call(ACCOUNTS.mehmet.kimlikNo, {
        method: 'PUT',
        url: URL,
        payload: { cariId: ACCOUNTS.mehmet.person, iban },
      });
      assert.equal(res.statusCode, 400, String(iban));
      assert.deepEqual(res.json().errors, [message], String(iban));
      assert.deepEqual(res.json().mesajList, [message]);
    }
    const stored = await t.call(ACCOUNTS.mehmet.kimlikNo, {
      method: 'GET',
      url: `${URL}?cariId=${ACCOUNTS.mehmet.person}`,
    });
    assert.equal(stored.json().data.iban, null);
  });

  it('refuses another account’s cariId with 403 and writes nothing', async () => {
    const put = await t.call(ACCOUNTS.mehmet.kimlikNo, {
      method: 'PUT',
      url: URL,
      payload: { cariId: ACCOUNTS.ali.person, iban: IBAN },
    });
    assert.equal(put.statusCode, 403);
    const get = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: `${URL}?cariId=${ACCOUNTS.ayse.person}` });
    assert.equal(get.statusCode, 403);
    const own = await t.call(ACCOUNTS.ali.kimlikNo, { method: 'GET', url: `${URL}?cariId=${ACCOUNTS.ali.person}` });
    assert.equal(own.json().data.iban, null);
    const anon = await t.call(null, { method: 'GET', url: `${URL}?cariId=${ACCOUNTS.ali.person}` });
    assert.equal(anon.statusCode, 401);
  });
});
