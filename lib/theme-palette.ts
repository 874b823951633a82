/**
 * The portal's colours, defined once (docs/architecture.md §3, "UI kit"): institutional navy with a
 * restrained Turkish red accent, chosen for WCAG AA contrast on white and on the navy header. Plain
 * values without MUI, read by the MUI theme (lib/theme.ts), the server's notification e-mails and
 * components/ui/colors.ts; app/globals.css repeats them as CSS custom properties (`navyDark` →
 * `--navy-dark`), and lib/theme-palette.test.ts keeps the two equal.
 */
export const palette = {
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

export type PaletteColour = keyof typeof palette;

/** The CSS custom property that carries a palette colour in app/globals.css. */
export const cssVarName = (colour: PaletteColour) => `--${colour.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
