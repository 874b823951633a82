import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SettlementRow } from '@/lib/api/backoffice/settlement';
import { palette } from '@/lib/theme-palette';

/**
 * Colours per state from the one palette (lib/theme-palette.ts): the text in the tone itself, readable
 * (contrast ≥ 4.5:1) on its light tint.
 */
const TONES: Record<SettlementRow['tone'], string> = {
  awaiting: palette.warning,
  paid: palette.success,
  forfeited: palette.red,
  ended: palette.muted,
};

export function SettlementStateChip({ row }: { row: SettlementRow }) {
  const tone = TONES[row.tone];
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
        color: tone,
        bgcolor: alpha(tone, 0.08),
        border: '1px solid',
        borderColor: alpha(tone, 0.45),
      }}
    >
      {row.state}
    </Box>
  );
}
