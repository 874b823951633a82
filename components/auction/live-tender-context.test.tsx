import { act, render, screen } from '@testing-library/react';
import { receiveLiveBid } from '@/lib/realtime/live-bids-feed';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { LiveTenderProvider, useLiveTender } from './live-tender-context';
import { testSnapshot } from './test-snapshot';

jest.mock('@/lib/realtime/hooks', () => ({ useTenderGroup: () => {}, useHubEvent: () => {} }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

/** What the price box and 'Son Teklifler' read: the highest bid and how many bids there are. */
function Probe() {
  const live = useLiveTender();
  return <span data-testid="live">{`${live?.highestBid} / ${live?.bids.length}`}</span>;
}

const bid = (id: number, teklif: number) =>
  act(() => receiveLiveBid({ id, teklif, cariRumuzu: 'Kartal-482', siraNo: 2, teklifZamani: '2026-11-30T10:01:00Z' }));

afterEach(() => act(() => useSessionStore.setState({ userInfos: null })));

it("a signed-in user's page folds live bids over the server's snapshot once the feed has loaded", async () => {
  act(() => useSessionStore.setState({ userInfos: MEHMET }));
  render(
    <LiveTenderProvider snapshot={testSnapshot(31)}>
      <Probe />
    </LiveTenderProvider>,
  );
  expect(screen.getByTestId('live')).toHaveTextContent('1500 / 1');
  await act(() => import('./live-tender-feed'));
  bid(31, 1_600);
  expect(await screen.findByText('1600 / 2')).toBeInTheDocument();
});

it("a visitor's page keeps the server's snapshot: a visitor has no hub connection", async () => {
  render(
    <LiveTenderProvider snapshot={testSnapshot(32)}>
      <Probe />
    </LiveTenderProvider>,
  );
  await act(() => import('./live-tender-feed'));
  bid(32, 1_700);
  expect(screen.getByTestId('live')).toHaveTextContent('1500 / 1');
});
