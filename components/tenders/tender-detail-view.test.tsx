import { render, screen } from '@testing-library/react';
import type { TenderDetailModel } from '@/lib/api/tenders';
import { TenderDetailView } from './tender-detail-view';

// The islands stand in as markers: this test is about where the page puts them, not what they do.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/realtime/hooks', () => ({ useHubEvent: () => {}, useTenderGroup: () => {} }));
jest.mock('@/components/auction/auction-controls', () => ({
  AuctionControls: () => (
    <button type="button" data-testid="auction-controls">
      İhaleye Katıl
    </button>
  ),
}));
jest.mock('@/components/auction/favourite-toggle', () => ({
  FavouriteToggle: () => (
    <button type="button" aria-label="Favorilere ekle">
      ♡
    </button>
  ),
}));
jest.mock('@/components/auction/live-countdown', () => ({
  LiveCountdown: () => <div data-testid="tender-countdown">Kalan Süre</div>,
}));

const image = (id: number) => ({ id, url: `/media/g${id}.svg`, name: `g${id}`, alt: `Görsel ${id}` });

const tender: TenderDetailModel = {
  id: 7,
  title: 'Hurda Bakır Kablo',
  number: '7',
  statusId: 213,
  statusName: 'Devam Ediyor',
  deliveryPlace: 'Kırıkkale Fabrikası',
  startDate: '2026-11-20T07:00:00Z',
  endDate: '2026-11-24T11:30:00Z',
  currentPrice: 100000,
  currency: 'TL',
  exchangeRate: null,
  vatIncluded: false,
  imageUrl: null,
  imageAlt: '',
  descriptionHtml: '<p>Kablo</p>',
  publishedAt: '2026-11-19T07:00:00Z',
  plannedEnd: '2026-11-24T11:30:00Z',
  extendedEnd: null,
  deposit: 10000,
  openingPrice: 100000,
  highestBid: 0,
  autoExtension: null,
  paymentDays: 7,
  gallery: [image(1), image(2)],
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
};

/** True when `a` comes before `b` in the document (and so in the keyboard's and a reader's order). */
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the tender page, in a bidder’s order (issue #36)', () => {
  it('puts the title, price, countdown and bid box before the gallery and the data table', () => {
    render(<TenderDetailView tender={tender} descriptionHtml="<p>Kablo</p>" serverNow="2026-11-22T07:00:00Z" />);
    const order = [
      screen.getByRole('heading', { level: 1, name: 'Hurda Bakır Kablo' }),
      screen.getByTestId('price-box'),
      screen.getByTestId('tender-countdown'),
      screen.getByTestId('auction-controls'),
      screen.getByRole('region', { name: 'Son Teklifler' }),
      screen.getAllByRole('button', { name: /^Görseli büyüt/ })[0],
      screen.getByRole('region', { name: 'İhale Bilgileri' }),
      screen.getByRole('region', { name: 'İhale Açıklaması' }),
    ];
    for (let i = 1; i < order.length; i++) expect(precedes(order[i - 1], order[i])).toBe(true);
    expect(screen.getByTestId('tender-info')).toHaveTextContent('Teminat Tutarı');
  });
});
