import { render, screen, waitFor, within } from '@testing-library/react';
import { BidHistory } from './bid-history';
import { ALL_ROWS_UP_TO } from './bid-history-view';

const bids = [
  { id: 3, alias: 'Kartal-101', amount: 53_000, time: '2026-11-20T09:02:00Z', automatic: true },
  { id: 2, alias: 'Şahin-202', amount: 52_500, time: '2026-11-20T09:01:00Z', automatic: false },
  { id: 1, alias: 'Kartal-101', amount: 52_000, time: '2026-11-20T09:00:00Z', automatic: false },
];

describe('Son Teklifler', () => {
  // jsdom lays nothing out: give the scrolling list the size of its five visible rows.
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 330 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });

  it("marks a bid the portal placed for a maximum with 'otomatik', readable with the alias", () => {
    render(<BidHistory bids={bids} currency="TL" />);
    const rows = screen.getAllByTestId('bid-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByTestId('bid-automatic')).toHaveTextContent(/^otomatik$/);
    // Alias and mark are two words for a screen reader, not 'Kartal-101otomatik'.
    expect(rows[0]).toHaveTextContent('Kartal-101 otomatik');
    expect(within(rows[1]).queryByTestId('bid-automatic')).not.toBeInTheDocument();
    expect(within(rows[2]).queryByTestId('bid-automatic')).not.toBeInTheDocument();
    expect(screen.getAllByText('otomatik')).toHaveLength(1);
  });

  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: n - i,
      alias: `Rumuz-${n - i}`,
      amount: 50_000 + (n - i) * 500,
      time: '2026-11-20T09:00:00Z',
      automatic: false,
    }));

  it(`draws every row of a list up to ${ALL_ROWS_UP_TO} bids`, () => {
    render(<BidHistory bids={many(ALL_ROWS_UP_TO)} currency="TL" />);
    const rows = screen.getAllByTestId('bid-row');
    expect(rows).toHaveLength(ALL_ROWS_UP_TO);
    expect(rows[ALL_ROWS_UP_TO - 1]).toHaveAttribute('aria-posinset', String(ALL_ROWS_UP_TO));
    expect(screen.getByText(`${ALL_ROWS_UP_TO} teklif`)).toBeInTheDocument();
  });

  it('draws only the rows in view of thousands of bids, each still saying where it stands', async () => {
    render(<BidHistory bids={many(5000)} currency="TL" />);
    // Until the virtual list has loaded, the leading rows stand in; then only the visible ones and a few more.
    await waitFor(() => expect(screen.getAllByTestId('bid-row').length).toBeLessThan(ALL_ROWS_UP_TO));
    const rows = screen.getAllByTestId('bid-row');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]).toHaveTextContent('Rumuz-5000');
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByText('5000 teklif')).toBeInTheDocument();
  });
});
