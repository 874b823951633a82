'use client';
import { BidHistory } from '@/components/tenders/bid-history';
import { useLiveTender } from './live-tender-context';

/**
 * 'Son Teklifler' fed with live bids, from the live provider (the bids are serialised once, with the
 * provider's snapshot). Loaded by live-bid-history.tsx where the list can change or is long.
 */
export function LiveBidList({ currency }: { currency: string }) {
  const live = useLiveTender();
  return <BidHistory bids={live?.bids ?? []} currency={currency} />;
}
