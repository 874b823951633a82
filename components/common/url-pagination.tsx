'use client';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Link from 'next/link';

export interface UrlPaginationProps {
  page: number;
  pageCount: number;
  /** The link of each page; receives the page number. */
  hrefs: Record<number, string>;
  label?: string;
}

/**
 * Pagination whose pages are real links (?sayfa=N): shareable, work with the back button and
 * without JavaScript. The server passes the link of every page it may show.
 */
export function UrlPagination({ page, pageCount, hrefs, label = 'Sayfalar' }: UrlPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        color="primary"
        shape="rounded"
        siblingCount={1}
        sx={{ '& ul': { justifyContent: 'center', gap: 0.5 } }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            {...(item.page && hrefs[item.page] && !item.disabled ? { component: Link, href: hrefs[item.page] } : {})}
          />
        )}
      />
    </nav>
  );
}
