import type { BidModel } from '@/lib/api/tenders';
import { formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { PROXY_BID_MARK } from '@/lib/rules/proxy-bid-mark';
import styles from './bid-history.module.css';

export const BID_ROW_HEIGHT = 66;

interface Props {
  bids: readonly BidModel[];
  currency: string;
  /** The rows to draw, each with its offset from the top of the list (all of them, or the visible ones). */
  rows: readonly { index: number; start: number }[];
}

/**
 * The list of 'Son Teklifler' (bid-history.tsx): every row at its place in a list as tall as all the
 * rows, so drawing all of them or only the visible ones (virtual-bid-rows.tsx) looks the same.
 * A bid the portal placed for a maximum carries the mark 'otomatik' after the alias (issue #16): a
 * chip-like label in plain CSS, since the detail page's first JavaScript carries no MUI.
 */
export function BidRows({ bids, currency, rows }: Props) {
  return (
    <ol className={styles.bidList} style={{ height: bids.length * BID_ROW_HEIGHT }}>
      {rows.map(({ index, start }) => {
        const bid = bids[index];
        const classes = [
          styles.bidRow,
          index === 0 ? styles.bidTop : '',
          index === bids.length - 1 ? styles.bidLast : '',
        ];
        return (
          <li
            key={bid.id}
            data-testid="bid-row"
            aria-setsize={bids.length}
            aria-posinset={index + 1}
            className={classes.join(' ')}
            style={{ height: BID_ROW_HEIGHT, transform: `translateY(${start}px)` }}
          >
            <div className={styles.bidWho}>
              <div className={styles.bidAliasLine}>
                <span className={styles.bidAlias}>{bid.alias}</span>
                {bid.automatic && (
                  // The space keeps alias and mark two words for a screen reader.
                  <>
                    {' '}
                    <span data-testid="bid-automatic" className={styles.bidAutomatic}>
                      {PROXY_BID_MARK}
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
  );
}

/** The first `count` rows, each at its place. */
export const firstRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ index, start: index * BID_ROW_HEIGHT }));
