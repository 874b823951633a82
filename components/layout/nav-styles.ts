import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A top-level menu entry: navy text, a red underline when active (SPEC §2: the active item follows
 * the path), a lighter underline on hover.
 */
export const topItemSx: SxProps<Theme> = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  height: 44,
  px: { sm: 1, lg: 1.5 },
  border: 0,
  bgcolor: 'transparent',
  font: 'inherit',
  fontSize: '1rem',
  fontWeight: 600,
  color: 'primary.main',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: 1,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 10,
    right: 10,
    bottom: 2,
    height: 3,
    borderRadius: 2,
    bgcolor: 'transparent',
    transition: 'background-color .15s',
  },
  '&:hover::after': { bgcolor: 'divider' },
  '&[data-active="true"]::after': { bgcolor: 'secondary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
};
