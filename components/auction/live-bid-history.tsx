'use client';
import { BidHistory } from '@/components/tenders/bid-history';
import type { BidModel } from '@/lib/api/tenders';
import { useLiveTender } from './live-tender-context';

/**
 * 'Son Teklifler' fed with live bids. Inside the live provider the bids come from it (so they are
 * serialised once, with the provider's snapshot); `bids` is the fallback outside one.
 */
export function LiveBidHistory({ currency, bids }: { currency: string; bids?: BidModel[] }) {
  const live = useLiveTender();
  return <BidHistory bids={live?.bids ?? bids ?? []} currency={currency} />;
}
