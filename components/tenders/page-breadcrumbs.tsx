import { Fragment } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { NavigateNextIcon } from '@/components/ui/icon-paths';
import styles from './page-parts.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** Ana Sayfa > … trail; the last crumb is the current page. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Sayfa yolu" className={styles.crumbs}>
      <ol className={styles.crumbList}>
        {items.map((c, i) => (
          <Fragment key={c.label}>
            {i > 0 && (
              <li aria-hidden className={styles.separator}>
                <Icon def={NavigateNextIcon} size={20} />
              </li>
            )}
            <li>
              {c.href && i < items.length - 1 ? (
                <Link href={c.href} className={styles.crumbLink}>
                  {c.label}
                </Link>
              ) : (
                <span aria-current="page">{c.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
