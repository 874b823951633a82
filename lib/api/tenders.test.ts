import { buildODataQuery } from './odata';
import { buildTenderListQuery, detailQuery, parseTenderId, toTenderCardModel, toTenderDetailModel } from './tenders';
import { categoryPath, categoryWithDescendants, mapCategoryTree } from './lookups';
import { parseTenderListParams } from '../rules/tender-filters';
import type { IhaleWire } from '../contract/wire-types';

/** The decoded query string of the list request for a list URL. */
function listQueryFor(url: string, categoryIds?: number[]) {
  const { params } = parseTenderListParams(new URLSearchParams(url));
  const qs = new URLSearchParams(buildODataQuery(buildTenderListQuery(params, categoryIds)).slice(1));
  return {
    filter: qs.get('$filter') ?? '',
    orderby: qs.get('$orderby'),
    top: qs.get('$top'),
    skip: qs.get('$skip'),
    count: qs.get('$count'),
    expand: qs.get('$expand'),
  };
}

describe('tender list query from URL parameters', () => {
  it('lists only 212 and 213 with the list expands, 10 per page, counted', () => {
    const q = listQueryFor('');
    expect(q.filter).toBe('IhaleDurumuId in (212,213)');
    expect(q.top).toBe('10');
    expect(q.skip).toBeNull();
    expect(q.count).toBe('true');
    expect(q.expand).toBe('ParaBirimi,IhaleDosyalari,Kalemleri,IhaleDurumu,FavoriIhaleler');
    expect(q.orderby).toBe('YayinTarihi desc,Id desc');
  });

  it('pages by 10', () => {
    expect(listQueryFor('sayfa=3').skip).toBe('20');
  });

  it('turns every filter into its OData condition', () => {
    const q = listQueryFor(
      'ihaleNo=42&minFiyat=10.000&maxFiyat=50000&baslik=Bakır&kelime=KABLO&teslimatYeri=3&durum=213&etiket=Hurda',
    );
    const parts = [
      'IhaleDurumuId eq 213',
      'Id eq 42',
      // Typed amounts are TL: they bound the TL value of EUR/USD prices too.
      'GuncelFiyatTl ge 10000',
      'GuncelFiyatTl le 50000',
      "contains(tolower(Baslik), 'bakır')",
      "contains(tolower(Baslik), 'kablo') or contains(tolower(Aciklama), 'kablo')",
      'Kalemleri/any(k: k/TeslimatYeriId eq 3)',
      "IhaleEtiketleri/any(e: e/Etiket/Adi eq 'Hurda')",
    ];
    // Each condition is parenthesised, so an 'or' inside one cannot loosen the others.
    expect(q.filter).toBe(parts.map((p) => `(${p})`).join(' and '));
  });

  it('lower-cases search text the Turkish way (I → ı, İ → i)', () => {
    expect(listQueryFor('baslik=IŞIK İZMİR').filter).toContain("contains(tolower(Baslik), 'ışık izmir')");
  });

  it('escapes quotes so search text cannot change the filter', () => {
    const q = listQueryFor("kelime=o'brien') or (1 eq 1&etiket=Acil'Satış");
    expect(q.filter).toContain("contains(tolower(Baslik), 'o''brien'') or (1 eq 1')");
    expect(q.filter).toContain("e/Etiket/Adi eq 'Acil''Satış'");
  });

  it('filters a category together with all its descendants', () => {
    const tree = mapCategoryTree([
      {
        id: 2,
        adi: 'Metal Hurdalar',
        altIhaleKalemKategorileri: [
          {
            id: 5,
            adi: 'Demir-Çelik',
            altIhaleKalemKategorileri: [{ id: 9, adi: 'HMS 1-2', altIhaleKalemKategorileri: [] }],
          },
          {
            id: 6,
            adi: 'Demir Dışı',
            altIhaleKalemKategorileri: [{ id: 10, adi: 'Bakır', altIhaleKalemKategorileri: [] }],
          },
        ],
      },
      { id: 3, adi: 'Ahşap ve Palet', altIhaleKalemKategorileri: [] },
    ]);
    expect(categoryWithDescendants(tree, 2)).toEqual([2, 5, 9, 6, 10]);
    expect(categoryWithDescendants(tree, 6)).toEqual([6, 10]);
    expect(categoryWithDescendants(tree, 77)).toEqual([77]);
    expect(categoryPath(tree, 10)).toEqual([2, 6, 10]);
    expect(listQueryFor('kategori=2', categoryWithDescendants(tree, 2)).filter).toContain(
      'Kalemleri/any(k: k/IhaleKalemKategoriId in (2,5,9,6,10))',
    );
    // Without the tree (it failed to load) the category itself still filters.
    expect(listQueryFor('kategori=2').filter).toContain('k/IhaleKalemKategoriId in (2)');
  });

  it.each([
    // Prices sort by their TL value at the day's rate, across currencies.
    ['fiyat-artan', 'GuncelFiyatTl asc,Id desc'],
    ['fiyat-azalan', 'GuncelFiyatTl desc,Id desc'],
    ['baslangic-artan', 'BaslangicTarihi asc,Id desc'],
    ['baslangic-azalan', 'BaslangicTarihi desc,Id desc'],
    ['bitis-artan', 'GuncelBitisTarihi asc,Id desc'],
    ['bitis-azalan', 'GuncelBitisTarihi desc,Id desc'],
    ['durum-artan', 'IhaleDurumuId asc,Id desc'],
    ['durum-azalan', 'IhaleDurumuId desc,Id desc'],
  ])('sort %s orders by %s', (value, orderby) => {
    expect(listQueryFor(`siralama=${value}`).orderby).toBe(orderby);
  });
});

