import type { TenderDetailModel } from '../api/tenders';
import { announcementSharePreview, PREVIEW_TITLE_MAX, previewTitle, tenderSharePreview } from './share-preview-model';

const tender = (over: Partial<TenderDetailModel>): TenderDetailModel =>
  ({
    id: 7,
    number: '7',
    title: 'Hurda Bakır Kablo',
    statusId: 213,
    statusName: 'Devam Ediyor',
    currency: 'TL',
    openingPrice: 100000,
    highestBid: 0,
    startDate: '2026-11-20T07:00:00Z',
    endDate: '2026-11-24T11:30:00Z',
    deliveryPlace: 'Kırıkkale Fabrikası',
    ...over,
  }) as TenderDetailModel;

describe('a tender’s share preview', () => {
  it('shows the opening price before the first bid, the end in Istanbul time and the status', () => {
    const p = tenderSharePreview(tender({}));
    expect(p.kicker).toBe('İhale No: 7');
    expect(p.detail).toBe('Teslimat Yeri: Kırıkkale Fabrikası');
    expect(p.status?.label).toBe('Devam Ediyor');
    expect(p.facts).toEqual([
      { label: 'Açılış Fiyatı', value: '100.000,00 TL' },
      { label: 'Bitiş (TSİ)', value: '24.11.2026 14:30' },
    ]);
  });

  it('shows the highest bid once there is one, in the tender’s currency', () => {
    const p = tenderSharePreview(tender({ highestBid: 1180000, currency: 'EUR' }));
    expect(p.facts[0]).toEqual({ label: 'En Yüksek Teklif', value: '1.180.000,00 EUR' });
  });

  it('gives a USD price the TL line the page shows, from the same rate and with its date', () => {
    const rate = { rate: 34.5, date: '2026-11-24', standIn: false };
    const p = tenderSharePreview(tender({ currency: 'USD', openingPrice: 100000, exchangeRate: rate }));
    expect(p.facts[0]).toEqual({
      label: 'Açılış Fiyatı',
      value: '100.000,00 USD',
      note: '≈ 3.450.000,00 TL (TCMB döviz satış, 24.11.2026)',
    });
    // After a bid it follows the highest bid, as the price box does; the stand-in's rate says so.
    const bid = tenderSharePreview(
      tender({ currency: 'USD', highestBid: 120000.5, exchangeRate: { ...rate, standIn: true } }),
    );
    expect(bid.facts[0].note).toBe('≈ 4.140.017,25 TL (örnek kur, 24.11.2026)');
    expect(tenderSharePreview(tender({})).facts[0]).not.toHaveProperty('note');
  });

  it('names the winning bid of a decided tender', () => {
    const p = tenderSharePreview(tender({ statusId: 215, statusName: 'Kazanan Belirli', highestBid: 224000 }));
    expect(p.facts[0]).toEqual({ label: 'Kazanan Teklif', value: '224.000,00 TL' });
    expect(p.status?.label).toBe('Kazanan Belirli');
  });

  it('shows the start of a tender that has not started, and no price for a cancelled one', () => {
    expect(tenderSharePreview(tender({ statusId: 212 })).facts.map((f) => f.label)).toEqual([
      'Açılış Fiyatı',
      'Başlangıç (TSİ)',
      'Bitiş (TSİ)',
    ]);
    expect(tenderSharePreview(tender({ statusId: 217 })).facts.map((f) => f.label)).toEqual(['Bitiş (TSİ)']);
  });
});

describe('an announcement’s share preview', () => {
  it('shows the title and the publication date', () => {
    const p = announcementSharePreview({
      id: 1,
      title: 'E-Satış Portalı Hizmete Açıldı',
      html: '',
      publishedAt: '2026-06-27T09:00:00Z',
      popup: false,
    });
    expect(p).toEqual({
      kicker: 'Duyuru',
      title: 'E-Satış Portalı Hizmete Açıldı',
      detail: null,
      status: null,
      facts: [{ label: 'Yayın Tarihi', value: '27.06.2026' }],
    });
  });
});

describe('previewTitle', () => {
  it('keeps a title that fits and cuts a long one at a word, ending with an ellipsis', () => {
    expect(previewTitle('  Kısa   başlık ')).toBe('Kısa başlık');
    const long = 'Çelik hurda '.repeat(20);
    const cut = previewTitle(long);
    expect(cut.length).toBeLessThanOrEqual(PREVIEW_TITLE_MAX);
    expect(cut.endsWith('hurda…') || cut.endsWith('Çelik…')).toBe(true);
  });
});
