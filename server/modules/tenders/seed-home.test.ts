import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IhaleWire, ODataResponse } from '../../../lib/contract/wire-types';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { seed } from '../../seed';
import { openTestDatabase } from '../../db/test-db';

const HOME =
  '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$count=true&$top=10&$orderby=OneCikar desc,YayinTarihi desc&$expand=Kalemleri,IhaleDurumu,IhaleDosyalari';

describe('public tender set over the demo seed', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const now = new Date();
  const hidden: { id: number; why: string }[] = [];
  let visibleCount = 0;

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, now);
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => now });
    const rows = (await handle.db.execute(sql`
      select id, ihale_tipi_id, ihale_durumu_id, yayindan_kaldir, yayin_tarihi > ${now.toISOString()}::timestamptz as future
      from ihale`)) as unknown as {
      rows: { id: number; ihale_tipi_id: number; ihale_durumu_id: number; yayindan_kaldir: boolean; future: boolean }[];
    };
    for (const r of rows.rows) {
      const why = [
        r.ihale_tipi_id !== 51 && 'type',
        r.ihale_durumu_id === 211 && 'draft',
        r.yayindan_kaldir && 'withdrawn',
        r.future && 'unpublished',
      ].filter(Boolean);
      if (why.length) hidden.push({ id: Number(r.id), why: why.join(',') });
      else visibleCount++;
    }
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  it('the home query answers 10 seeded tenders, featured first then newest, with the total count', async () => {
    const res = await app.inject({ method: 'GET', url: HOME });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as ODataResponse<IhaleWire>;
    assert.equal(body.value.length, 10);
    assert.equal(body['@odata.count'], visibleCount);
    assert.ok(visibleCount > 10, `the seed should hold more than 10 visible tenders, has ${visibleCount}`);
    const hiddenIds = new Set(hidden.map((h) => h.id));
    for (const [i, t] of body.value.entries()) {
      assert.ok(!hiddenIds.has(t.Id), `hidden tender ${t.Id} on the home page`);
      assert.ok(Array.isArray(t.Kalemleri) && t.Kalemleri.length > 0, `tender ${t.Id} has items`);
      assert.equal(t.IhaleDurumu?.Id, t.IhaleDurumuId);
      assert.ok(Array.isArray(t.IhaleDosyalari));
      if (i > 0) {
        const prev = body.value[i - 1];
        const ordered =
          Number(prev.OneCikar) > Number(t.OneCikar) ||
          (prev.OneCikar === t.OneCikar && prev.YayinTarihi >= t.YayinTarihi);
        assert.ok(ordered, `order broken between ${prev.Id} and ${t.Id}`);
      }
    }
  });

  it('every hidden seeded tender (draft, withdrawn, unpublished, other type) answers an empty value', async () => {
    assert.ok(hidden.length > 0, 'the seed should contain hidden tenders to test against');
    for (const h of hidden) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=${encodeURIComponent(`Id eq ${h.id} or Id eq ${h.id}`)}&$expand=Kalemleri,Teklifler`,
      });
      assert.deepEqual(res.json().value, [], `tender ${h.id} (${h.why})`);
    }
  });

  it('the tender list query of the web app (filters, price sort, page 2) answers without error', async () => {
    const filter =
      "IhaleDurumuId in (212,213) and Kalemleri/any(k: k/AcilisFiyati ge 0) and contains(tolower(Baslik),'a')";
    const res = await app.inject({
      method: 'GET',
      url: `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=${encodeURIComponent(filter)}&$orderby=${encodeURIComponent('GuncelFiyat desc,Id desc')}&$top=10&$skip=10&$count=true&$expand=ParaBirimi,IhaleDosyalari,Kalemleri,IhaleDurumu,FavoriIhaleler`,
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as ODataResponse<IhaleWire>;
    for (let i = 1; i < body.value.length; i++) {
      assert.ok(body.value[i - 1].GuncelFiyat! >= body.value[i].GuncelFiyat!, 'sorted by current price');
    }
    for (const t of body.value) {
      assert.ok([212, 213].includes(t.IhaleDurumuId));
      assert.deepEqual(t.FavoriIhaleler, []);
    }
    assert.equal(typeof body['@odata.count'], 'number');
  });
});