const wire: IhaleWire = {
  Id: 17,
  Baslik: 'Hurda Bakır Kablo',
  Aciklama: '<p>Açıklama</p>',
  YayinTarihi: '2026-11-01T08:00:00Z',
  BaslangicTarihi: '2026-11-20T08:00:00Z',
  BitisTarihi: '2026-11-21T12:00:00Z',
  UzatilmisBitisTarihi: '2026-11-21T12:03:00Z',
  TeminatTutari: 4500,
  IhaleDurumuId: 213,
  IhaleDurumu: { Id: 213, Adi: 'Devam Ediyor' },
  ParaBirimiId: 1,
  ParaBirimi: { Id: 1, Adi: 'TL' },
  OdemeDurumu: 0,
  SonOdemeIcinEklenecekGun: 7,
  OneCikar: true,
  YayindanKaldir: false,
  IhaleTipiId: 51,
  OtomatikUzatmaAyarId: 1,
  OtomatikUzatmaAyar: { Id: 1, Aciklama: 'Son 3 dakikada verilen teklif süreyi 3 dakika uzatır.' },
  IhaleDosyalari: [
    { Id: 1, Url: '/media/a.pdf', Adi: 'Şartname', Aciklama: '', KullanimTuruId: 223 },
    { Id: 2, Url: '/media/g1.svg', Adi: 'Görsel 1', Aciklama: 'Kablo yığını', KullanimTuruId: 222 },
    { Id: 3, Url: '/media/card.svg', Adi: 'Kart', Aciklama: 'Kart görseli', KullanimTuruId: 221 },
  ],
  Kalemleri: [
    {
      Id: 5,
      IhaleId: 17,
      AcilisFiyati: 45000,
      TurTeklifleriTeklifTutariMax: 47000,
      Miktar: 12,
      OlcuBirimiId: 1,
      OlcuBirimi: { Id: 1, Adi: 'Ton' },
      Aciklama: 'Kablo',
      HerkeseAcikSatisIhaleKalemRumuz: 'Rumuz',
      TeslimatYeriId: 3,
      TeslimatYeri: { Id: 3, Adi: 'Kırıkkale Fabrikası', Adresi: 'Kırıkkale' },
      TeslimatYeriAdi: 'Kırıkkale Fabrikası',
      IhaleKalemKategoriId: 10,
      IhaleKalemKategori: { Id: 10, Adi: 'Bakır' },
    },
  ],
  Teklifler: [
    { Id: 1, IhaleId: 17, TeklifTarihi: '2026-11-20T09:00:00Z', CariRumuzu: 'A', TeklifTutari: 45500, SiraNo: 1 },
    {
      Id: 3,
      IhaleId: 17,
      TeklifTarihi: '2026-11-20T11:00:00Z',
      CariRumuzu: 'C',
      TeklifTutari: 47000,
      SiraNo: 3,
      Otomatik: true,
    },
    { Id: 2, IhaleId: 17, TeklifTarihi: '2026-11-20T10:00:00Z', CariRumuzu: 'B', TeklifTutari: 46000, SiraNo: 2 },
  ],
  IhaleEtiketleri: [{ Id: 1, EtiketId: 4, Etiket: { Id: 4, Adi: 'Hurda' } }],
  FavoriIhaleler: [],
};

