import { render } from '@testing-library/react';
import type { TenderDetailModel } from '@/lib/api/tenders';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { TenderJsonLd, tenderJsonLd } from './tender-json-ld';

const tender = (statusId: number, over: Partial<TenderDetailModel> = {}): TenderDetailModel => ({
  id: 7,
  title: 'Hurda Bakır Kablo',
  number: '7',
  statusId,
  statusName: '',
  deliveryPlace: null,
  startDate: '2026-11-20T07:00:00Z',
  endDate: '2026-11-24T11:30:00Z',
  currentPrice: 125000,
  currency: 'TL',
  exchangeRate: null,
  vatIncluded: false,
  imageUrl: null,
  imageAlt: '',
  descriptionHtml: '',
  publishedAt: '2026-11-19T07:00:00Z',
  plannedEnd: '2026-11-24T11:30:00Z',
  extendedEnd: null,
  deposit: 10000,
  openingPrice: 100000,
  highestBid: 125000,
  autoExtension: null,
  paymentDays: 7,
  gallery: [],
  cardImage: null,
  attachments: [],
  item: null,
  tags: [],
  bids: [],
  bidCount: 0,
  lastSiraNo: 0,
  result: null,
  statusReason: null,
  isFavourite: false,
  ...over,
});

const offerOf = (t: TenderDetailModel) => JSON.parse(tenderJsonLd(t, 'https://esatis.example', 'Kablo')).offers;

describe('the tender page JSON-LD offer (issue #37)', () => {
  it.each([
    ['not started', TENDER_STATUS.baslamadi, 'https://schema.org/PreOrder'],
    ['running', TENDER_STATUS.devam, 'https://schema.org/InStock'],
    ['bids being weighed: held, not sold', TENDER_STATUS.degerlendiriliyor, 'https://schema.org/Reserved'],
    ['won: sold', TENDER_STATUS.kazananBelirli, 'https://schema.org/SoldOut'],
    ['ended without a winner: not sold', TENDER_STATUS.kazananBelirsiz, 'https://schema.org/Discontinued'],
    ['cancelled: not sold', TENDER_STATUS.iptal, 'https://schema.org/Discontinued'],
  ])('%s → %s', (_what, statusId, availability) => {
    expect(offerOf(tender(statusId)).availability).toBe(availability);
  });

  it('says SoldOut only for a tender with a winner', () => {
    const soldOut = Object.values(TENDER_STATUS).filter(
      (id) => offerOf(tender(id)).availability === 'https://schema.org/SoldOut',
    );
    expect(soldOut).toEqual([TENDER_STATUS.kazananBelirli]);
  });

  it('leaves availability out for a status it does not know, rather than guess', () => {
    const offer = offerOf(tender(999));
    expect(offer).not.toHaveProperty('availability');
    expect(offer).toMatchObject({ '@type': 'Offer', price: '125000.00', priceCurrency: 'TRY' });
  });

  it('keeps the price, currency, window and address of the offer', () => {
    expect(offerOf(tender(TENDER_STATUS.devam, { currency: 'EUR' }))).toEqual({
      '@type': 'Offer',
      url: 'https://esatis.example/ihaleler/7',
      price: '125000.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-11-20T07:00:00Z',
      priceValidUntil: '2026-11-24',
    });
  });

  it('embeds the JSON so no text in it can close the script element', () => {
    const json = tenderJsonLd(tender(TENDER_STATUS.devam, { title: '</script><b>x' }), 'https://esatis.example', '');
    expect(json).not.toContain('</script');
    const { container } = render(<TenderJsonLd json={json} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '').name).toBe('</script><b>x');
  });
});
