'use client';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';

/**
 * The portal theme for MUI parts. Islands loaded on demand on MUI-free pages (menus, dialogs,
 * toasts) wrap themselves in it; nesting it under MuiRoot is harmless.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