describe('tender mappers', () => {
  it('maps a card: highest bid as price, extended end, the card image', () => {
    expect(toTenderCardModel(wire)).toEqual({
      id: 17,
      title: 'Hurda Bakır Kablo',
      number: '17',
      statusId: 213,
      statusName: 'Devam Ediyor',
      deliveryPlace: 'Kırıkkale Fabrikası',
      startDate: '2026-11-20T08:00:00Z',
      endDate: '2026-11-21T12:03:00Z',
      currentPrice: 47000,
      currency: 'TL',
      exchangeRate: null,
      vatIncluded: null,
      imageUrl: '/media/card.svg',
      imageAlt: 'Kart görseli',
    });
  });

  it('carries the rate of a EUR tender and the KDV flag; none for TL', () => {
    const eur: IhaleWire = {
      ...wire,
      ParaBirimi: { Id: 3, Adi: 'EUR' },
      DovizKuru: 48.9012,
      DovizKuruTarihi: '2026-11-24',
      DovizKuruKaynagi: 'tcmb',
      KdvDahil: true,
    };
    expect(toTenderCardModel(eur)).toMatchObject({
      currency: 'EUR',
      exchangeRate: { rate: 48.9012, date: '2026-11-24', standIn: false },
      vatIncluded: true,
    });
    expect(toTenderCardModel({ ...eur, DovizKuruKaynagi: 'dev' }).exchangeRate?.standIn).toBe(true);
    // No rate stored yet: no TL line rather than a wrong one.
    expect(toTenderCardModel({ ...eur, DovizKuru: null, DovizKuruTarihi: null }).exchangeRate).toBeNull();
    expect(toTenderCardModel({ ...wire, DovizKuru: 1, DovizKuruTarihi: '2026-11-24', KdvDahil: false })).toMatchObject({
      exchangeRate: null,
      vatIncluded: false,
    });
  });

  it('shows the opening price before any bid', () => {
    const k = { ...wire.Kalemleri![0], TurTeklifleriTeklifTutariMax: 0 };
    expect(toTenderCardModel({ ...wire, Kalemleri: [k], UzatilmisBitisTarihi: null }).currentPrice).toBe(45000);
  });

  it('maps the detail: files by usage, bids highest first, tags, item block', () => {
    const d = toTenderDetailModel(wire);
    expect(d.gallery.map((f) => f.url)).toEqual(['/media/g1.svg']);
    expect(d.attachments.map((f) => f.name)).toEqual(['Şartname']);
    expect(d.bids.map((b) => b.amount)).toEqual([47000, 46000, 45500]);
    // Otomatik → automatic; a bid without the flag (older servers) is a plain one.
    expect(d.bids.map((b) => b.automatic)).toEqual([true, false, false]);
    expect(d.tags).toEqual(['Hurda']);
    expect(d.extendedEnd).toBe('2026-11-21T12:03:00Z');
    expect(d.item).toMatchObject({
      category: 'Bakır',
      quantity: 12,
      unit: 'Ton',
      deliveryAddress: 'Kırıkkale',
      aliasLabel: 'Rumuz',
    });
  });

  it('states no result while the tender runs, and the outcome with the bid count once it is finished', () => {
    expect(toTenderDetailModel(wire)).toMatchObject({ result: null, bidCount: 3 });
    const won = toTenderDetailModel({ ...wire, IhaleDurumuId: 215, KazananTutar: 47000, TeklifSayisi: 12 });
    expect(won).toMatchObject({ result: { kind: 'won', amount: 47000 }, bidCount: 12 });
    expect(toTenderDetailModel({ ...wire, IhaleDurumuId: 216, KazananTutar: null, TeklifSayisi: 0 })).toMatchObject({
      result: { kind: 'noWinner' },
      bidCount: 0,
    });
    expect(toTenderDetailModel({ ...wire, IhaleDurumuId: 217 }).result).toEqual({ kind: 'cancelled' });
  });

  it('asks for one tender with the detail expands', () => {
    const qs = new URLSearchParams(buildODataQuery(detailQuery(17)).slice(1));
    expect(qs.get('$filter')).toBe('Id eq 17');
    expect(qs.get('$expand')).toContain(
      'Kalemleri($expand=OlcuBirimi,IhaleKalemDosyalari,IhaleKalemKategori,TeslimatYeri)',
    );
    expect(qs.get('$expand')).toContain('IhaleEtiketleri($expand=Etiket)');
  });

  it.each([
    ['17', 17],
    ['0', null],
    ['abc', null],
    ['1e3', null],
    ['12345678901', null],
    ['-4', null],
  ])('reads tender id %p as %p', (raw, id) => expect(parseTenderId(raw)).toBe(id));
});
