import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import {
  at,
  createCompany,
  createPerson,
  createTender,
  insertAuctionLookups,
  type TestPerson,
} from '../../auction/test-fixtures';
import { issueAccessToken } from '../../auth/tokens';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { favoriIhale } from '../../db/schema';
import { openTestDatabase } from '../../db/test-db';

const NOW = new Date('2026-11-20T09:00:00Z');

describe('favourites (v1/FavoriIhale, FavoriIhaleOData)', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  let company: number;
  let tokens: Map<TestPerson, string>;
  let t1: number;
  let t2: number;
  let draft: number;
  let withdrawn: number;

  before(async () => {
    handle = await openTestDatabase();
    const l = await insertAuctionLookups(handle.db);
    ayse = await createPerson(handle.db, { kimlikNo: '10000000146' });
    mehmet = await createPerson(handle.db, { kimlikNo: '10000000214' });
    company = await createCompany(handle.db, { unvan: 'Anadolu Hurda Metal A.Ş.', vkn: '1234567890', owners: [ayse] });
    t1 = (
      await createTender(handle.db, l, {
        durum: 213,
        start: at(NOW, -60),
        end: at(NOW, 60),
        opening: 8000,
        baslik: 'Pirinç Talaşı',
      })
    ).ihaleId;
    t2 = (
      await createTender(handle.db, l, {
        durum: 212,
        start: at(NOW, 60),
        end: at(NOW, 120),
        opening: 20000,
        baslik: 'Ahşap Palet',
      })
    ).ihaleId;
    draft = (await createTender(handle.db, l, { durum: 211, start: at(NOW, 60), end: at(NOW, 120), opening: 8000 }))
      .ihaleId;
    withdrawn = (
      await createTender(handle.db, l, {
        durum: 213,
        start: at(NOW, -60),
        end: at(NOW, 60),
        opening: 8000,
        yayindanKaldir: true,
      })
    ).ihaleId;
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => NOW });
    tokens = new Map();
    for (const p of [ayse, mehmet]) tokens.set(p, await issueAccessToken(app, p.kimlikNo));
    // A session acts for one account (docs/spec.md §1): Ayşe acting for her company signs in separately.
    companyToken = await issueAccessToken(app, ayse.kimlikNo, { cariId: company });
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  let companyToken: string;
  const auth = (p: TestPerson | 'ayse-company' | null) =>
    p === 'ayse-company'
      ? { authorization: `Bearer ${companyToken}` }
      : p
        ? { authorization: `Bearer ${tokens.get(p)}` }
        : {};
  const add = (p: TestPerson | 'ayse-company' | null, body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/FavoriIhale', headers: auth(p), payload: body });
  const list = (p: TestPerson | 'ayse-company' | null, query: string) =>
    app.inject({ method: 'GET', url: `/api/external-odata/FavoriIhaleOData?${query}`, headers: auth(p) });

  it('adds a favourite once, however often it is added', async () => {
    const first = await add(ayse, { IhaleId: t1, cariId: ayse.cariId });
    assert.equal(first.statusCode, 200, first.body);
    const again = await add(ayse, { IhaleId: t1, cariId: ayse.cariId });
    assert.deepEqual(again.json(), first.json());
    assert.deepEqual(Object.keys(first.json().data).sort(), ['cariId', 'id', 'ihaleId']);
    assert.equal((await add('ayse-company', { IhaleId: t2, cariId: company })).statusCode, 200);
    // Her person session may not act for the company, nor the company session for her.
    assert.equal((await add(ayse, { IhaleId: t1, cariId: company })).statusCode, 403);
    assert.equal((await add('ayse-company', { IhaleId: t1, cariId: ayse.cariId })).statusCode, 403);
    assert.equal((await add(ayse, { IhaleId: t2, cariId: ayse.cariId })).statusCode, 200);
  });

  it('requires sign-in, and the caller’s own account', async () => {
    assert.equal((await add(null, { IhaleId: t1, cariId: ayse.cariId })).statusCode, 401);
    const other = await add(mehmet, { IhaleId: t1, cariId: ayse.cariId });
    assert.equal(other.statusCode, 403);
    assert.equal((await add(mehmet, { IhaleId: t1, cariId: company })).statusCode, 403);
    assert.equal((await list(null, '$filter=CariId eq 1')).statusCode, 401);
  });

  it('refuses hidden or unknown tenders and bad input without a 500', async () => {
    assert.equal((await add(ayse, { IhaleId: draft, cariId: ayse.cariId })).statusCode, 404);
    assert.equal((await add(ayse, { IhaleId: withdrawn, cariId: ayse.cariId })).statusCode, 404);
    assert.equal((await add(ayse, { IhaleId: 424242, cariId: ayse.cariId })).statusCode, 404);
    for (const body of [{}, { IhaleId: 'x', cariId: ayse.cariId }, { IhaleId: t1 }]) {
      const res = await add(ayse, body);
      assert.equal(res.statusCode, 400);
      assert.equal(typeof res.json().message, 'string');
    }
    const del = await app.inject({ method: 'DELETE', url: '/api/v1/FavoriIhale/abc', headers: auth(ayse) });
    assert.equal(del.statusCode, 400);
  });

  it('lists only the caller’s favourites, whatever the filter names, with the tender expanded', async () => {
    const res = await list(
      ayse,
      `$filter=CariId eq ${ayse.cariId}&$expand=Ihale($expand=IhaleDurumu,Kalemleri)&$orderby=Id desc&$skip=0&$top=10&$count=true`,
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body['@odata.count'], 2);
    assert.deepEqual(
      body.value.map((v: { IhaleId: number }) => v.IhaleId),
      [t2, t1],
      'newest first',
    );
    const item = body.value[1];
    assert.equal(item.Ihale.Id, t1);
    assert.equal(item.Ihale.Baslik, 'Pirinç Talaşı');
    assert.equal(item.Ihale.IhaleDurumuId, 213);
    assert.equal(item.Ihale.IhaleDurumu.Adi, 'Devam Ediyor');
    assert.equal(typeof item.Ihale.BaslangicTarihi, 'string');
    assert.equal(item.Ihale.Kalemleri[0].TurTeklifleriTeklifTutariMax, 0);

    // Mehmet asks for Ayşe's favourites: the server scope wins, he sees only his own (none).
    const sneaky = await list(mehmet, `$filter=CariId eq ${ayse.cariId} or CariId ne 0&$count=true`);
    assert.equal(sneaky.statusCode, 200);
    assert.deepEqual(sneaky.json(), { '@odata.count': 0, value: [] });
    // Her company's favourites come to her company session only (the account that session acts for).
    const viaCompany = await list('ayse-company', `$filter=CariId eq ${company}`);
    assert.deepEqual(
      viaCompany.json().value.map((v: { CariId: number }) => v.CariId),
      [company],
    );
    const companyFromPerson = await list(ayse, `$filter=CariId eq ${company}`);
    assert.deepEqual(companyFromPerson.json().value, []);
  });

  it('deletes only own favourites: someone else’s is 403, a missing one 404', async () => {
    const [row] = await handle.db.select().from(favoriIhale).limit(1);
    const byMehmet = await app.inject({
      method: 'DELETE',
      url: `/api/v1/FavoriIhale/${row.id}`,
      headers: auth(mehmet),
    });
    assert.equal(byMehmet.statusCode, 403);
    const ok = await app.inject({ method: 'DELETE', url: `/api/v1/FavoriIhale/${row.id}`, headers: auth(ayse) });
    assert.equal(ok.statusCode, 204);
    const gone = await app.inject({ method: 'DELETE', url: `/api/v1/FavoriIhale/${row.id}`, headers: auth(ayse) });
    assert.equal(gone.statusCode, 404);
    // Her person session had two favourites (t1, t2); the company's stays.
    const after = await list(ayse, '$count=true');
    assert.equal(after.json()['@odata.count'], 1);
    assert.equal((await list('ayse-company', '$count=true')).json()['@odata.count'], 1);
  });
});
