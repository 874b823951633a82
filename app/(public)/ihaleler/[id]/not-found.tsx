import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SearchOffIcon } from '@/components/ui/icons/search-off';
import { PageFrame } from '@/components/ui/page-frame';
import { TENDER_NOT_FOUND_METADATA } from '@/components/common/not-found-content';
import styles from '@/components/common/status-page.module.css';

const TENDER_NOT_FOUND_TEXT = 'İhale bulunamadı.';

// The page's own metadata is not used once it calls notFound(): the tab's title comes from here.
export const metadata = TENDER_NOT_FOUND_METADATA;

/** Unknown, hidden or malformed tender ids (HTTP 404). */
export default function TenderNotFound() {
  return (
    <PageFrame>
      <div className={styles.card}>
        <Icon def={SearchOffIcon} size={56} className={styles.cardIcon} />
        <h1 className={styles.cardTitle}>{TENDER_NOT_FOUND_TEXT}</h1>
        <Link href="/ihaleler" className="btn btn-primary btn-lg">
          İhalelere Dön
        </Link>
      </div>
    </PageFrame>
  );
}
