'use client';
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BidModel } from '@/lib/api/tenders';
import { formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { ProxyBidMessages } from '@/lib/rules/proxy-bid';
import styles from './bid-history.module.css';

export const BID_ROW_HEIGHT = 66;
const VISIBLE_ROWS = 5;
export const NO_BIDS_TEXT = 'Henüz teklif verilmemiştir.';

/**
 * 'Son Teklifler': bids highest first (docs/spec.md §2) as a virtual list with 66 px rows, so a tender with
 * thousands of bids renders only what is visible. The server renders the first rows (initialRect).
 * A bid the portal placed for a maximum carries the mark 'otomatik' after the alias (issue #16): a
 * chip-like label in plain CSS, since the detail page's first JavaScript carries no MUI.
 */
export function BidHistory({ bids, currency }: { bids: BidModel[]; currency: string }) {
  const scrollRef = useRef<HTMLElement>(null);
  const height = Math.min(bids.length, VISIBLE_ROWS) * BID_ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: bids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => BID_ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 360, height: VISIBLE_ROWS * BID_ROW_HEIGHT },
  });

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
          <ol className={styles.bidList} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const bid = bids[row.index];
              const classes = [
                styles.bidRow,
                row.index === 0 ? styles.bidTop : '',
                row.index === bids.length - 1 ? styles.bidLast : '',
              ];
              return (
                <li
                  key={bid.id}
                  data-testid="bid-row"
                  aria-setsize={bids.length}
                  aria-posinset={row.index + 1}
                  className={classes.join(' ')}
                  style={{ height: BID_ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                >
                  <div className={styles.bidWho}>
                    <div className={styles.bidAliasLine}>
                      <span className={styles.bidAlias}>{bid.alias}</span>
                      {bid.automatic && (
                        // The space keeps alias and mark two words for a screen reader.
                        <>
                          {' '}
                          <span data-testid="bid-automatic" className={styles.bidAutomatic}>
                            {ProxyBidMessages.mark}
                          </span>
                        </>
                      )}
                    </div>
                    <time dateTime={bid.time} className={styles.bidTime}>
                      {formatDateTimeSeconds(bid.time)}
                    </time>
                  </div>
                  <div data-testid="bid-amount" className={styles.bidAmount}>
                    {formatMoney(bid.amount, currency)}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </section>
  );
}
