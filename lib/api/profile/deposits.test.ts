import { istanbulYear } from '../../format/istanbul-time';
import { historyYears, requestRefund, toDepositDetail, toDepositHistoryPage } from './deposits';

describe('deposit detail', () => {
  it('gives the three amount lines with their labels and the blocked deposits', () => {
    const d = toDepositDetail({
      teminatKullanilabilirTutar: 4_990_000,
      aktifIhaleBlokajliTutar: 10_000,
      kazanilanIhaleKullanilanTeminat: 0,
      aktifIhaleBlokajliTeminatlar: [{ ihaleId: 3, ihaleAdi: 'Hurda Demir', rumuz: null, teminatMiktari: 10_000 }],
    });
    expect(d.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Kullanılabilir Teminat Tutarı', 4_990_000],
      ['Aktif İhalelerde Blokeli Tutar', 10_000],
      ['Kazanılan İhalelerde Kullanılan Teminat', 0],
    ]);
    expect(d.available).toBe(4_990_000);
    expect(d.blocked).toEqual([{ ihaleId: 3, ihaleAdi: 'Hurda Demir', rumuz: '', teminatMiktari: 10_000 }]);
  });

  it('survives a missing answer with zeros', () => {
    expect(toDepositDetail(null).lines.every((l) => l.amount === 0)).toBe(true);
  });
});

describe('deposit history', () => {
  it('keeps the rows and the total count', () => {
    const page = toDepositHistoryPage({
      items: [
        {
          id: 9,
          islemTarihi: '2026-07-24T05:20:59Z',
          girisTutari: 5_000_000,
          cikisTutari: 0,
          aciklama: 'Teminat yatırma (EFT)',
          durum: 'Tamamlandı',
          tur: 'yatirma',
          paraBirimi: 'TL',
        },
      ],
      totalCount: 31,
    });
    expect(page.total).toBe(31);
    expect(page.items[0]).toMatchObject({
      girisTutari: 5_000_000,
      cikisTutari: 0,
      durum: 'Tamamlandı',
      tur: 'yatirma',
    });
  });

  it('offers the years from 2024 to this year, newest first, and none while it is 2024', () => {
    expect(historyYears(2026)).toEqual([2026, 2025, 2024]);
    expect(historyYears(2025)).toEqual([2025, 2024]);
    expect(historyYears(2024)).toEqual([]);
  });

  it('takes the year in Istanbul: 31 Dec 22:30 UTC is already the new year there', () => {
    expect(istanbulYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027);
    expect(istanbulYear(new Date('2026-12-31T20:30:00Z'))).toBe(2026);
  });
});

describe('refund request as sent', () => {
  it('sends the comma as a period: 1500,50 → 1500.5', async () => {
    const fetchMock = jest.fn(async () => ({
      status: 200,
      ok: true,
      json: async () => ({ data: { id: 1, talepTutari: 1500.5, kullanilabilirTeminatTutari: 0 } }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await requestRefund(4, '1500,50');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/Teminat/TeminatIade');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ cariId: 4, talepTutari: 1500.5 });
  });

  it('names the currency only when it is not TL', async () => {
    const fetchMock = jest.fn(async () => ({
      status: 200,
      ok: true,
      json: async () => ({ data: { id: 1, paraBirimi: 'USD', talepTutari: 10, kullanilabilirTeminatTutari: 0 } }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await requestRefund(4, '10', 'USD');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ cariId: 4, talepTutari: 10, paraBirimi: 'USD' });
  });
});

describe('deposit detail per currency', () => {
  it('keeps TL as the main lines and every other currency as its own group', () => {
    const d = toDepositDetail({
      teminatKullanilabilirTutar: 100,
      aktifIhaleBlokajliTutar: 0,
      kazanilanIhaleKullanilanTeminat: 0,
      aktifIhaleBlokajliTeminatlar: [],
      paraBirimleri: [
        {
          paraBirimi: 'USD',
          teminatKullanilabilirTutar: 1860,
          aktifIhaleBlokajliTutar: 500,
          kazanilanIhaleKullanilanTeminat: 0,
          aktifIhaleBlokajliTeminatlar: [{ ihaleId: 9, ihaleAdi: 'Bakır', rumuz: 'R', teminatMiktari: 500 }],
        },
      ],
    });
    expect(d.available).toBe(100);
    expect(d.currencies).toHaveLength(1);
    expect(d.currencies[0]).toMatchObject({ currency: 'USD', available: 1860 });
    expect(d.currencies[0].blocked[0].teminatMiktari).toBe(500);
    expect(toDepositDetail(null).currencies).toEqual([]);
  });
});
