import type { ReactNode, Ref } from 'react';
import type { BidModel } from '@/lib/api/tenders';
import { BID_ROW_HEIGHT, BidRows, firstRows } from './bid-rows';
import styles from './bid-history.module.css';

/** Rows in view before the list scrolls. */
export const VISIBLE_ROWS = 5;
/**
 * Up to this many bids every row is drawn; a longer list draws only what is in view, with
 * @tanstack/react-virtual, loaded only then (about 5 KB gzipped off a tender page's first load,
 * docs/architecture.md §3 "Light on a phone").
 */
export const ALL_ROWS_UP_TO = 40;
/** Whether a list of `count` bids draws only the rows in view, with the virtual rows. */
export const needsVirtualRows = (count: number) => count > ALL_ROWS_UP_TO;
const NO_BIDS_TEXT = 'Henüz teklif verilmemiştir.';

interface Props {
  bids: BidModel[];
  currency: string;
  /** The scrolling list, for the virtual rows to measure (bid-history.tsx); absent on the server. */
  scrollRef?: Ref<HTMLElement>;
  /** What the list draws instead of its first rows (the virtual rows of a long list). */
  rows?: ReactNode;
}

/**
 * 'Son Teklifler': bids highest first (docs/spec.md §2) in a list of 66 px rows that scrolls after
 * five. Without hooks, so the server renders it (what a tender page shows before its script, and all
 * a visitor needs of a short list) and bid-history.tsx renders it live.
 */
export function BidHistoryView({ bids, currency, scrollRef, rows }: Props) {
  const height = Math.min(bids.length, VISIBLE_ROWS) * BID_ROW_HEIGHT;
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
          {rows ?? <LeadingRows bids={bids} currency={currency} />}
        </section>
      )}
    </section>
  );
}

/** Every row of a short list; the first ones of a long list until its virtual rows are there. */
export function LeadingRows({ bids, currency }: { bids: BidModel[]; currency: string }) {
  return <BidRows bids={bids} currency={currency} rows={firstRows(Math.min(bids.length, ALL_ROWS_UP_TO))} />;
}
