'use client';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session/use-session';
import { clientIsland } from '@/components/common/client-island';

interface Props {
  currency: string;
  /** More bids than the list draws at once (bid-history-view.tsx needsVirtualRows). */
  longList: boolean;
  /** 'Son Teklifler' as the server rendered it (bid-history-view.tsx). */
  children: ReactNode;
}

// The live list loads after hydration (docs/decisions/islands-load-after-hydration.md), and only
// where it is needed; until then, and for good where it is not, the server's list stands in, the
// same markup, so nothing moves.
const LoadedBidList = clientIsland<Props & { signedIn: boolean }>(
  () => import('./live-bid-list').then((m) => m.LiveBidList),
  ({ children }) => children,
  ({ signedIn, longList }) => loadsLiveList(signedIn, longList),
);

/**
 * Whether a tender page's list needs its browser code: a signed-in user's follows live bids, a long
 * list draws only the rows in view; a visitor's short list never changes on the page.
 */
export const loadsLiveList = (signedIn: boolean, longList: boolean) => signedIn || longList;

/**
 * 'Son Teklifler' on a tender's page. A signed-in user's list follows live bids, and a long list
 * draws only the rows in view; a visitor's short list never changes on the page, so the server's
 * markup is all there is.
 */
export function LiveBidHistory(props: Props) {
  const { userInfos } = useSession();
  return <LoadedBidList {...props} signedIn={userInfos !== null} />;
}
