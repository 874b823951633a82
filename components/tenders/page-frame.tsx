import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Width and spacing of the tender pages (the shell supplies header, footer and the main landmark). */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1320, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: { xs: 5, sm: 7 } }}>
      {children}
    </Box>
  );
}
