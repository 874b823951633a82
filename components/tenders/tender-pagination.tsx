'use client';
import Link from 'next/link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { PAGE_SIZE, type TenderListRaw, tenderListHref } from '@/lib/rules/tender-filters';

/** Page links (real hrefs, so they work without JavaScript and the back button walks through pages). */
export function TenderPagination({ raw, page, total }: { raw: TenderListRaw; page: number; total: number }) {
  const count = Math.ceil(total / PAGE_SIZE);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label="Sayfalar"
      page={Math.min(page, count)}
      count={count}
      color="primary"
      shape="rounded"
      siblingCount={1}
      sx={{ '& ul': { justifyContent: 'center' } }}
      renderItem={(item) => <PaginationItem component={Link} href={tenderListHref(raw, item.page ?? 1)} {...item} />}
    />
  );
}
