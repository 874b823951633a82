import Box from '@mui/material/Box';
import { statusStyle } from '@/lib/rules/tender-status';

/** A tender status label in the status's own colours (lib/rules/tender-status.ts). */
export function StatusChip({
  statusId,
  name,
  size = 'small',
}: {
  statusId: number;
  name?: string;
  size?: 'small' | 'medium';
}) {
  const s = statusStyle(statusId, name);
  return (
    <Box
      component="span"
      data-status={statusId}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: size === 'small' ? 1 : 1.5,
        py: size === 'small' ? 0.25 : 0.5,
        borderRadius: 999,
        border: `1px solid ${s.border}`,
        bgcolor: s.background,
        color: s.color,
        fontSize: size === 'small' ? '0.8125rem' : '0.9375rem',
        fontWeight: 600,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: s.color }} />
      {s.label}
    </Box>
  );
}
