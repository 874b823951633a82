'use client';
import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BidModel } from '@/lib/api/tenders';
import { BID_ROW_HEIGHT, BidRows } from './bid-rows';

interface Props {
  bids: readonly BidModel[];
  currency: string;
  scrollRef: RefObject<HTMLElement | null>;
  visibleRows: number;
}

/** 'Son Teklifler' of a long list: only the rows in view (and a few around) are drawn (bid-history.tsx). */
export function VirtualBidRows({ bids, currency, scrollRef, visibleRows }: Props) {
  const virtualizer = useVirtualizer({
    count: bids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => BID_ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 360, height: visibleRows * BID_ROW_HEIGHT },
  });
  return <BidRows bids={bids} currency={currency} rows={virtualizer.getVirtualItems()} />;
}
