import { act, render, screen, within } from '@testing-library/react';
import { receiveLiveBid } from '@/lib/realtime/live-bids-feed';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { BidHistoryView } from '@/components/tenders/bid-history-view';
import { LiveBidHistory, loadsLiveList } from './live-bid-history';
import { LiveTenderProvider } from './live-tender-context';
import { testSnapshot } from './test-snapshot';

jest.mock('@/lib/realtime/hooks', () => ({ useTenderGroup: () => {}, useHubEvent: () => {} }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

const { bids } = testSnapshot(0);

/** The page's 'Son Teklifler': the server's list, handed to the live one (tender-detail-view.tsx). */
function Page({ id }: { id: number }) {
  return (
    <LiveTenderProvider snapshot={testSnapshot(id)}>
      <LiveBidHistory currency="TL" longList={false}>
        <BidHistoryView bids={bids} currency="TL" />
      </LiveBidHistory>
    </LiveTenderProvider>
  );
}

const rowsText = () => screen.getAllByTestId('bid-row').map((row) => within(row).getByTestId('bid-amount').textContent);

const bid = (id: number, teklif: number) =>
  act(() => receiveLiveBid({ id, teklif, cariRumuzu: 'Kartal-482', siraNo: 2, teklifZamani: '2026-11-30T10:01:00Z' }));

afterEach(() => act(() => useSessionStore.setState({ userInfos: null })));

it("a signed-in user's list shows a rival's bid once the live list and feed have loaded", async () => {
  act(() => useSessionStore.setState({ userInfos: MEHMET }));
  render(<Page id={41} />);
  expect(rowsText()).toEqual(['1.500,00 TL']);
  await act(() => Promise.all([import('./live-bid-list'), import('./live-tender-feed')]));
  bid(41, 1_600);
  expect(await screen.findByText('2 teklif')).toBeInTheDocument();
  expect(rowsText()).toEqual(['1.600,00 TL', '1.500,00 TL']);
});

it("a visitor's short list is the server's markup, which a live bid does not change", async () => {
  render(<Page id={42} />);
  await act(() => Promise.all([import('./live-bid-list'), import('./live-tender-feed')]));
  bid(42, 1_700);
  expect(rowsText()).toEqual(['1.500,00 TL']);
  expect(screen.getByText('1 teklif')).toBeInTheDocument();
});

it('loads the live list for a signed-in user or a long list only', () => {
  expect(loadsLiveList(true, false)).toBe(true);
  expect(loadsLiveList(false, true)).toBe(true);
  expect(loadsLiveList(true, true)).toBe(true);
  expect(loadsLiveList(false, false)).toBe(false);
});
