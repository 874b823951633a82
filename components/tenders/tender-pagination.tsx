import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { pageItems } from '@/lib/rules/page-items';
import { PAGE_SIZE } from '@/lib/rules/tender-filters';
import styles from './tender-pagination.module.css';

/**
 * Page links (real hrefs, so they work without JavaScript and the back button walks through pages).
 * `hrefOf` names a page's address: the tender list keeps its filters, the archive has only the page.
 */
export function TenderPagination({
  page,
  total,
  hrefOf,
}: {
  page: number;
  total: number;
  hrefOf: (page: number) => string;
}) {
  const count = Math.ceil(total / PAGE_SIZE);
  if (count <= 1) return null;
  const current = Math.min(page, count);
  const step = (target: number, label: string, icon: typeof ChevronLeftIcon) =>
    target < 1 || target > count ? (
      <span aria-hidden className={`${styles.page} ${styles.pageDisabled}`}>
        <Icon def={icon} size={20} />
      </span>
    ) : (
      <Link href={hrefOf(target)} aria-label={label} className={styles.page}>
        <Icon def={icon} size={20} />
      </Link>
    );
  return (
    <nav aria-label="Sayfalar">
      <ul className={styles.pages}>
        <li>{step(current - 1, 'Önceki sayfaya git', ChevronLeftIcon)}</li>
        {pageItems(current, count).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key}>
              <span className={styles.page}>…</span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={hrefOf(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={item.page === current ? `${item.page}. sayfa` : `${item.page}. sayfaya git`}
                className={styles.page}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, 'Sonraki sayfaya git', ChevronRightIcon)}</li>
      </ul>
    </nav>
  );
}
