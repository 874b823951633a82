'use client';
import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** A column head: `hidden` keeps the text for screen readers only (an actions or checkbox column). */
export interface StaffColumn {
  label: string;
  hidden?: boolean;
  align?: 'right';
  nowrap?: boolean;
  padding?: 'checkbox';
}

/**
 * The back-office lists' table (docs/architecture.md §3, "UI kit"): small, named, in an outlined card
 * unless it already sits in one (`framed={false}`), its head from `columns` and one full-width row
 * saying `empty` when there are no rows.
 */
export interface StaffTableProps<T> {
  label: string;
  columns: StaffColumn[];
  rows: T[];
  renderRow: (row: T) => ReactNode;
  /** The text when `rows` is empty; without it an empty table shows its head only. */
  empty?: ReactNode;
  framed?: boolean;
  /** Extra props of the scroll box, e.g. a focusable region on a wide table. */
  containerProps?: TableContainerProps;
}

export function StaffTable<T>({
  label,
  columns,
  rows,
  renderRow,
  empty,
  framed = true,
  containerProps,
}: StaffTableProps<T>) {
  const frame = framed ? { component: Paper, variant: 'outlined' as const } : {};
  return (
    // relative: the visually hidden head texts stay inside the scroll box instead of widening the page.
    <TableContainer {...frame} {...containerProps} sx={{ position: 'relative', ...containerProps?.sx }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.label}
                align={c.align}
                padding={c.padding}
                sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {c.hidden ? (
                  <Box component="span" sx={visuallyHidden}>
                    {c.label}
                  </Box>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map(renderRow)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The props of a table's scroll box when the table may be wider than the screen: a named region a
 * keyboard user reaches with Tab to scroll it (axe scrollable-region-focusable), outlined on focus.
 */
export function scrollRegion(name: string, sx?: Record<string, unknown>): TableContainerProps {
  return {
    tabIndex: 0,
    role: 'region',
    'aria-label': `${name} (yatay kaydırılabilir)`,
    sx: { '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' }, ...sx },
  };
}

/** A row's main cell: the bold link to the row's own page. */
export function RowLinkCell({ href, minWidth, children }: { href: string; minWidth: number; children: ReactNode }) {
  return (
    <TableCell sx={{ minWidth }}>
      <Link component={NextLink} href={href} sx={{ fontWeight: 600 }}>
        {children}
      </Link>
    </TableCell>
  );
}

/** A row's "Düzenle" button to its edit page, named after the row for screen readers. */
export function EditLinkButton({ href, title }: { href: string; title: string }) {
  return (
    <Button component={NextLink} href={href} size="small" aria-label={`${title}: düzenle`}>
      Düzenle
    </Button>
  );
}
