import { act, render, screen } from '@testing-library/react';
import { receiveLiveBid } from '@/lib/realtime/live-bids-feed';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { CardPrice } from './card-price';
import { LiveCardPrice, type LiveCardPriceProps } from './live-card-price';

jest.mock('@/lib/realtime/hooks', () => ({ useTenderGroup: () => {} }));
/** A live bid arriving on the hub connection's one Recive listener. */
const recive = (p: object) => receiveLiveBid(p);

/** A card's price as tender-card.tsx renders it: the server's markup inside the live part. */
const cardPrice = (p: LiveCardPriceProps) => (
  <LiveCardPrice {...p}>
    <CardPrice amount={p.amount} currency={p.currency} exchangeRate={p.exchangeRate} />
  </LiveCardPrice>
);

const rate = { rate: 48.9012, date: '2026-11-24', standIn: false };

afterEach(() => act(() => useSessionStore.setState({ userInfos: null })));

describe('a card price, signed in', () => {
  beforeEach(() => act(() => useSessionStore.setState({ userInfos: MEHMET })));

  it("in EUR shows its TL value at the day's rate and follows a live bid", async () => {
    render(cardPrice({ ihaleId: 7, statusId: 213, amount: 28_500, currency: 'EUR', exchangeRate: rate }));
    expect(screen.getByTestId('tender-card-price')).toHaveTextContent('28.500,00 EUR');
    expect(screen.getByTestId('tl-equivalent')).toHaveTextContent('≈ 1.393.684,20 TL (TCMB döviz satış, 24.11.2026)');

    // The live part loads after hydration; until then the same price stands in its place.
    await act(() => import('./signed-in-live-card-price'));
    act(() => recive({ id: 7, teklif: 29_000, cariRumuzu: 'Kartal-482' }));
    expect(await screen.findByText('29.000,00 EUR')).toBeInTheDocument();
    expect(screen.getByTestId('tl-equivalent')).toHaveTextContent('≈ 1.418.134,80 TL (TCMB döviz satış, 24.11.2026)');
  });

  it('has no TL line for a TL price', () => {
    render(cardPrice({ ihaleId: 8, statusId: 213, amount: 9_450, currency: 'TL', exchangeRate: null }));
    expect(screen.getByTestId('tender-card-price')).toHaveTextContent('9.450,00 TL');
    expect(screen.queryByTestId('tl-equivalent')).toBeNull();
  });
});

describe('a card price, signed out', () => {
  it("keeps the server's amount: a visitor has no hub connection", async () => {
    render(cardPrice({ ihaleId: 9, statusId: 213, amount: 12_000, currency: 'TL', exchangeRate: null }));
    await act(() => import('./signed-in-live-card-price'));
    act(() => recive({ id: 9, teklif: 12_500, cariRumuzu: 'Kartal-482' }));
    expect(screen.getByTestId('tender-card-price')).toHaveTextContent('12.000,00 TL');
  });
});
