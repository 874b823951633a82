import { buildODataQuery } from './odata';
import { buildFinishedTendersQuery, toFinishedTenderModel } from './finished-tenders';
import type { IhaleWire } from '../contract/wire-types';

const wire: IhaleWire = {
  Id: 41,
  Baslik: 'Hurda Bakır Boru',
  Aciklama: '',
  YayinTarihi: '2026-11-01T08:00:00Z',
  BaslangicTarihi: '2026-11-17T08:00:00Z',
  BitisTarihi: '2026-11-20T09:00:00Z',
  UzatilmisBitisTarihi: '2026-11-20T09:04:00Z',
  TeminatTutari: 100000,
  IhaleDurumuId: 215,
  IhaleDurumu: { Id: 215, Adi: 'Kazanan Belirli' },
  ParaBirimiId: 1,
  ParaBirimi: { Id: 1, Adi: 'TL' },
  OdemeDurumu: 1,
  SonOdemeIcinEklenecekGun: 7,
  OneCikar: false,
  YayindanKaldir: false,
  IhaleTipiId: 51,
  OtomatikUzatmaAyarId: null,
  GuncelFiyat: 1180000,
  KazananTutar: 1180000,
  TeklifSayisi: 12,
  IhaleDosyalari: [{ Id: 3, Url: '/media/card.svg', Adi: 'Kart', Aciklama: 'Boru yığını', KullanimTuruId: 221 }],
};

describe('Sonuçlanan İhaleler query', () => {
  it('asks the archive set for a page of 10, newest end first, counted, with only what a row shows', () => {
    const qs = new URLSearchParams(buildODataQuery(buildFinishedTendersQuery(3)).slice(1));
    expect(qs.get('$orderby')).toBe('GuncelBitisTarihi desc,Id desc');
    expect(qs.get('$top')).toBe('10');
    expect(qs.get('$skip')).toBe('20');
    expect(qs.get('$count')).toBe('true');
    expect(qs.get('$select')?.split(',')).toEqual(expect.arrayContaining(['KazananTutar', 'TeklifSayisi']));
    expect(qs.get('$expand')).toBe('ParaBirimi,IhaleDosyalari,IhaleDurumu');
    // The set itself keeps to finished public tenders of the last 12 months: no client filter.
    expect(qs.get('$filter')).toBeNull();
  });

  it('starts at the first row on page 1', () => {
    expect(new URLSearchParams(buildODataQuery(buildFinishedTendersQuery(1)).slice(1)).get('$skip')).toBeNull();
  });
});

describe('finished tender rows', () => {
  it('maps a decided tender: winning amount, bid count, effective end, status and image', () => {
    expect(toFinishedTenderModel(wire)).toMatchObject({
      id: 41,
      title: 'Hurda Bakır Boru',
      number: '41',
      statusId: 215,
      statusName: 'Kazanan Belirli',
      endDate: '2026-11-20T09:04:00Z',
      currency: 'TL',
      imageUrl: '/media/card.svg',
      result: { kind: 'won', amount: 1180000 },
      bidCount: 12,
    });
  });

  it('maps an ended tender without a winner and a cancelled one, with no amount', () => {
    expect(toFinishedTenderModel({ ...wire, IhaleDurumuId: 216, KazananTutar: null, TeklifSayisi: 0 })).toMatchObject({
      result: { kind: 'noWinner' },
      bidCount: 0,
    });
    expect(toFinishedTenderModel({ ...wire, IhaleDurumuId: 217, KazananTutar: null })?.result).toEqual({
      kind: 'cancelled',
    });
  });

  it('drops a tender that is not finished', () => {
    expect(toFinishedTenderModel({ ...wire, IhaleDurumuId: 214 })).toBeNull();
  });
});
