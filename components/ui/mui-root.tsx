'use client';
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { MuiTheme } from './mui-theme';

/**
 * MUI for server-rendered screens that still use it (profile area, content pages, dialogs' hosts):
 * the emotion cache that streams styles into the HTML, and the portal theme. The public shell and
 * the home, tender list and tender detail pages render without it, so they ship no MUI up front.
 */
export function MuiRoot({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <MuiTheme>{children}</MuiTheme>
    </AppRouterCacheProvider>
  );
}
