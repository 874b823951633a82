import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openPublicTestApp } from '../tenders/test-fixtures';

/** The body without @odata.context (asserted once, in server/odata/service.test.ts). */
const withoutContext = (body: Record<string, unknown>) => {
  const { '@odata.context': _context, ...rest } = body;
  return rest;
};

type TestApp = Awaited<ReturnType<typeof openPublicTestApp>>;

describe('public lookups', () => {
  let t: TestApp;
  before(async () => {
    t = await openPublicTestApp();
  });
  after(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

  it('HerkeseAcikTeslimatYeriOData: active delivery places only', async () => {
    const res = await get(`/external-odata/HerkeseAcikTeslimatYeriOData?$select=Id,Adi`);
    assert.deepEqual(withoutContext(res.json()), {
      value: [{ Id: t.fixture.teslimatYeri.izmir, Adi: 'İzmir Fabrikası' }],
    });
    const withAddress = await get(
      `/external-odata/HerkeseAcikTeslimatYeriOData?$filter=Id%20eq%20${t.fixture.teslimatYeri.eski}`,
    );
    assert.deepEqual(withAddress.json().value, []);
  });

  it('HerkeseAcikKategoriOData: the two list statuses 212 and 213', async () => {
    const res = await get('/external-odata/HerkeseAcikKategoriOData');
    assert.deepEqual(res.json().value, [
      { Id: 212, Adi: 'Başlamadı', UstKategoriId: 210 },
      { Id: 213, Adi: 'Devam Ediyor', UstKategoriId: 210 },
    ]);
  });

  it('KategoriOData: conversation topics under 190', async () => {
    const res = await get(`/external-odata/KategoriOData?$filter=${encodeURIComponent('UstKategoriId eq 190')}`);
    assert.deepEqual(
      res.json().value.map((k: { Adi: string }) => k.Adi),
      ['Genel', 'Teminat'],
    );
  });

  it('IhaleKalemKategori: the tree below the given id, recursively', async () => {
    const res = await get('/v1/IhaleKalemKategori?UstIhaleKalemKategoriId=1');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(withoutContext(res.json()), {
      data: [
        {
          id: 2,
          adi: 'Metal',
          altIhaleKalemKategorileri: [
            { id: 3, adi: 'Bakır', altIhaleKalemKategorileri: [] },
            { id: 4, adi: 'Alüminyum', altIhaleKalemKategorileri: [] },
          ],
        },
        { id: 5, adi: 'Hurda', altIhaleKalemKategorileri: [] },
      ],
    });
    const leaf = await get('/v1/IhaleKalemKategori?UstIhaleKalemKategoriId=3');
    assert.deepEqual(leaf.json(), { data: [] });
  });

  it('IhaleKalemKategori: a missing or bad parameter is a 400 with a message', async () => {
    for (const qs of [
      '',
      '?UstIhaleKalemKategoriId=',
      '?UstIhaleKalemKategoriId=abc',
      '?UstIhaleKalemKategoriId=-1',
      '?UstIhaleKalemKategoriId=1&UstIhaleKalemKategoriId=2',
    ]) {
      const res = await get(`/v1/IhaleKalemKategori${qs}`);
      assert.equal(res.statusCode, 400, qs);
      assert.match(res.json().message, /UstIhaleKalemKategoriId/);
    }
  });
});
