/**
 * Issue #37 (docs/architecture.md §10): every error under /api/external-odata in OData's error shape
 * (JSON Format §21.1) while the rest of the API keeps its envelope; entity access by key
 * (`Set(50)`, URL Conventions §4.3.1) and `Set/$count` (Protocol §11.2.10), each set's visibility
 * and account scoping kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';

const ROOT = '/api/external-odata';
const TENDERS = 'HerkeseAcikIhaleAnaSayfaOData';
const FINISHED = 'SonuclananIhaleOData';
const PERSONS = 'GercekKisilikExternalOData';

/** The OData error shape: one `error` member with code and a non-empty message, the OData headers. */
function assertODataError(
  res: LightMyRequestResponse,
  status: number,
  code?: string,
): { code: string; message: string } {
  assert.equal(res.statusCode, status, res.body.slice(0, 300));
  assert.equal(res.headers['odata-version'], '4.0');
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const body = res.json();
  assert.deepEqual(Object.keys(body), ['error'], res.body.slice(0, 300));
  assert.equal(typeof body.error.code, 'string');
  assert.equal(typeof body.error.message, 'string');
  assert.ok(body.error.message.length > 0);
  if (code) assert.equal(body.error.code, code);
  return body.error;
}

describe('OData errors and addressing', () => {
  let t: ProfileTestContext;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    t = await openProfileTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('answers a bad query with an OData error naming the problem in Turkish', async () => {
    const res = await get(`${ROOT}/${TENDERS}?$filter=NoSuchProp%20eq%201`);
    const error = assertODataError(res, 400, 'InvalidODataQuery');
    assert.match(error.message, /NoSuchProp/);
    assert.match(error.message, /Bilinmeyen/);
  });

  it('uses the OData shape for 404, 405, 406, 501 and the version check; the rest of the API keeps its envelope', async () => {
    assertODataError(await get(`${ROOT}/NoSuchSet`), 404, 'NotFound');
    assertODataError(await get(`${ROOT}/NoSuchSet(1)`), 404, 'NotFound');
    assertODataError(await t.app.inject({ method: 'POST', url: `${ROOT}/${TENDERS}`, payload: {} }), 405);
    assertODataError(await get(`${ROOT}/${TENDERS}?$top=1`, { accept: 'application/atom+xml' }), 406);
    assertODataError(await get(`${ROOT}/${TENDERS}?$search=bak%C4%B1r`), 501, 'NotImplemented');
    assertODataError(await get(`${ROOT}/$metadata?$format=atom`), 501, 'NotImplemented');
    assertODataError(await t.app.inject({ method: 'POST', url: `${ROOT}/$batch`, payload: {} }), 501);
    assertODataError(await get(`${ROOT}/${TENDERS}?$top=1`, { 'odata-maxversion': '3.0' }), 400);
    // A bidder set called anonymously: the bidder scope's 401, in OData's shape too.
    assertODataError(await get(`${ROOT}/${PERSONS}`), 401);

    const portal = await get('/api/no-such-route');
    assert.equal(portal.statusCode, 404);
    assert.equal(portal.json().key, 'NotFound');
    assert.ok(Array.isArray(portal.json().mesajList));
  });

  it('addresses one entity by key, with its context URL, $select and $expand', async () => {
    const list = (await get(`${ROOT}/${TENDERS}?$top=1&$orderby=Id%20desc`)).json();
    const row = list.value[0] as { Id: number };
    for (const path of [`${TENDERS}(${row.Id})`, `${TENDERS}(Id=${row.Id})`]) {
      const res = await get(`${ROOT}/${path}`);
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      assert.equal(res.headers['odata-version'], '4.0');
      assert.match(String(res.headers['content-type']), /^application\/json;odata\.metadata=minimal/);
      const { '@odata.context': context, ...entity } = res.json();
      assert.match(context, new RegExp(`/api/external-odata/\\$metadata#${TENDERS}/\\$entity$`));
      assert.deepEqual(entity, row);
    }
    const selected = await get(`${ROOT}/${TENDERS}(${row.Id})?$select=Id,Baslik&$expand=Kalemleri($select=Id,IhaleId)`);
    assert.equal(selected.statusCode, 200, selected.body.slice(0, 300));
    const body = selected.json();
    assert.match(body['@odata.context'], new RegExp(`#${TENDERS}\\(Id,Baslik,Kalemleri\\(Id,IhaleId\\)\\)/\\$entity$`));
    assert.deepEqual(Object.keys(body).sort(), ['@odata.context', 'Baslik', 'Id', 'Kalemleri']);
    for (const k of body.Kalemleri) assert.equal(k.IhaleId, row.Id);
  });

  it('answers 404 for a key that does not exist or that the set does not show, 400/501 for what it cannot address', async () => {
    assertODataError(await get(`${ROOT}/${TENDERS}(2147483647)`), 404, 'NotFound');
    assertODataError(await get(`${ROOT}/${TENDERS}(99999999999999999999)`), 404, 'NotFound');
    // A running tender is not a finished one: the set's base filter applies to key access too.
    const running = (await get(`${ROOT}/${TENDERS}?$filter=IhaleDurumuId%20eq%20213&$top=1&$select=Id`)).json();
    assert.equal(running.value.length, 1, 'the seed has a running tender');
    assertODataError(await get(`${ROOT}/${FINISHED}(${running.value[0].Id})`), 404, 'NotFound');

    assertODataError(await get(`${ROOT}/${TENDERS}('abc')`), 400, 'InvalidODataQuery');
    assertODataError(await get(`${ROOT}/${TENDERS}(Baslik=1)`), 400, 'InvalidODataQuery');
    assertODataError(await get(`${ROOT}/${TENDERS}(1)?$filter=Id%20eq%201`), 400, 'InvalidODataQuery');
    assertODataError(await get(`${ROOT}/${TENDERS}(1)/Kalemleri`), 501, 'NotImplemented');
    assertODataError(await get(`${ROOT}/${TENDERS}Foo`), 404, 'NotFound');
  });

  it('counts a set as plain text, honouring $filter', async () => {
    const all = (await get(`${ROOT}/${TENDERS}?$count=true&$top=0`)).json()['@odata.count'] as number;
    const res = await get(`${ROOT}/${TENDERS}/$count`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['odata-version'], '4.0');
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.equal(res.body, String(all));
    assert.ok(all > 0);

    const filter = '$filter=IhaleDurumuId%20eq%20213';
    const running = (await get(`${ROOT}/${TENDERS}?${filter}&$count=true&$top=0`)).json()['@odata.count'];
    assert.equal((await get(`${ROOT}/${TENDERS}/$count?${filter}`)).body, String(running));
    assert.ok(running < all);
    assertODataError(await get(`${ROOT}/${TENDERS}/$count?$filter=Nope%20eq%201`), 400);
    assertODataError(await get(`${ROOT}/${TENDERS}/$count?$search=x`), 501);
  });

  it("keeps account-scoped sets to the caller's rows: another person's record by key is a 404", async () => {
    const own = await t.call(ACCOUNTS.ayse.kimlikNo, { method: 'GET', url: `${ROOT}/${PERSONS}?$select=Id,CariId` });
    assert.equal(own.statusCode, 200, own.body);
    const [ayse] = own.json().value as { Id: number; CariId: number }[];
    assert.equal(ayse.CariId, ACCOUNTS.ayse.person);

    const byKey = await t.call(ACCOUNTS.ayse.kimlikNo, {
      method: 'GET',
      url: `${ROOT}/${PERSONS}(${ayse.Id})?$select=Id,CariId`,
    });
    assert.equal(byKey.statusCode, 200, byKey.body);
    assert.deepEqual(byKey.json(), ayse, 'a per-caller set carries no context URL');

    const other = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: `${ROOT}/${PERSONS}(${ayse.Id})` });
    assertODataError(other, 404, 'NotFound');
    assertODataError(await get(`${ROOT}/${PERSONS}(${ayse.Id})`), 401);

    const count = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: `${ROOT}/${PERSONS}/$count` });
    assert.equal(count.body, '1', 'only his own record');
  });

  it('IEEE754Compatible=true: writes Decimal values and @odata.count as strings when the client asks, numbers otherwise', async () => {
    const query = `${ROOT}/${TENDERS}?$top=3&$orderby=Id&$select=Id,TeminatTutari&$count=true`;
    const plain = await get(query);
    assert.equal(typeof plain.json()['@odata.count'], 'number');
    assert.equal(typeof plain.json().value[0].TeminatTutari, 'number');
    for (const res of [
      await get(query, { accept: 'application/json;odata.metadata=minimal;IEEE754Compatible=true' }),
      await get(`${query}&$format=${encodeURIComponent('application/json;IEEE754Compatible=true')}`),
    ]) {
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      assert.match(String(res.headers['content-type']), /IEEE754Compatible=true/);
      const body = res.json();
      assert.equal(body['@odata.count'], String(plain.json()['@odata.count']));
      body.value.forEach((row: { Id: unknown; TeminatTutari: unknown }, i: number) => {
        assert.equal(typeof row.Id, 'number', 'Int32 stays a number');
        assert.equal(typeof row.TeminatTutari, 'string');
        assert.equal(Number(row.TeminatTutari), plain.json().value[i].TeminatTutari);
      });
    }
    const one = plain.json().value[0] as { Id: number };
    const entity = await get(`${ROOT}/${TENDERS}(${one.Id})?$select=TeminatTutari`, {
      accept: 'application/json;IEEE754Compatible=true',
    });
    assert.equal(typeof entity.json().TeminatTutari, 'string');
  });

  it('answers an unexpected failure with a 500 in OData shape that reveals nothing', async () => {
    // The same database, whose queries now fail with an error that names internals.
    const broken = new Proxy(t.handle.db, {
      get: (target, prop) =>
        prop === 'execute'
          ? () => Promise.reject(new Error('relation "gizli_tablo" does not exist at SELECT secret'))
          : Reflect.get(target, prop),
    }) as Db;
    const app: FastifyInstance = await buildApp({ config: loadConfig({}), db: broken, now: () => TEST_NOW });
    try {
      const res = await app.inject({ method: 'GET', url: `${ROOT}/${TENDERS}?$top=1` });
      assertODataError(res, 500);
      assert.doesNotMatch(res.body, /gizli_tablo|SELECT|secret/);
    } finally {
      await app.close();
    }
  });
});
