import Link from 'next/link';
import { Icon } from './icon';
import { NavigateNextIcon } from '@/components/ui/icons/navigate-next';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the last crumb (the current page) and on a section without a page of its own. */
  href?: string;
}

/**
 * Where the page sits: 'Ana Sayfa > İhaleler > İhale Detay'. The portal's one trail, on public pages,
 * profile screens and the back office alike (no MUI, so light public pages can use it).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Sayfa konumu" className={styles.crumbs}>
      <ol className={styles.list}>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a breadcrumb trail is static; its position is its identity
            <li key={`${c.label}-${i}`} className={styles.item}>
              {c.href && !last ? (
                <Link href={c.href} className={styles.link}>
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                  {c.label}
                </span>
              )}
              {!last && (
                <span aria-hidden className={styles.separator}>
                  <Icon def={NavigateNextIcon} size={20} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
