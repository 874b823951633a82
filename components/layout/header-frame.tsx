'use client';
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** SPEC §9: the header turns solid after 5 px of scroll. */
export const SOLID_AFTER_PX = 5;

/**
 * The sticky <header>. At the top of a page it is slightly see-through and flat; past 5 px it turns
 * solid white with a shadow (desktop). Only colours change, never sizes, so nothing shifts.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Box
      component="header"
      data-solid={solid ? 'true' : 'false'}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: '#fff',
        borderBottom: '1px solid',
        borderColor: 'divider',
        transition: 'background-color .2s, box-shadow .2s, border-color .2s',
        '@media (min-width: 768px)': {
          bgcolor: solid ? '#fff' : 'rgba(255,255,255,.86)',
          backdropFilter: solid ? 'none' : 'saturate(160%) blur(6px)',
          boxShadow: solid ? '0 2px 12px rgba(7,37,64,.12)' : 'none',
          borderColor: solid ? 'transparent' : 'divider',
        },
      }}
    >
      {children}
    </Box>
  );
}
