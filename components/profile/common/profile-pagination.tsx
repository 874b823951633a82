'use client';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { PROFILE_LIMITS } from '@/lib/rules/profile-schemas';

/** Page buttons under a profile table (10 a page, docs/spec.md §9); nothing when everything fits one page. */
export function ProfilePagination({
  page,
  total,
  onChange,
  label,
  pageSize = PROFILE_LIMITS.pageSize,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
  /** Rows a page, when the list's API pages differently (the inbox: 20). */
  pageSize?: number;
}) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', py: 2, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Pagination
        page={Math.min(page, count)}
        count={count}
        onChange={(_e, p) => onChange(p)}
        color="primary"
        shape="rounded"
        siblingCount={1}
      />
    </Box>
  );
}
