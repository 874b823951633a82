/**
 * The theme's colours as CSS variables (the theme is created with cssVariables: true). Server
 * components cannot read values exported from lib/theme.ts: that module is 'use client', so its
 * exports arrive there as client references, not strings.
 */
export const palette = {
  navy: 'var(--mui-palette-primary-main)',
  navyDark: 'var(--mui-palette-primary-dark)',
  red: 'var(--mui-palette-secondary-main)',
  ink: 'var(--mui-palette-text-primary)',
  muted: 'var(--mui-palette-text-secondary)',
  line: 'var(--mui-palette-divider)',
  surface: 'var(--mui-palette-background-default)',
} as const;
