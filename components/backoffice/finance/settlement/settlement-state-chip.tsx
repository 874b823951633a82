import Box from '@mui/material/Box';
import type { SettlementRow } from '@/lib/api/backoffice/settlement';

/** Colours per state, readable (contrast ≥ 4.5:1) on their backgrounds. */
const TONES: Record<SettlementRow['tone'], { color: string; bg: string; border: string }> = {
  awaiting: { color: '#7a4a00', bg: '#fff4e0', border: '#e8b96a' },
  paid: { color: '#14602f', bg: '#e2f4e8', border: '#94cfa8' },
  forfeited: { color: '#9b111c', bg: '#fbe6e7', border: '#eba2a7' },
  ended: { color: '#37474f', bg: '#eceff1', border: '#b0bec5' },
};

export function SettlementStateChip({ row }: { row: SettlementRow }) {
  const t = TONES[row.tone];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontWeight: 700,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
        color: t.color,
        bgcolor: t.bg,
        border: '1px solid',
        borderColor: t.border,
      }}
    >
      {row.state}
    </Box>
  );
}
