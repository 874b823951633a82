// Also on PostgreSQL: every Edm type through the pg driver's type mapping.
/**
 * The OData protocol around the public sets (issue #17, docs/architecture.md §10): service
 * document, $metadata in XML and JSON, absolute context URLs from the configured origin (never the
 * Host header), server-driven paging, version headers and 501 for what is not implemented.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { seed } from '../seed';
import { openTestDatabase } from '../db/test-db';
import { PUBLIC_ODATA_SETS } from '../modules/public-odata-sets';

const ORIGIN = 'https://esatis.example.gov.tr';
const ROOT = '/api/external-odata';
const TENDERS = 'HerkeseAcikIhaleAnaSayfaOData';

describe('the public OData service', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const now = new Date();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, now);
    app = await buildApp({ config: loadConfig({ PUBLIC_ORIGIN: ORIGIN }), db: handle.db, now: () => now });
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  it('the service document lists every public set, with an absolute context URL', async () => {
    for (const url of [`${ROOT}/`, ROOT]) {
      const res = await get(url, { host: 'evil.example' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['odata-version'], '4.0');
      assert.match(String(res.headers['content-type']), /^application\/json;odata\.metadata=minimal/);
      const body = res.json();
      assert.equal(body['@odata.context'], `${ORIGIN}${ROOT}/$metadata`);
      assert.deepEqual(
        body.value,
        PUBLIC_ODATA_SETS.map((s) => ({ name: s.name, kind: 'EntitySet', url: s.name })),
      );
    }
  });

  it('$metadata is well-formed CSDL XML describing sets, keys, types, facets and navigations', async () => {
    const res = await get(`${ROOT}/$metadata`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.equal(res.headers['odata-version'], '4.0');
    assert.equal(XMLValidator.validate(res.body), true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
    }).parse(res.body);
    const schema = doc['edmx:Edmx'][0]['edmx:DataServices'][0].Schema[0];
    assert.equal(schema.Namespace, 'Esatis');
    const types = new Map<string, Record<string, never[]>>(schema.EntityType.map((t: { Name: string }) => [t.Name, t]));
    const sets = schema.EntityContainer[0].EntitySet.map((s: { Name: string; EntityType: string }) => [
      s.Name,
      s.EntityType,
    ]);
    assert.deepEqual(
      sets,
      PUBLIC_ODATA_SETS.map((s) => [s.name, `Esatis.${s.entity.name}`]),
    );
    const ihale = types.get('Ihale') as unknown as {
      Key: { PropertyRef: { Name: string }[] }[];
      Property: Record<string, string>[];
      NavigationProperty: Record<string, string>[];
    };
    assert.equal(ihale.Key[0].PropertyRef[0].Name, 'Id');
    const prop = (name: string) => ihale.Property.find((p) => p.Name === name);
    assert.deepEqual(prop('Id'), { Name: 'Id', Type: 'Edm.Int32', Nullable: 'false' });
    assert.deepEqual(prop('Baslik'), { Name: 'Baslik', Type: 'Edm.String', Nullable: 'false' });
    assert.deepEqual(prop('UzatilmisBitisTarihi'), {
      Name: 'UzatilmisBitisTarihi',
      Type: 'Edm.DateTimeOffset',
      Precision: '3',
    });
    assert.deepEqual(prop('TeminatTutari'), {
      Name: 'TeminatTutari',
      Type: 'Edm.Decimal',
      Nullable: 'false',
      Precision: '18',
      Scale: '2',
    });
    assert.deepEqual(prop('DovizKuru'), { Name: 'DovizKuru', Type: 'Edm.Decimal', Scale: 'variable' });
    const nav = (name: string) => ihale.NavigationProperty.find((p) => p.Name === name);
    assert.deepEqual(nav('Kalemleri'), { Name: 'Kalemleri', Type: 'Collection(Esatis.Kalem)' });
    assert.deepEqual(nav('IhaleDurumu'), { Name: 'IhaleDurumu', Type: 'Esatis.KategoriOzet', Nullable: 'false' });
    // Every type reachable through navigation is described.
    for (const t of types.values()) {
      for (const n of (t.NavigationProperty ?? []) as unknown as { Type: string }[]) {
        const target = n.Type.replace(/^Collection\((.*)\)$/, '$1').replace(/^Esatis\./, '');
        assert.ok(types.has(target), `${n.Type} is described`);
      }
    }
    // The account behind a bid is never part of the model.
    assert.ok(
      !(types.get('Teklif') as unknown as { Property: { Name: string }[] }).Property.some((p) => p.Name === 'CariId'),
    );
  });

  it('$metadata as CSDL JSON on $format=json or Accept: application/json', async () => {
    for (const res of [
      await get(`${ROOT}/$metadata?$format=json`),
      await get(`${ROOT}/$metadata`, { accept: 'application/json' }),
    ]) {
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const csdl = res.json();
      assert.equal(csdl.$EntityContainer, 'Esatis.Container');
      assert.deepEqual(csdl.Esatis.Ihale.$Key, ['Id']);
      assert.deepEqual(csdl.Esatis.Ihale.Id, { $Type: 'Edm.Int32' });
      assert.deepEqual(csdl.Esatis.Ihale.Baslik, {});
      assert.deepEqual(csdl.Esatis.Ihale.Kalemleri, {
        $Kind: 'NavigationProperty',
        $Type: 'Esatis.Kalem',
        $Collection: true,
      });
      assert.deepEqual(csdl.Esatis.Container[TENDERS], { $Collection: true, $Type: 'Esatis.Ihale' });
    }
    assert.equal((await get(`${ROOT}/$metadata?$format=atom`)).statusCode, 501);
  });

  it('every set answer carries the absolute context URL from the configured origin, not the Host header', async () => {
    const res = await get(`${ROOT}/${TENDERS}?$top=1`, { host: 'evil.example' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['odata-version'], '4.0');
    assert.equal(res.json()['@odata.context'], `${ORIGIN}${ROOT}/$metadata#${TENDERS}`);
    const selected = await get(`${ROOT}/HerkeseAcikKategoriOData?$select=Id,Adi`);
    assert.equal(selected.json()['@odata.context'], `${ORIGIN}${ROOT}/$metadata#HerkeseAcikKategoriOData(Id,Adi)`);
    for (const set of PUBLIC_ODATA_SETS) {
      const r = await get(`${ROOT}/${set.name}?$top=1`);
      assert.equal(r.statusCode, 200, set.name);
      assert.equal(r.json()['@odata.context'], `${ORIGIN}${ROOT}/$metadata#${set.name}`);
    }
  });

  it('server-driven paging: a cut page links to the next, $top and $skip keep working', async () => {
    const all = (await get(`${ROOT}/${TENDERS}?$select=Id&$count=true`)).json();
    const total = all['@odata.count'] as number;
    assert.ok(total > 25 && total <= 100, `the demo seed fits one default page (${total})`);
    assert.equal(all.value.length, total);
    assert.equal(all['@odata.nextLink'], undefined, 'an uncut page has no next link');

    // A $top of 25 in pages of 10: 10, 10, 5, each link keeping the client's other options.
    const prefer = { prefer: 'odata.maxpagesize=10' };
    let res = await get(`${ROOT}/${TENDERS}?$select=Id&$orderby=Id%20desc&$top=25&_=x`, prefer);
    assert.equal(res.headers['preference-applied'], 'odata.maxpagesize=10');
    const ids: number[] = [];
    const links: string[] = [];
    for (;;) {
      const body = res.json();
      ids.push(...body.value.map((r: { Id: number }) => r.Id));
      const next = body['@odata.nextLink'] as string | undefined;
      if (!next) break;
      links.push(next);
      assert.ok(next.startsWith(`${ORIGIN}${ROOT}/${TENDERS}?`));
      res = await get(next.slice(ORIGIN.length), prefer);
    }
    assert.deepEqual(links, [
      `${ORIGIN}${ROOT}/${TENDERS}?$select=Id&$orderby=Id%20desc&_=x&$skip=10&$top=15`,
      `${ORIGIN}${ROOT}/${TENDERS}?$select=Id&$orderby=Id%20desc&_=x&$skip=20&$top=5`,
    ]);
    const expected = all.value.map((r: { Id: number }) => r.Id).sort((a: number, b: number) => b - a);
    assert.deepEqual(ids, expected.slice(0, 25));

    // A client-sized page is not cut: $top within the page size gets no next link.
    const own = (await get(`${ROOT}/${TENDERS}?$top=10&$skip=10`)).json();
    assert.equal(own.value.length, 10);
    assert.equal(own['@odata.nextLink'], undefined);
    // A $top above the page size is served, a page at a time.
    const big = await get(`${ROOT}/${TENDERS}?$select=Id&$top=500`, prefer);
    assert.equal(big.statusCode, 200);
    assert.equal(big.json().value.length, 10);
    assert.match(big.json()['@odata.nextLink'], /\$skip=10&\$top=490$/);
  });

  it('501 for options the service does not implement, 400 for malformed ones', async () => {
    for (const q of [
      '$search=bakır',
      '$apply=groupby((Id))',
      '$compute=Id%20add%201%20as%20X',
      '$index=1',
      '$schemaversion=1',
      '$skiptoken=abc',
      '$format=xml',
      '$format=application/json;odata.metadata=full',
      '$expand=*',
      '$expand=Kalemleri($count=true)',
      '$expand=Kalemleri($levels=2)',
    ]) {
      const res = await get(`${ROOT}/${TENDERS}?${q}`);
      assert.equal(res.statusCode, 501, q);
      assert.equal(res.headers['odata-version'], '4.0', q);
      assert.equal(res.json().error.code, 'NotImplemented', q);
      assert.ok(res.json().error.message.length > 0);
    }
    for (const q of ['$format=json', '$format=application/json;odata.metadata=minimal']) {
      assert.equal((await get(`${ROOT}/${TENDERS}?$top=1&${q}`)).statusCode, 200, q);
    }
    const bad = await get(`${ROOT}/${TENDERS}?$top=abc`);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.headers['odata-version'], '4.0');
  });

  it('refuses clients limited to OData versions below 4.0, and answers JSON only', async () => {
    const old = await get(`${ROOT}/${TENDERS}?$top=1`, { 'odata-maxversion': '3.0' });
    assert.equal(old.statusCode, 400);
    assert.equal(old.json().error.code, 'UnsupportedODataVersion');
    assert.equal((await get(`${ROOT}/`, { 'odata-version': '2.0' })).statusCode, 400);
    assert.equal((await get(`${ROOT}/${TENDERS}?$top=1`, { 'odata-maxversion': '4.01' })).statusCode, 200);
    assert.equal((await get(`${ROOT}/${TENDERS}?$top=1`, { 'odata-maxversion': '4.0' })).statusCode, 200);
    assert.equal((await get(`${ROOT}/${TENDERS}?$top=1`, { accept: 'application/atom+xml' })).statusCode, 406);
  });
});
