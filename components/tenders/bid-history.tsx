'use client';
import { lazy, Suspense, useRef } from 'react';
import type { BidModel } from '@/lib/api/tenders';
import { BID_ROW_HEIGHT, BidRows, firstRows } from './bid-rows';
import styles from './bid-history.module.css';

const VISIBLE_ROWS = 5;
/**
 * Up to this many bids every row is drawn; a longer list draws only what is in view, with
 * @tanstack/react-virtual, loaded only then (about 5 KB gzipped off a tender page's first load,
 * docs/architecture.md §3 "Light on a phone").
 */
export const ALL_ROWS_UP_TO = 40;
export const NO_BIDS_TEXT = 'Henüz teklif verilmemiştir.';

const VirtualBidRows = lazy(() => import('./virtual-bid-rows').then((m) => ({ default: m.VirtualBidRows })));

/**
 * 'Son Teklifler': bids highest first (docs/spec.md §2) in a list of 66 px rows that scrolls after
 * five. A tender with thousands of bids renders only what is visible; until the virtual list has
 * loaded, its first rows stand in for it.
 */
export function BidHistory({ bids, currency }: { bids: BidModel[]; currency: string }) {
  const scrollRef = useRef<HTMLElement>(null);
  const height = Math.min(bids.length, VISIBLE_ROWS) * BID_ROW_HEIGHT;
  const leadingRows = (
    <BidRows bids={bids} currency={currency} rows={firstRows(Math.min(bids.length, ALL_ROWS_UP_TO))} />
  );

  return (
    <section aria-labelledby="bid-history-title" className={styles.bids}>
      <div className={styles.bidsHead}>
        <h2 id="bid-history-title" className={styles.bidsTitle}>
          Son Teklifler
        </h2>
        {bids.length > 0 && <div className={styles.bidsCount}>{bids.length} teklif</div>}
      </div>
      {bids.length === 0 ? (
        <div className={styles.noBids}>{NO_BIDS_TEXT}</div>
      ) : (
        <section
          ref={scrollRef}
          data-testid="bid-history"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label="Teklif listesi"
          className={styles.bidScroll}
          style={{ height }}
        >
          {bids.length <= ALL_ROWS_UP_TO ? (
            leadingRows
          ) : (
            <Suspense fallback={leadingRows}>
              <VirtualBidRows bids={bids} currency={currency} scrollRef={scrollRef} visibleRows={VISIBLE_ROWS} />
            </Suspense>
          )}
        </section>
      )}
    </section>
  );
}
