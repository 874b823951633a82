'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { StaffPagination } from './staff-pagination';
import { StaffQuery } from './staff-query';
import { StaffTable, type StaffTableProps } from './staff-table';

/**
 * A back-office list of one page of rows (docs/architecture.md §3, "UI kit"): the query's states,
 * the table of the page's items and the pager under it.
 */
export function StaffPagedTable<T>({
  query,
  loadingLabel,
  page,
  onPageChange,
  ...table
}: Omit<StaffTableProps<T>, 'rows'> & {
  query: UseQueryResult<{ items: T[]; pageCount: number }>;
  loadingLabel: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <StaffQuery query={query} loadingLabel={loadingLabel}>
      {(data) => (
        <>
          <StaffTable {...table} rows={data.items} />
          <StaffPagination pageCount={data.pageCount} page={page} onChange={onPageChange} />
        </>
      )}
    </StaffQuery>
  );
}
