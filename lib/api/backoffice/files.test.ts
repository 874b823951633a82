import { moved, toTenderFilesModel } from './files';

describe('tender files view model', () => {
  it('maps the wire shape', () => {
    const m = toTenderFilesModel({
      ihale: { id: 7, baslik: 'Hurda', ihaleDurumuId: 211, baslangicTarihi: '2026-12-01T09:00:00.000Z' },
      duzenlenebilir: true,
      kartGorseli: null,
      galeri: [{ id: 1, url: '/a', kucukUrl: '/a-k', adi: 'Görsel 1', aciklama: '', kullanimTuruId: 222, siraNo: 1 }],
      ekler: [],
    });
    expect(m.tender).toEqual({ id: 7, title: 'Hurda', statusId: 211, start: '2026-12-01T09:00:00.000Z' });
    expect(m.gallery[0]).toEqual({ id: 1, url: '/a', thumbUrl: '/a-k', name: 'Görsel 1', alt: 'Görsel 1', order: 1 });
  });
});

describe('moved', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
