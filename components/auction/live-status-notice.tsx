'use client';
import { type StatusNoticeKind, statusNoticeTitle } from '@/lib/rules/tender-status-notice';
import styles from './live-status-notice.module.css';

/** What the institution just did to the open tender (IhaleDurumBildirimi), for the notice. */
export interface LiveStatusNoticeModel {
  kind: StatusNoticeKind;
  reason: string | null;
}

/**
 * The notice a bidder's open tender page shows the moment the institution withdraws, cancels or
 * decides the tender (docs/architecture.md §8 "Lifecycle"): an alert, so screen readers say it at
 * once, with the reason. The page's own data refreshes behind it.
 */
export function LiveStatusNotice({ notice }: { notice: LiveStatusNoticeModel }) {
  const closedBidding = notice.kind === 'withdrawn' || notice.kind === 'cancelled';
  return (
    <div role="alert" data-testid="live-status-notice" className={styles.notice}>
      <p className={styles.title}>{statusNoticeTitle(notice.kind)}</p>
      {notice.reason && (
        <p className={styles.reason}>
          <strong>{notice.kind === 'cancelled' ? 'İptal nedeni:' : 'Gerekçe:'}</strong> {notice.reason}
        </p>
      )}
      {closedBidding && (
        <p className={styles.reason}>
          Bu ihalede artık teklif verilemez; katılımcıların teminat blokajları çözülmüştür.
        </p>
      )}
    </div>
  );
}
