'use client';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Turkish names of MUI Pagination's buttons for screen readers. */
export function paginationLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return `${page}. sayfa${selected ? ' (şu anki)' : ''}`;
  if (type === 'next') return 'Sonraki sayfa';
  if (type === 'previous') return 'Önceki sayfa';
  return type === 'first' ? 'İlk sayfa' : 'Son sayfa';
}

/** The back-office lists' pager, under the list on the right; nothing when everything fits one page. */
export function StaffPagination({
  pageCount,
  page,
  onChange,
}: {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_e, p) => onChange(p)}
        color="primary"
        aria-label="Sayfa gezinme"
        getItemAriaLabel={paginationLabel}
      />
    </Box>
  );
}
