/**
 * The palette's main colours: institutional navy with a restrained Turkish red accent, the text,
 * line and surface colours, and the status colours. lib/theme-palette.ts spreads them into the whole
 * palette. They live apart because app/global-error.tsx, which every page's first load carries and
 * which renders without any stylesheet, needs four of them and not the forty tints and shades
 * (about 0.4 KB gzipped on every page; docs/architecture.md §3 "Light on a phone").
 */
export const mainColours = {
  navy: '#0b3558',
  navyDark: '#072540',
  red: '#b3121f',
  ink: '#1c2833',
  muted: '#4a5968',
  line: '#d9e0e7',
  surface: '#f4f6f9',
  success: '#1b6e3a',
  warning: '#8a5300',
  info: '#0b5cab',
} as const;
