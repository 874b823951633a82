import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { type PaletteColour, palette } from '@/lib/theme-palette';

/**
 * A state or tag as a rounded chip in one palette tone (docs/architecture.md §3, "UI kit"): the text
 * in the tone itself, readable (contrast ≥ 4.5:1) on its light tint. `tag` is the lighter form for a
 * label that is not a state (a conversation's topic). `data` names the state for tests and styles.
 */
export function StateChip({
  tone,
  tag = false,
  data,
  children,
}: {
  tone: PaletteColour;
  tag?: boolean;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const colour = palette[tone];
  return (
    <Box
      component="span"
      {...data}
      sx={{
        display: 'inline-block',
        px: 1,
        py: tag ? 0.125 : 0.25,
        borderRadius: 999,
        fontWeight: tag ? 600 : 700,
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
        color: colour,
        bgcolor: alpha(colour, 0.08),
        border: '1px solid',
        borderColor: alpha(colour, 0.45),
      }}
    >
      {children}
    </Box>
  );
}
