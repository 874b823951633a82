import Link from 'next/link';
import { formatMoney } from '@/lib/format/money';
import { ARCHIVE_PATH, resultStatement, type TenderResult } from '@/lib/rules/tender-archive';
import { statusStyle } from '@/lib/rules/status-style';
import styles from './tender-result-box.module.css';

/**
 * 'Bu ihale sonuçlanmıştır. …' on a finished tender's page, as a labelled region (its heading names
 * it for screen readers and heading navigation). Never who won: only the winning amount.
 */
export function TenderResultBox({
  result,
  statusId,
  bidCount,
  currency,
  reason = null,
}: {
  result: TenderResult;
  statusId: number;
  bidCount: number;
  currency: string;
  /** The institution's reason for a cancellation or a no-winner decision (docs/architecture.md §8). */
  reason?: string | null;
}) {
  const colours = statusStyle(statusId);
  return (
    <section
      aria-labelledby="tender-result-title"
      data-testid="tender-result"
      className={styles.box}
      style={{ backgroundColor: colours.background, borderColor: colours.border, borderLeftColor: colours.color }}
    >
      <h2 id="tender-result-title" className={styles.heading} style={{ color: colours.color }}>
        İhale Sonucu
      </h2>
      <p className={styles.statement}>{resultStatement(result, bidCount, (amount) => formatMoney(amount, currency))}</p>
      {reason && (
        <p className={styles.reason} data-testid="tender-result-reason">
          <strong>{result.kind === 'cancelled' ? 'İptal nedeni:' : 'Gerekçe:'}</strong> {reason}
        </p>
      )}
      <Link href={ARCHIVE_PATH} className={styles.link} style={{ color: colours.color }}>
        Tüm sonuçlanan ihaleler
      </Link>
    </section>
  );
}
