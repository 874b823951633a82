import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lighten } from '@mui/material/styles';
import { formatMoney } from '@/lib/format/money';
import { palette } from '@/lib/theme-palette';

/** One labelled amount, TL unless told (the financial summary, the deposit lines). */
export function AmountTile({
  label,
  amount,
  hint,
  emphasis = false,
  currency = 'TL',
}: {
  label: string;
  amount: number;
  hint?: string;
  emphasis?: boolean;
  /** The amount's currency (TL unless told). */
  currency?: string;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        bgcolor: emphasis ? lighten(palette.info, 0.93) : 'background.paper',
        border: '1px solid',
        borderColor: emphasis ? lighten(palette.info, 0.7) : 'divider',
        borderRadius: '6px',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: 0,
      }}
    >
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '0.9375rem' }}>
        {label}
      </Box>
      <Box
        component="span"
        sx={{
          color: 'primary.main',
          fontWeight: 700,
          fontSize: { xs: '1.25rem', sm: '1.375rem' },
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatMoney(amount, currency)}
      </Box>
      {hint && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem', lineHeight: 1.4 }}>
          {hint}
        </Box>
      )}
    </Box>
  );
}

/** A grid of amount tiles as a list. */
export function AmountGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
