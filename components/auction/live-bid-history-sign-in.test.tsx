import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { BidHistoryView } from '@/components/tenders/bid-history-view';
import { LiveBidHistory } from './live-bid-history';
import { LiveTenderProvider } from './live-tender-context';
import { testSnapshot } from './test-snapshot';

// A file of its own: the live list's code must not have been loaded by another test of the file.
jest.mock('@/lib/realtime/hooks', () => ({ useTenderGroup: () => {}, useHubEvent: () => {} }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));

const { bids } = testSnapshot(0);

it('a visitor who signs in on the page keeps the server’s list, the same node, until the live one replaces it', async () => {
  const page = (
    <LiveTenderProvider snapshot={testSnapshot(44)}>
      <LiveBidHistory currency="TL" longList={false}>
        <BidHistoryView bids={bids} currency="TL" />
      </LiveBidHistory>
    </LiveTenderProvider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page);
  const serverList = container.querySelector('section');
  await act(async () => {
    hydrateRoot(container, page);
  });

  act(() => useSessionStore.setState({ userInfos: MEHMET }));
  // The session is known and the live list's code not here yet: the server's list was not redrawn.
  expect(container.querySelector('section')).toBe(serverList);

  await act(() => import('./live-bid-list'));
  expect(container.querySelector('section')).not.toBe(serverList);
  expect(within(container).getByText('1 teklif')).toBeInTheDocument();
  act(() => useSessionStore.setState({ userInfos: null }));
  container.remove();
});
