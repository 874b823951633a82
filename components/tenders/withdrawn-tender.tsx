import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SearchOffIcon } from '@/components/ui/icons/search-off';
import type { WithdrawnTenderModel } from '@/lib/api/tenders';
import { statusNoticeTitle } from '@/lib/rules/tender-status-notice';
import styles from '@/components/common/status-page.module.css';

/**
 * The address of a tender the institution withdrew from publication (docs/architecture.md §8
 * "Lifecycle"): says so, with the reason, and nothing else about the tender (the API tells nothing
 * else). The page is noindex, and the tender stays out of every list, search and the sitemap.
 */
export function WithdrawnTender({ tender }: { tender: WithdrawnTenderModel }) {
  return (
    <div className={styles.card} data-testid="tender-withdrawn">
      <Icon def={SearchOffIcon} size={56} className={styles.cardIcon} />
      <h1 className={styles.cardTitle}>{statusNoticeTitle('withdrawn')}</h1>
      <p className={styles.text}>İhale No: {tender.id}</p>
      {tender.reason && (
        <p className={styles.text} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <strong>Gerekçe:</strong> {tender.reason}
        </p>
      )}
      <Link href="/ihaleler" className="btn btn-primary btn-lg">
        İhalelere Dön
      </Link>
    </div>
  );
}
