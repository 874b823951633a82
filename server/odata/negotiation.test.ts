/**
 * Issue #37 item 3 (docs/architecture.md §10): what a client asks for in its Accept, $format and
 * OData-MaxVersion is what it gets, or a 406 that says why: `odata.metadata=none` drops the context,
 * `full` is refused rather than answered as minimal, CSDL JSON (a 4.01 format) is labelled 4.01 and
 * not sent to a client that reads at most 4.0; the context URL names an expansion's own $select.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { seed } from '../seed';
import { openTestDatabase } from '../db/test-db';

const ORIGIN = 'https://esatis.example.gov.tr';
const ROOT = '/api/external-odata';
const TENDERS = 'HerkeseAcikIhaleAnaSayfaOData';
const CONTEXT = `${ORIGIN}${ROOT}/$metadata#`;

const contentType = (res: LightMyRequestResponse) => String(res.headers['content-type']);

describe('OData content negotiation and context URLs', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const now = new Date();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  let firstId: number;

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, now);
    app = await buildApp({ config: loadConfig({ PUBLIC_ORIGIN: ORIGIN }), db: handle.db, now: () => now });
    firstId = (await get(`${ROOT}/${TENDERS}?$select=Id&$top=1`)).json().value[0].Id;
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  it('refuses odata.metadata=full with a 406 in OData shape, and serves it when minimal is also acceptable', async () => {
    for (const url of [`${ROOT}/${TENDERS}?$top=1`, `${ROOT}/${TENDERS}(${firstId})`, `${ROOT}/`]) {
      const refused = await get(url, { accept: 'application/json;odata.metadata=full' });
      assert.equal(refused.statusCode, 406, url);
      assert.equal(refused.json().error.code, 'NotAcceptable');
      assert.match(refused.json().error.message, /odata\.metadata=full sunulmaz/);
      const fallback = await get(url, { accept: 'application/json;odata.metadata=full, application/json;q=0.5' });
      assert.equal(fallback.statusCode, 200, url);
      assert.match(contentType(fallback), /^application\/json;odata\.metadata=minimal/);
    }
  });

  it('odata.metadata=none, by Accept or $format, drops the context URL and says so; count and nextLink stay', async () => {
    const byAccept = await get(`${ROOT}/${TENDERS}?$top=1&$count=true`, {
      accept: 'application/json;odata.metadata=none',
    });
    const byFormat = await get(`${ROOT}/${TENDERS}?$top=1&$count=true&$format=application/json;odata.metadata=none`);
    for (const res of [byAccept, byFormat]) {
      assert.equal(res.statusCode, 200);
      assert.match(contentType(res), /^application\/json;odata\.metadata=none/);
      const body = res.json();
      assert.equal(body['@odata.context'], undefined);
      assert.equal(typeof body['@odata.count'], 'number');
      assert.equal(body.value.length, 1);
    }
    const entity = await get(`${ROOT}/${TENDERS}(${firstId})`, { accept: 'application/json;odata.metadata=none' });
    assert.equal(entity.json()['@odata.context'], undefined);
    assert.equal(entity.json().Id, firstId);
    const service = await get(`${ROOT}/`, { accept: 'application/json;odata.metadata=none' });
    assert.equal(service.json()['@odata.context'], undefined);
    assert.ok(service.json().value.length > 0);
  });

  it('$format overrides Accept (Protocol §11.2.11)', async () => {
    const res = await get(`${ROOT}/${TENDERS}?$top=1&$format=json`, { accept: 'application/xml' });
    assert.equal(res.statusCode, 200);
    assert.match(contentType(res), /^application\/json;odata\.metadata=minimal/);
  });

  it('CSDL JSON is labelled OData 4.01, and a client reading at most 4.0 gets XML or a 406', async () => {
    const json = await get(`${ROOT}/$metadata`, { accept: 'application/json' });
    assert.equal(json.statusCode, 200);
    assert.equal(json.headers['odata-version'], '4.01');
    assert.equal(json.json().$EntityContainer, 'Esatis.Container');
    const for401 = await get(`${ROOT}/$metadata`, { accept: 'application/json', 'odata-maxversion': '4.01' });
    assert.equal(for401.headers['odata-version'], '4.01');
    assert.match(contentType(for401), /^application\/json/);

    const jsonFirst = await get(`${ROOT}/$metadata`, {
      accept: 'application/json, application/xml;q=0.9',
      'odata-maxversion': '4.0',
    });
    assert.equal(jsonFirst.statusCode, 200);
    assert.equal(jsonFirst.headers['odata-version'], '4.0');
    assert.match(contentType(jsonFirst), /^application\/xml/);
    assert.match(jsonFirst.body, /<edmx:Edmx Version="4.0"/);

    for (const [url, accept] of [
      [`${ROOT}/$metadata`, 'application/json'],
      [`${ROOT}/$metadata?$format=json`, '*/*'],
    ]) {
      const refused = await get(url, { accept, 'odata-maxversion': '4.0' });
      assert.equal(refused.statusCode, 406, url);
      assert.equal(refused.headers['odata-version'], '4.0');
      assert.match(refused.json().error.message, /OData 4\.01/);
    }
    const xml = await get(`${ROOT}/$metadata`, { 'odata-maxversion': '4.0' });
    assert.equal(xml.statusCode, 200);
    assert.match(contentType(xml), /^application\/xml/);
  });

  it("the context URL names each expansion's own $select (OData 4.0 Part 1 §10.9)", async () => {
    const cases: [string, string][] = [
      ['$select=Id,Baslik&$expand=Kalemleri($select=Id)', `${TENDERS}(Id,Baslik,Kalemleri(Id))`],
      ['$select=Id&$expand=Kalemleri', `${TENDERS}(Id)`],
      ['$expand=Kalemleri($select=Id)', `${TENDERS}(*,Kalemleri(Id))`],
      ['$expand=Kalemleri', TENDERS],
    ];
    for (const [query, context] of cases) {
      const res = await get(`${ROOT}/${TENDERS}?$top=1&${query}`);
      assert.equal(res.statusCode, 200, `${query}: ${res.body.slice(0, 200)}`);
      assert.equal(res.json()['@odata.context'], `${CONTEXT}${context}`, query);
    }
    const entity = await get(`${ROOT}/${TENDERS}(${firstId})?$select=Id&$expand=Kalemleri($select=Id)`);
    assert.equal(entity.json()['@odata.context'], `${CONTEXT}${TENDERS}(Id,Kalemleri(Id))/$entity`);
  });
});
