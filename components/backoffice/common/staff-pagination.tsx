'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Turkish names of MUI Pagination's buttons for screen readers. */
function paginationLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return `${page}. sayfa${selected ? ' (şu anki)' : ''}`;
  if (type === 'next') return 'Sonraki sayfa';
  if (type === 'previous') return 'Önceki sayfa';
  return type === 'first' ? 'İlk sayfa' : 'Son sayfa';
}

/**
 * The back-office lists' pager, under the list on the right; nothing when everything fits one page.
 * With a `summary` (e.g. "Toplam 12 duyuru") the summary stays on the left even on a single page.
 */
export function StaffPagination({
  pageCount,
  page,
  onChange,
  summary,
}: {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
  summary?: ReactNode;
}) {
  if (pageCount <= 1 && !summary) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: summary ? 'space-between' : 'flex-end',
        alignItems: 'center',
        mt: 2,
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      {summary && (
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {summary}
        </Box>
      )}
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={page}
          onChange={(_e, p) => onChange(p)}
          color="primary"
          aria-label="Sayfa gezinme"
          getItemAriaLabel={paginationLabel}
        />
      )}
    </Box>
  );
}
