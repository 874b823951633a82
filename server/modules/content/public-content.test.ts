import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openPublicTestApp } from '../tenders/test-fixtures';

/** The body without @odata.context (asserted once, in server/odata/service.test.ts). */
const withoutContext = (body: Record<string, unknown>) => {
  const { '@odata.context': _context, ...rest } = body;
  return rest;
};

type TestApp = Awaited<ReturnType<typeof openPublicTestApp>>;

describe('public content sets', () => {
  let t: TestApp;
  before(async () => {
    t = await openPublicTestApp();
  });
  after(async () => {
    await t.close();
  });

  const get = (set: string, qs = '') => t.app.inject({ method: 'GET', url: `/api/external-odata/${set}${qs}` });

  for (const set of ['DuyuruOData', 'DuyuruWithOutCacheOData']) {
    it(`${set}: only published, not withdrawn announcements of this portal, newest first`, async () => {
      const res = await get(set, `?$count=true&$orderby=${encodeURIComponent('YayinTarihi desc')}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      const body = res.json();
      assert.equal(body['@odata.count'], 2);
      assert.deepEqual(
        body.value.map((d: { Baslik: string }) => d.Baslik),
        ['Yeni Dönem', 'Bakım Çalışması'],
      );
      assert.deepEqual(Object.keys(body.value[0]).sort(), [
        'Baslik',
        'Icerik',
        'Id',
        'Popup',
        'YayinTarihi',
        'YayindanKaldir',
      ]);
      assert.equal(body.value[0].Popup, true);
    });
  }

  it('announcement list filter: title contains, date bounds, by id; hidden ones stay hidden', async () => {
    const f = (filter: string) =>
      get('DuyuruOData', `?$filter=${encodeURIComponent(filter)}`).then((r) =>
        r.json().value.map((d: { Id: number }) => d.Id),
      );
    const { duyuru, now } = t.fixture;
    assert.deepEqual(await f("YayindanKaldir eq false and contains(tolower(Baslik),'bakım')"), [duyuru.visible]);
    const from = new Date(now.getTime() - 7 * 3_600_000).toISOString();
    assert.deepEqual(await f(`YayinTarihi ge ${from} and YayinTarihi le ${now.toISOString()}`), [duyuru.popup]);
    assert.deepEqual(await f('Popup eq false'), [duyuru.visible]);
    for (const id of [duyuru.withdrawn, duyuru.future, duyuru.otherType]) {
      assert.deepEqual(await f(`Id eq ${id} or YayindanKaldir eq true`), [], `announcement ${id}`);
    }
  });

  it('AnaSayfaSliderOData: active slides of this portal in SiraNo order', async () => {
    const res = await get('AnaSayfaSliderOData', `?$orderby=SiraNo`);
    assert.deepEqual(withoutContext(res.json()), {
      value: [
        { Id: 2, Url: '/media/slide-1.jpg', SiraNo: 1, Aciklama: 'Birinci' },
        { Id: 1, Url: '/media/slide-2.jpg', SiraNo: 2, Aciklama: 'İkinci' },
      ],
    });
  });

  it('PortalSayfaOData: a page by SayfaId; another portal type is not served', async () => {
    const res = await get('PortalSayfaOData', `?$filter=${encodeURIComponent('SayfaId eq 141')}`);
    assert.deepEqual(
      res.json().value.map((p: { SayfaId: number; Baslik: string }) => [p.SayfaId, p.Baslik]),
      [[141, 'Üyelik Şartları']],
    );
    const hidden = await get('PortalSayfaOData', `?$filter=${encodeURIComponent('SayfaId eq 146')}`);
    assert.deepEqual(hidden.json().value, []);
  });

  it('unknown properties are a 400 with the error shape', async () => {
    const res = await get('DuyuruOData', `?$filter=${encodeURIComponent('IhaleTipiId eq 52')}`);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.message, 'Bilinmeyen özellik: IhaleTipiId');
  });
});
