'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { keyframes, lighten } from '@mui/material/styles';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { palette } from '@/lib/theme-palette';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line on wide screens (dates, amounts). */
  nowrap?: boolean;
  /** Hides the label on narrow screens (action buttons explain themselves). */
  hideLabelOnMobile?: boolean;
}

/** How a row draws attention: 'highlight' after a navigation, 'pulse' when a live bid arrived. */
export type RowAccent = 'highlight' | 'pulse' | undefined;

/** A live bid's flash: the palette's warning tone, light. */
const pulseColour = lighten(palette.warning, 0.89);

const pulse = keyframes`
  0% { background-color: ${pulseColour}; }
  100% { background-color: transparent; }
`;

/**
 * The profile screens' table: a real <table> on wide screens; below 768 px each row becomes a
 * card of 'label: value' lines (the header text is repeated per cell through data-label), so
 * nothing scrolls sideways on a phone.
 */
export function ProfileTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowAccent,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowAccent?: (row: T) => RowAccent;
}) {
  return (
    <Box
      component="table"
      sx={{
        position: 'relative',
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '0.9375rem',
        '& caption': visuallyHidden,
        '& th': {
          textAlign: 'left',
          fontWeight: 600,
          color: 'text.secondary',
          bgcolor: 'background.default',
          fontSize: '0.875rem',
          px: 2,
          py: 1.25,
          borderBottom: '1px solid',
          borderColor: 'divider',
          whiteSpace: 'nowrap',
        },
        '& td': { px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'middle' },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& tr[data-accent="highlight"]': {
          bgcolor: lighten(palette.info, 0.91),
          boxShadow: 'inset 4px 0 0 var(--mui-palette-primary-main)',
        },
        '& tr[data-accent="pulse"]': { animation: `${pulse} 1s ease-out` },
        '@media (prefers-reduced-motion: reduce)': {
          '& tr[data-accent="pulse"]': { animation: 'none', bgcolor: pulseColour },
        },
        '@media (max-width: 767.95px)': {
          '& thead': visuallyHidden,
          '& tbody, & tr, & td': { display: 'block' },
          '& tbody tr': { px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' },
          '& tbody tr:last-of-type': { borderBottom: 0 },
          '& td': {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            px: 0,
            py: 0.5,
            border: 0,
            textAlign: 'right !important',
          },
          '& td[data-label]::before': {
            content: 'attr(data-label)',
            color: 'text.secondary',
            fontWeight: 600,
            fontSize: '0.875rem',
            textAlign: 'left',
            flexShrink: 0,
            maxWidth: '45%',
          },
          '& td[data-nolabel]': { justifyContent: 'flex-end', pt: 1 },
        },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <Box component="th" scope="col" key={c.key} sx={{ textAlign: `${c.align ?? 'left'} !important` }}>
              {c.header}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const accent = rowAccent?.(row);
          return (
            <tr key={rowKey(row)} data-row-key={rowKey(row)} data-accent={accent}>
              {columns.map((c) => (
                <Box
                  component="td"
                  key={c.key}
                  data-label={c.hideLabelOnMobile ? undefined : c.header}
                  data-nolabel={c.hideLabelOnMobile || undefined}
                  sx={{ textAlign: c.align ?? 'left', whiteSpace: { sm: c.nowrap ? 'nowrap' : 'normal' } }}
                >
                  {c.render(row)}
                </Box>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
