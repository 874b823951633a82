import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { ImageOutlinedIcon } from '@/components/ui/icons/image-outlined';
import type { FinishedTenderModel } from '@/lib/api/finished-tenders';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { bidCountText, endDateLabel, resultShortText } from '@/lib/rules/tender-archive';
import { StatusChip } from './status-chip';
import styles from './finished-tenders.module.css';

/**
 * A finished tender in 'Sonuçlanan İhaleler': what it was, how it ended, how many bids it had and
 * when it ended. The title link covers the row, so each row is one link to the tender's page.
 */
export function FinishedTenderRow({ tender: t, eagerImage }: { tender: FinishedTenderModel; eagerImage?: boolean }) {
  return (
    <article data-testid="finished-tender" className={styles.row}>
      <div className={styles.thumb}>
        {t.imageUrl ? (
          // A plain img: SVGs served as-is, sized to avoid layout shift.
          <img
            className={styles.image}
            src={t.imageUrl}
            // The title says what it is; the picture adds nothing for a screen reader.
            alt=""
            width={160}
            height={120}
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={styles.noImage}>
            <Icon def={ImageOutlinedIcon} size={28} />
          </div>
        )}
      </div>
      <div className={styles.main}>
        <div className={styles.topRow}>
          <span>
            İhale No: <strong>{t.number}</strong>
          </span>
          <StatusChip statusId={t.statusId} name={t.statusName} />
        </div>
        <h3 className={styles.title}>
          <Link href={`/ihaleler/${t.id}`} className={styles.link}>
            {t.title}
          </Link>
        </h3>
      </div>
      <div className={styles.outcome}>
        <p data-testid="finished-tender-result" data-kind={t.result.kind} className={styles.result}>
          {resultShortText(t.result, (amount) => formatMoney(amount, t.currency))}
        </p>
        <p className={styles.meta}>
          <span data-testid="finished-tender-bids">{bidCountText(t.bidCount)}</span>
          <span>
            {endDateLabel(t.result)}:{' '}
            <strong>
              <time data-testid="finished-tender-end" dateTime={t.endDate}>
                {formatDateTime(t.endDate)}
              </time>
            </strong>
          </span>
        </p>
      </div>
    </article>
  );
}
