import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AmountGrid, AmountTile } from './amount-tile';

/**
 * The amounts of one currency other than TL (docs/architecture.md §9: balances are per currency
 * and never add up across currencies), as their own small group headed by the currency.
 */
export function CurrencyAmountGroup({
  currency,
  lines,
  emphasisKey,
  label,
}: {
  currency: string;
  lines: Array<{ key: string; label: string; amount: number; hint?: string }>;
  emphasisKey?: string;
  /** What the group's list is called for screen readers, e.g. "Finansal özet tutarları". */
  label: string;
}) {
  const headingId = `tutarlar-${currency.toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 1.5 }}>
        {currency}
      </Typography>
      <AmountGrid label={`${label} (${currency})`}>
        {lines.map((l) => (
          <AmountTile
            key={l.key}
            label={l.label}
            amount={l.amount}
            hint={l.hint}
            currency={currency}
            emphasis={l.key === emphasisKey}
          />
        ))}
      </AmountGrid>
    </Box>
  );
}
