import type { SettlementListItem } from '../../contract/settlement';
import { toSettlementRow } from './settlement';

const item = (over: Partial<SettlementListItem> = {}): SettlementListItem => ({
  ihaleId: 12,
  baslik: 'Mühimmat Sandığı',
  paraBirimi: 'TL',
  ihaleDurumuId: 215,
  odemeDurumu: 1,
  kazananCariId: 5,
  kazananAdi: 'Ege Geri Dönüşüm Ltd. Şti.',
  kazananTutar: 61000,
  teminatTutari: 5000,
  tahsilEdilen: 0,
  kalan: 56000,
  sonOdemeTarihi: '2026-11-27T20:59:59.000Z',
  sonucNedeni: null,
  ekstreBekleniyor: null,
  gecAktarilan: [],
  teklif: null,
  ...over,
});

describe('Mali İşler payments rows', () => {
  it('names each state as the screen shows it', () => {
    expect(toSettlementRow(item()).state).toBe('Ödeme Bekleniyor');
    expect(toSettlementRow(item({ odemeDurumu: 2, kalan: 0 })).state).toBe('Ödendi');
    expect(toSettlementRow(item({ odemeDurumu: 3 })).tone).toBe('forfeited');
    const ended = toSettlementRow(
      item({ ihaleDurumuId: 216, odemeDurumu: 3, sonucNedeni: 'Kazanan katılımcı süresi içinde ödeme yapmadı.' }),
    );
    expect(ended.state).toBe('Kazanansız sonuçlandı');
    expect(ended.reason).toBe('Kazanan katılımcı süresi içinde ödeme yapmadı.');
  });

  it("keeps the server's amounts and describes the runner-up offer", () => {
    const row = toSettlementRow(
      item({
        teklif: {
          cariAdi: 'Ege Geri Dönüşüm Ltd. Şti.',
          oncekiKazananAdi: 'Anadolu Hurda Metal A.Ş.',
          tutar: 60000,
          durum: 'beklemede',
          sonYanitTarihi: '2026-12-01T20:59:59.000Z',
        },
      }),
    );
    expect(row.due).toBe(56000);
    expect(row.offer).toEqual({
      to: 'Ege Geri Dönüşüm Ltd. Şti.',
      from: 'Anadolu Hurda Metal A.Ş.',
      amount: 60000,
      state: 'Yanıt bekleniyor',
      deadline: '2026-12-01T20:59:59.000Z',
    });
  });
});
