import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { VerifiedUserOutlinedIcon } from '@/components/ui/icons/verified-user-outlined';
import styles from './record-page.module.css';

/**
 * 'Kaydı doğrula' on the tender detail (a server-rendered link, no client code): to the page that
 * checks the tender's signed bid record in the visitor's browser (docs/architecture.md §11).
 */
export function RecordLink({ ihaleId }: { ihaleId: number }) {
  return (
    <div className={styles.recordLink}>
      <Link href={`/ihaleler/${ihaleId}/kayit`} className="btn btn-outlined">
        <Icon def={VerifiedUserOutlinedIcon} size={18} />
        Kaydı doğrula
      </Link>
      <span className={styles.recordHint}>Teklif kaydının imzasını ve bütünlüğünü tarayıcınızda denetleyin.</span>
    </div>
  );
}
