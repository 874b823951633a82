import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACCOUNTS, odataUrl, openProfileTestApp, type ProfileTestContext } from './test-support';

const SET = 'GercekKisilikExternalOData';

describe('personal record (Hesabım)', () => {
  let t: ProfileTestContext;
  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('answers the caller’s own record filtered by KimlikNo', async () => {
    const res = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: odataUrl(SET, { $filter: `KimlikNo eq '${ACCOUNTS.ayse.kimlikNo}'` }),
    });
    assert.equal(res.statusCode, 200);
    const { value } = res.json();
    assert.equal(value.length, 1);
    assert.deepEqual(
      { ...value[0] },
      {
        Id: 1,
        CariId: ACCOUNTS.ayse.person,
        KimlikNo: ACCOUNTS.ayse.kimlikNo,
        Adi: 'Ayşe',
        Soyadi: 'Yılmaz',
        GSM: '5321234567',
        Eposta: 'ayse.yilmaz@example.com.tr',
        EpostaBildirimOnayi: true,
        GSMBildirimOnayi: false,
      },
    );
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('refuses another person’s KimlikNo with 403, also hidden in an or', async () => {
    for (const filter of [
      `KimlikNo eq '${ACCOUNTS.mehmet.kimlikNo}'`,
      `KimlikNo eq '${ACCOUNTS.ayse.kimlikNo}' or KimlikNo eq '${ACCOUNTS.mehmet.kimlikNo}'`,
      `KimlikNo in ('${ACCOUNTS.mehmet.kimlikNo}')`,
    ]) {
      const res = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: odataUrl(SET, { $filter: filter }) });
      assert.equal(res.statusCode, 403, filter);
      assert.equal(res.json().error.code, 'UnauthorizedException');
    }
  });

  it('never returns another person’s row, whatever else the filter says', async () => {
    for (const options of [{}, { $filter: `KimlikNo ne 'x'` }, { $filter: 'Id gt 0' }, { $filter: 'not (Id eq 1)' }]) {
      const res = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: odataUrl(SET, options) });
      assert.equal(res.statusCode, 200);
      for (const row of res.json().value) assert.equal(row.KimlikNo, ACCOUNTS.ayse.kimlikNo);
    }
    const none = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: odataUrl(SET, { $filter: 'not (Id eq 1)' }),
    });
    assert.deepEqual(none.json().value, []);
  });

  it('answers 401 without sign-in and 400 for a broken filter', async () => {
    const anon = await t.call(null, {
      method: 'GET',
      url: odataUrl(SET, { $filter: `KimlikNo eq '${ACCOUNTS.ayse.kimlikNo}'` }),
    });
    assert.equal(anon.statusCode, 401);
    const bad = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: odataUrl(SET, { $filter: 'KimlikNo eq' }) });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().error.message, 'an OData error with its message');
  });

  it('saves the contact consents of the caller only', async () => {
    const res = await t.call(ACCOUNTS.mehmet.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/GercekKisilik/IletisimTercihi',
      payload: { epostaBildirimOnayi: true, gsmBildirimOnayi: true },
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: { epostaBildirimOnayi: true, gsmBildirimOnayi: true } });
    const mine = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: odataUrl(SET, {}) });
    assert.equal(mine.json().value[0].EpostaBildirimOnayi, true);
    assert.equal(mine.json().value[0].GSMBildirimOnayi, true);
    // Ayşe's preferences are untouched.
    const ayse = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: odataUrl(SET, {}) });
    assert.equal(ayse.json().value[0].GSMBildirimOnayi, false);
  });

  it('refuses consents that are not booleans, and callers without a record', async () => {
    const bad = await t.call(ACCOUNTS.mehmet.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/GercekKisilik/IletisimTercihi',
      payload: { epostaBildirimOnayi: 'evet' },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, ['Bildirim tercihleri evet ya da hayır olmalıdır.']);
    assert.deepEqual(bad.json().mesajList, bad.json().errors);
    const none = await t.call(ACCOUNTS.zeynep.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/GercekKisilik/IletisimTercihi',
      payload: { epostaBildirimOnayi: true, gsmBildirimOnayi: false },
    });
    assert.equal(none.statusCode, 404);
    const anon = await t.call(null, {
      method: 'PUT',
      url: '/api/v1/GercekKisilik/IletisimTercihi',
      payload: { epostaBildirimOnayi: true, gsmBildirimOnayi: false },
    });
    assert.equal(anon.statusCode, 401);
  });
});
