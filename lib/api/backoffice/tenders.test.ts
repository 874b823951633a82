import { listParamsFrom, listQueryString, moneyText, quantityText, toEditModel } from './tenders';
import type { StaffTenderDetailWire } from '../../rules/tender-draft-wire';

describe('the list address', () => {
  it('round-trips the filters and leaves out page 1 and unknown values', () => {
    const p = listParamsFrom(new URLSearchParams('q=kablo&durum=211&baslangic=2026-12-01&bitis=2026-12-31&sayfa=2'));
    expect(p).toEqual({ q: 'kablo', durum: 211, baslangic: '2026-12-01', bitis: '2026-12-31', sayfa: 2 });
    expect(listQueryString(p)).toBe('q=kablo&durum=211&baslangic=2026-12-01&bitis=2026-12-31&sayfa=2');
    expect(listParamsFrom(new URLSearchParams('durum=5&sayfa=-1&baslangic=dün'))).toEqual({
      q: undefined,
      durum: undefined,
      baslangic: undefined,
      bitis: undefined,
      sayfa: 1,
    });
    expect(listQueryString({ sayfa: 1 })).toBe('');
  });
});

describe('the edit model', () => {
  it('shows amounts as typed in Türkiye and times in Istanbul', () => {
    expect(moneyText('1250.00')).toBe('1250');
    expect(moneyText('1250.50')).toBe('1250,50');
    expect(quantityText('12.500')).toBe('12,5');
    expect(quantityText('3.000')).toBe('3');
    const wire: StaffTenderDetailWire = {
      id: 7,
      ihaleDurumuId: 211,
      ihaleDurumuAdi: 'Taslak',
      yayindanKaldir: false,
      baslik: 'Hurda',
      aciklama: '<p>a</p>',
      yayinTarihi: '2026-12-01T07:00:00.000Z',
      baslangicTarihi: '2026-12-02T07:00:00.000Z',
      bitisTarihi: '2026-12-03T07:00:00.000Z',
      teminatTutari: '25000.50',
      paraBirimiId: 1,
      sonOdemeIcinEklenecekGun: 7,
      otomatikUzatmaAyarId: null,
      oneCikar: false,
      kdvDahil: true,
      otomatikSonuclandirma: false,
      kalem: null,
      etiketler: ['bakır'],
      guncellemeTarihi: '2026-11-20T09:00:00.000Z',
      duzenlenebilir: true,
      eksikler: [],
    };
    const m = toEditModel(wire);
    expect(m.values.yayinTarihi).toBe('2026-12-01T10:00');
    expect(m.values.teminatTutari).toBe('25000,50');
    expect(m.values.otomatikUzatmaAyarId).toBe('');
    expect(m.values.kalem.miktar).toBe('');
    expect(m.version).toBe(wire.guncellemeTarihi);
  });
});
