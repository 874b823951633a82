import { act, render, screen } from '@testing-library/react';
import { receiveLiveBid } from '@/lib/realtime/live-bids-feed';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { LiveTenderProvider, useLiveTender } from './live-tender-context';
import type { LiveTenderSnapshot } from './live-snapshot';

jest.mock('@/lib/realtime/hooks', () => ({ useTenderGroup: () => {}, useHubEvent: () => {} }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

const snapshot = (id: number): LiveTenderSnapshot => ({
  id,
  statusId: 213,
  openingPrice: 1_000,
  highestBid: 1_500,
  bids: [{ id: 1, alias: 'Şahin-118', amount: 1_500, time: '2026-11-30T10:00:00Z', automatic: false }],
  start: '2026-11-30T09:00:00Z',
  end: '2026-12-01T09:00:00Z',
  currency: 'TL',
  deposit: 100,
  vatIncluded: true,
  lastSiraNo: 1,
});

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
    <LiveTenderProvider snapshot={snapshot(31)}>
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
    <LiveTenderProvider snapshot={snapshot(32)}>
      <Probe />
    </LiveTenderProvider>,
  );
  await act(() => import('./live-tender-feed'));
  bid(32, 1_700);
  expect(screen.getByTestId('live')).toHaveTextContent('1500 / 1');
});
