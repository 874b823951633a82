import type { ReactNode } from 'react';
import Link from 'next/link';
import styles from './common.module.css';

/** A home section title ('ÖNE ÇIKAN İHALELER') with a red bar and an optional 'see all' link. */
export function SectionHeading({
  id,
  children,
  action,
}: {
  id: string;
  children: ReactNode;
  action?: { label: string; href: string };
}) {
  return (
    <div className={styles.headingRow}>
      <h2 id={id} className={styles.heading}>
        {children}
      </h2>
      {action && (
        <Link href={action.href} className={styles.headingAction}>
          {action.label}
          <span aria-hidden> →</span>
        </Link>
      )}
    </div>
  );
}
