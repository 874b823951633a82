// Also on PostgreSQL: the public tender set, the portal's busiest query, on the production engine.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { IhaleWire, KalemWire, ODataResponse } from '../../../lib/contract/wire-types';
import { openPublicTestApp } from './test-fixtures';

/** The body without @odata.context (asserted once, in server/odata/service.test.ts). */
const withoutContext = (body: Record<string, unknown>) => {
  const { '@odata.context': _context, ...rest } = body;
  return rest;
};

type TestApp = Awaited<ReturnType<typeof openPublicTestApp>>;

const SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';

describe('HerkeseAcikIhaleAnaSayfaOData', () => {
  let t: TestApp;
  before(async () => {
    t = await openPublicTestApp();
  });
  after(async () => {
    await t.close();
  });

  /** GET the set with raw (unencoded) option values; encodes them like the web client does. */
  async function get(options: Record<string, string>, cariIds?: number[]) {
    const qs = Object.entries(options)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');
    const res = await t.app.inject({
      method: 'GET',
      url: `${SET}?${qs}`,
      headers: cariIds ? { 'x-test-cari-ids': cariIds.join(',') } : {},
    });
    return res;
  }

  async function ids(options: Record<string, string>, cariIds?: number[]): Promise<number[]> {
    const res = await get(options, cariIds);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as ODataResponse<IhaleWire>).value.map((v) => v.Id);
  }

  async function error(options: Record<string, string>) {
    const res = await get(options);
    assert.equal(res.statusCode, 400, res.body);
    // OData's error shape (docs/architecture.md §10): one `error` member with code and message.
    const { error } = res.json();
    assert.equal(typeof error.code, 'string');
    assert.equal(typeof error.message, 'string');
    return error.message as string;
  }

  it('home query: featured first, newest published first, count, expansions in wire shape', async () => {
    const res = await get({
      $count: 'true',
      $top: '10',
      $orderby: 'OneCikar desc,YayinTarihi desc',
      $expand: 'Kalemleri,IhaleDurumu,IhaleDosyalari',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json() as ODataResponse<IhaleWire>;
    const { tender } = t.fixture;
    assert.equal(body['@odata.count'], 3);
    assert.deepEqual(
      body.value.map((v) => v.Id),
      [tender.running, tender.notStarted, tender.finished],
    );
    const running = body.value[0];
    assert.equal(running.Baslik, 'BAKIR KABLO HURDASI Satışı');
    assert.equal(running.TeminatTutari, 1000);
    assert.equal(running.OneCikar, true);
    assert.equal(running.YayinTarihi, new Date(t.fixture.now.getTime() - 48 * 3_600_000).toISOString());
    assert.equal(running.UzatilmisBitisTarihi, null);
    assert.deepEqual(running.IhaleDurumu, { Id: 213, Adi: 'Devam Ediyor' });
    assert.deepEqual(
      running.IhaleDosyalari?.map((d) => [d.Adi, d.KullanimTuruId]),
      [
        ['kart.jpg', 221],
        ['Şartname', 223],
      ],
    );
    const k = running.Kalemleri![0] as KalemWire;
    assert.equal(k.AcilisFiyati, 15000);
    assert.equal(k.TurTeklifleriTeklifTutariMax, 17000);
    assert.equal(k.Miktar, 12.5);
    assert.equal(k.TeslimatYeriAdi, 'İzmir Fabrikası');
    // Not expanded → absent; expanded and empty → [].
    assert.equal('Teklifler' in running, false);
    assert.deepEqual(body.value[1].IhaleDosyalari, []);
  });

  it('detail by id with every expansion the detail page asks for', async () => {
    const res = await get({
      $filter: `Id eq ${t.fixture.tender.running}`,
      $expand:
        'Teklifler,ParaBirimi,IhaleEtiketleri($expand=Etiket),OtomatikUzatmaAyar,IhaleDosyalari,Kalemleri($expand=OlcuBirimi,IhaleKalemDosyalari,IhaleKalemKategori,TeslimatYeri),IhaleDurumu,FavoriIhaleler',
    });
    assert.equal(res.statusCode, 200, res.body);
    const [d] = (res.json() as ODataResponse<IhaleWire>).value;
    assert.deepEqual(d.ParaBirimi, { Id: d.ParaBirimiId, Adi: 'TL' });
    assert.equal(d.OtomatikUzatmaAyar?.Aciklama, 'Son 5 dakikada gelen teklif süreyi 5 dakika uzatır.');
    assert.deepEqual(
      d.IhaleEtiketleri?.map((e) => e.Etiket?.Adi),
      ['Hurda'],
    );
    const k = d.Kalemleri![0];
    assert.deepEqual(k.OlcuBirimi, { Id: k.OlcuBirimiId, Adi: 'Ton' });
    assert.deepEqual(k.TeslimatYeri, { Id: k.TeslimatYeriId, Adi: 'İzmir Fabrikası', Adresi: 'Aliağa, İzmir' });
    assert.deepEqual(k.IhaleKalemKategori, { Id: 3, Adi: 'Bakır' });
    assert.deepEqual(
      k.IhaleKalemDosyalari?.map((f) => f.Url),
      ['/media/kalem.jpg'],
    );
    // Bids: highest first, alias and amount only.
    assert.deepEqual(
      d.Teklifler?.map((b) => [b.CariRumuzu, b.TeklifTutari, b.SiraNo]),
      [
        ['Şahin', 17000, 2],
        ['Kartal', 16000, 1],
      ],
    );
    for (const b of d.Teklifler!) {
      assert.deepEqual(Object.keys(b).sort(), [
        'CariRumuzu',
        'Id',
        'IhaleId',
        'Otomatik',
        'SiraNo',
        'TeklifTarihi',
        'TeklifTutari',
      ]);
    }
    assert.deepEqual(d.FavoriIhaleler, []);
  });

  it('hidden tenders answer an empty value, never the row', async () => {
    const { tender } = t.fixture;
    for (const id of [tender.draft, tender.withdrawn, tender.notYetPublished, tender.otherType]) {
      assert.deepEqual(await ids({ $filter: `Id eq ${id}`, $expand: 'Kalemleri,Teklifler' }), [], `tender ${id}`);
    }
  });

  it('no filter trick reaches a draft, withdrawn, unpublished or type-52 tender', async () => {
    const visible = [t.fixture.tender.running, t.fixture.tender.notStarted, t.fixture.tender.finished].sort();
    const { draft } = t.fixture.tender;
    const tricks = [
      'IhaleDurumuId eq 211',
      'YayindanKaldir eq true',
      'IhaleTipiId eq 52',
      'YayinTarihi gt now()',
      `Id eq ${draft} or true`,
      `true or Id eq ${draft}`,
      'not (YayindanKaldir eq false)',
      'not (IhaleTipiId eq 51)',
      'not (IhaleDurumuId ne 211)',
      `(Id eq ${draft}) or (not (Id eq ${draft}))`,
      'Kalemleri/any(k: k/AcilisFiyati ge 99000)',
      `Kalemleri/any(k: k/IhaleId eq ${draft})`,
      "IhaleDosyalari/any(d: d/Adi eq 'Gizli')",
      `FavoriIhaleler/any(f: f/IhaleId eq ${draft})`,
      "contains(Baslik, 'Taslak') or contains(Baslik, 'Lisanslı') or contains(Baslik, 'Yarın') or contains(Baslik, 'Yayından')",
    ];
    for (const f of tricks) {
      const got = await ids({ $filter: f, $top: '100' }, [t.fixture.cari.a]);
      for (const id of got) assert.ok(visible.includes(id), `filter "${f}" returned hidden tender ${id}`);
    }
    // The count obeys the same invariants.
    const res = await get({
      $filter: 'IhaleDurumuId eq 211 or YayindanKaldir eq true or IhaleTipiId eq 52',
      $count: 'true',
    });
    assert.equal(res.json()['@odata.count'], 0);
    // $expand filters only narrow the children of visible tenders.
    const ex = await get({ $expand: `Kalemleri($filter=IhaleId eq ${draft})` });
    const body = ex.json() as ODataResponse<IhaleWire>;
    assert.deepEqual(body.value.map((v) => v.Id).sort(), visible);
    for (const v of body.value) assert.deepEqual(v.Kalemleri, []);
  });

  it('bids never expose the account: CariId cannot be selected, filtered or sorted', async () => {
    assert.match(await error({ $expand: 'Teklifler($select=CariId)' }), /Bilinmeyen özellik: CariId/);
    assert.match(await error({ $filter: 'Teklifler/any(b: b/CariId eq 1)' }), /Bilinmeyen özellik: CariId/);
    assert.match(await error({ $expand: 'Teklifler($orderby=CariId)' }), /Bilinmeyen özellik: CariId/);
    assert.match(await error({ $select: 'KazananCariId' }), /Bilinmeyen özellik: KazananCariId/);
  });

  it("FavoriIhaleler holds only the caller's own rows, none for anonymous callers", async () => {
    const { cari, tender } = t.fixture;
    const anon = await get({ $filter: `Id eq ${tender.running}`, $expand: 'FavoriIhaleler' });
    assert.deepEqual((anon.json() as ODataResponse<IhaleWire>).value[0].FavoriIhaleler, []);
    const mine = await get({ $filter: `Id eq ${tender.running}`, $expand: 'FavoriIhaleler' }, [cari.a]);
    assert.deepEqual(
      (mine.json() as ODataResponse<IhaleWire>).value[0].FavoriIhaleler?.map((f) => f.CariId),
      [cari.a],
    );
    assert.deepEqual(await ids({ $filter: 'FavoriIhaleler/any()' }), []);
    assert.deepEqual(await ids({ $filter: 'FavoriIhaleler/any()' }, [cari.a]), [tender.running]);
    // B's favourite exists too, but A cannot find it by filtering on B's id.
    assert.deepEqual(await ids({ $filter: `FavoriIhaleler/any(f: f/CariId eq ${cari.b})` }, [cari.a]), []);
  });

  it('Turkish-aware tolower: BAKIR finds bakır, IĞDIR finds ığdır', async () => {
    const { tender } = t.fixture;
    assert.deepEqual(await ids({ $filter: "contains(tolower(Baslik),'bakır')" }), [tender.running]);
    assert.deepEqual(await ids({ $filter: "contains(tolower(Baslik),'ığdır')" }), [tender.finished]);
    assert.deepEqual(await ids({ $filter: "contains(tolower(Baslik),tolower('IĞDIR'))" }), [tender.finished]);
    assert.deepEqual(await ids({ $filter: "toupper(Baslik) eq 'ALÜMİNYUM PROFİL SATIŞI'" }), [tender.notStarted]);
    assert.equal(
      (await ids({ $filter: "tolower('ÇÖŞÜĞ IİÂ') eq 'çöşüğ ıiâ' and toupper('çöşüğ ıiâ') eq 'ÇÖŞÜĞ IİÂ'" })).length,
      3,
    );
    // Plain comparisons stay case-sensitive, as in OData.
    assert.deepEqual(await ids({ $filter: "contains(Baslik,'bakır')" }), []);
  });

  it('string functions treat % and _ as ordinary characters', async () => {
    const { tender } = t.fixture;
    assert.deepEqual(await ids({ $filter: "startswith(Baslik,'Alüminyum')" }), [tender.notStarted]);
    assert.deepEqual(await ids({ $filter: "endswith(Baslik,'Demir Satışı')" }), [tender.finished]);
    assert.deepEqual(await ids({ $filter: "contains(Baslik,'%')" }), []);
    assert.deepEqual(await ids({ $filter: "startswith(Baslik,'_')" }), []);
  });

  it('SQL in a literal is only data', async () => {
    assert.deepEqual(await ids({ $filter: "Baslik eq '''; drop table ihale; --'" }), []);
    assert.equal((await ids({})).length, 3);
  });

  it('navigation paths, lambdas through to-one navigations, in, all, dates', async () => {
    const { tender } = t.fixture;
    const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
    assert.deepEqual(await ids({ $filter: "IhaleDurumu/Adi eq 'Başlamadı'" }), [tender.notStarted]);
    assert.deepEqual(
      sorted(await ids({ $filter: "Kalemleri/any(k: k/TeslimatYeri/Adi eq 'İzmir Fabrikası')" })),
      sorted([tender.running, tender.notStarted, tender.finished]),
    );
    assert.deepEqual(await ids({ $filter: "IhaleEtiketleri/any(e: e/Etiket/Adi eq 'Hurda')" }), [tender.running]);
    assert.deepEqual(
      sorted(await ids({ $filter: 'Kalemleri/any(k: k/IhaleKalemKategoriId in (3,4))' })),
      sorted([tender.running, tender.notStarted]),
    );
    assert.deepEqual(
      sorted(await ids({ $filter: 'Kalemleri/all(k: k/AcilisFiyati ge 5000)' })),
      sorted([tender.running, tender.notStarted]),
    );
    assert.deepEqual(await ids({ $filter: 'Kalemleri/any(k: k/AcilisFiyati ge 10000.50)' }), [tender.running]);
    assert.deepEqual(
      await ids({ $filter: 'Kalemleri/any(k: k/IhaleKalemDosyalari/any(d: d/KullanimTuruId eq 222))' }),
      [tender.running],
    );
    assert.deepEqual(await ids({ $filter: 'IhaleDurumuId in (212,213) and BaslangicTarihi gt 2026-11-21T09:00:00Z' }), [
      tender.notStarted,
    ]);
    assert.deepEqual(await ids({ $filter: 'BaslangicTarihi gt 2026-11-21T12:00:00+03:00' }), [tender.notStarted]);
    assert.deepEqual(await ids({ $filter: 'UzatilmisBitisTarihi ne null' }), [tender.finished]);
    assert.deepEqual(await ids({ $filter: 'not (UzatilmisBitisTarihi gt 2000-01-01)', $orderby: 'Id' }), [
      tender.running,
      tender.notStarted,
    ]);
    assert.equal((await ids({ $filter: 'year(YayinTarihi) eq 2026 and month(YayinTarihi) eq 11' })).length, 3);
    assert.deepEqual(await ids({ $filter: 'day(BaslangicTarihi) eq 22' }), [tender.notStarted]);
    // Calendar parts and plain dates are Istanbul time: 22:30 UTC on the 21st is already the 22nd.
    assert.equal(
      (await ids({ $filter: 'day(2026-11-21T22:30:00Z) eq 22 and month(2026-12-31T21:00:00Z) eq 1' })).length,
      3,
    );
    assert.deepEqual(await ids({ $filter: 'YayinTarihi ge 2026-11-21' }), [tender.notStarted]);
    assert.deepEqual(await ids({ $filter: 'OneCikar' }), [tender.running]);
  });

  it('orders by computed GuncelFiyat and GuncelBitisTarihi, by paths, and pages', async () => {
    const { tender } = t.fixture;
    assert.deepEqual(await ids({ $orderby: 'GuncelFiyat desc' }), [tender.running, tender.notStarted, tender.finished]);
    assert.deepEqual(await ids({ $orderby: 'GuncelFiyat asc' }), [tender.finished, tender.notStarted, tender.running]);
    assert.deepEqual(await ids({ $orderby: 'GuncelBitisTarihi asc' }), [
      tender.finished,
      tender.running,
      tender.notStarted,
    ]);
    assert.deepEqual(await ids({ $orderby: 'IhaleDurumu/Adi asc' }), [
      tender.notStarted,
      tender.running,
      tender.finished,
    ]);
    assert.deepEqual(await ids({ $orderby: 'Id asc', $top: '1', $skip: '1' }), [tender.notStarted]);
    const res = await get({
      $orderby: 'GuncelFiyat desc',
      $top: '1',
      $count: 'true',
      $select: 'Id,GuncelFiyat,GuncelBitisTarihi',
    });
    assert.deepEqual(withoutContext(res.json()), {
      '@odata.count': 3,
      value: [
        {
          Id: tender.running,
          GuncelFiyat: 17000,
          GuncelBitisTarihi: new Date(t.fixture.now.getTime() + 24 * 3_600_000).toISOString(),
        },
      ],
    });
    const zero = await get({ $top: '0', $count: 'true' });
    assert.deepEqual(withoutContext(zero.json()), { '@odata.count': 3, value: [] });
    // The count is the total of the filter, whatever page is asked for, even past the end.
    const filtered = { $filter: 'IhaleDurumuId in (212,213)', $count: 'true', $orderby: 'Id' };
    assert.deepEqual((await get({ ...filtered, $top: '1' })).json()['@odata.count'], 2);
    assert.deepEqual(withoutContext((await get({ ...filtered, $skip: '1' })).json()), {
      '@odata.count': 2,
      value: [(await get({ ...filtered, $skip: '1', $top: '1' })).json().value[0]],
    });
    assert.deepEqual(withoutContext((await get({ ...filtered, $skip: '50' })).json()), {
      '@odata.count': 2,
      value: [],
    });
    assert.deepEqual(withoutContext((await get({ ...filtered, $top: '0' })).json()), { '@odata.count': 2, value: [] });
    assert.deepEqual(withoutContext((await get({ $filter: 'Id eq 0', $count: 'true' })).json()), {
      '@odata.count': 0,
      value: [],
    });
  });

  it('$select, nested $select/$filter/$orderby/$top inside $expand', async () => {
    const res = await get({
      $filter: `Id eq ${t.fixture.tender.running}`,
      $select: 'Id,Baslik',
      $expand:
        'Teklifler($select=TeklifTutari;$orderby=TeklifTutari asc;$top=1),Kalemleri($select=Id;$filter=AcilisFiyati gt 1;$expand=OlcuBirimi($select=Adi))',
    });
    assert.equal(res.statusCode, 200, res.body);
    const [d] = res.json().value;
    assert.deepEqual(Object.keys(d), ['Id', 'Baslik', 'Teklifler', 'Kalemleri']);
    assert.deepEqual(d.Teklifler, [{ TeklifTutari: 16000 }]);
    assert.deepEqual(d.Kalemleri, [{ Id: d.Kalemleri[0].Id, OlcuBirimi: { Adi: 'Ton' } }]);
    // $top/$skip inside $expand count per parent, not across all parents.
    const all = await get({ $expand: 'Kalemleri($top=1;$select=IhaleId)', $orderby: 'Id' });
    for (const v of all.json().value) assert.deepEqual(v.Kalemleri, [{ IhaleId: v.Id }]);
    const skipped = await get({
      $filter: `Id eq ${t.fixture.tender.running}`,
      $expand: 'Teklifler($skip=1;$select=SiraNo)',
    });
    assert.deepEqual(skipped.json().value[0].Teklifler, [{ SiraNo: 1 }]);
  });

  it('bad queries are 400s that name the problem', async () => {
    assert.match(await error({ $filter: 'Foo eq 1' }), /Bilinmeyen özellik: Foo/);
    assert.match(await error({ $orderby: 'Foo' }), /Bilinmeyen özellik: Foo/);
    assert.match(await error({ $filter: 'constructor eq 1' }), /Bilinmeyen özellik: constructor/);
    assert.match(await error({ $filter: "IhaleDurumu/Foo eq 'x'" }), /Bilinmeyen özellik: Foo/);
    assert.match(await error({ $expand: 'KazananCari' }), /Bilinmeyen gezinme özelliği: KazananCari/);
    assert.match(await error({ $expand: 'Baslik' }), /gezinme özelliği değil/);
    assert.match(await error({ $expand: 'IhaleDurumu($top=1)' }), /tekil bir gezinme/);
    assert.match(await error({ $select: 'Kalemleri' }), /\$expand ile isteyin/);
    assert.match(await error({ $filter: "Id eq 'a'" }), /Tür uyuşmazlığı/);
    assert.match(await error({ $filter: 'Baslik gt 5' }), /Tür uyuşmazlığı/);
    assert.match(await error({ $filter: 'Id' }), /koşul olmalıdır/);
    assert.match(await error({ $filter: 'Id eq 1 and Baslik' }), /koşul olmalıdır/);
    assert.match(await error({ $filter: 'Kalemleri eq 1' }), /yalnızca any\/all/);
    assert.match(await error({ $filter: 'IhaleDurumu eq null' }), /alt özellik seçin/);
    assert.match(await error({ $filter: 'Baslik/any(x: x/Id eq 1)' }), /koleksiyon değil/);
    assert.match(await error({ $filter: 'OneCikar gt true' }), /eq ve ne/);
    assert.match(await error({ $filter: 'Id gt null' }), /null yalnızca eq ve ne/);
    assert.match(await error({ $filter: 'contains(Id, 1)' }), /metin bekler/);
    assert.match(await error({ $filter: 'year(Baslik) eq 1' }), /tarih bekler/);
    assert.match(await error({ $filter: 'Id in (null)' }), /null kullanılamaz/);
    assert.match(await error({ $expand: 'Kalemleri($top=101)' }), /\$top en fazla 100/);
    assert.match(await error({ $skip: '-1' }), /\$skip/);
    assert.match(await error({ $foo: 'x' }), /Bilinmeyen sorgu seçeneği: \$foo/);
    // Refused before the OData layer, by the one rule for every text (lib/rules/text-characters.ts).
    assert.match(await error({ $filter: "Baslik eq 'a\u0000b'" }), /kontrol karakteri/);
    const longRes = await t.app.inject({ method: 'GET', url: `${SET}?$filter=${'Id eq 1 or '.repeat(420)}Id eq 1` });
    assert.equal(longRes.statusCode, 400);
    assert.equal(longRes.json().error.message, 'Sorgu çok uzun.');
  });

  it('out-of-range numbers and odd literals never reach the database as errors', async () => {
    assert.deepEqual(await ids({ $filter: 'Id eq 99999999999999999999' }), []);
    assert.deepEqual(await ids({ $filter: 'Id eq 1.5' }), []);
    assert.equal((await ids({ $filter: 'TeminatTutari eq 1000.00' })).length, 3);
    assert.deepEqual(await ids({ $filter: "Baslik eq '😀 İğüş'" }), []);
    assert.deepEqual(await ids({ $filter: 'null eq null' }), await ids({}));
    assert.deepEqual(await ids({ $filter: '1 eq 2' }), []);
  });
});

describe('ServerCurrentTime', () => {
  let t: TestApp;
  before(async () => {
    t = await openPublicTestApp();
  });
  after(async () => {
    await t.close();
  });

  it("answers the server's clock as an ISO string", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/HerkeseAcikSatisIhale/ServerCurrentTime' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(withoutContext(res.json()), { data: { serverCurrentTime: t.fixture.now.toISOString() } });
  });
});
