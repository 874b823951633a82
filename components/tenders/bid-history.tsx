'use client';
import { lazy, Suspense, useRef } from 'react';
import type { BidModel } from '@/lib/api/tenders';
import { BidHistoryView, LeadingRows, needsVirtualRows, VISIBLE_ROWS } from './bid-history-view';

const VirtualBidRows = lazy(() => import('./virtual-bid-rows').then((m) => ({ default: m.VirtualBidRows })));

/**
 * 'Son Teklifler' in the browser, for bids that change (components/auction/live-bid-list.tsx): a
 * tender with thousands of bids renders only what is visible; until the virtual list has loaded, its
 * first rows stand in for it.
 */
export function BidHistory({ bids, currency }: { bids: BidModel[]; currency: string }) {
  const scrollRef = useRef<HTMLElement>(null);
  return (
    <BidHistoryView
      bids={bids}
      currency={currency}
      scrollRef={scrollRef}
      rows={
        needsVirtualRows(bids.length) ? (
          <Suspense fallback={<LeadingRows bids={bids} currency={currency} />}>
            <VirtualBidRows bids={bids} currency={currency} scrollRef={scrollRef} visibleRows={VISIBLE_ROWS} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
