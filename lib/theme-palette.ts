import { mainColours } from './main-colours';

/**
 * The portal's colours, defined once (docs/architecture.md §3, "UI kit"): institutional navy with a
 * restrained Turkish red accent, chosen for WCAG AA contrast on white and on the navy header, then
 * white and the tints and shades the CSS modules use, each named for what it is for (no CSS module
 * names a hex colour: components/ui/palette-everywhere.test.ts). Plain values without MUI, read by
 * the MUI theme (lib/theme.ts), the server's notification e-mails and components/ui/colors.ts;
 * app/globals.css repeats them as CSS custom properties (`navyDark` → `--navy-dark`), and
 * lib/theme-palette.test.ts keeps the two equal. The ten main colours come from lib/main-colours.ts.
 */
export const palette = {
  ...mainColours,
  // White and the light tints and dark shades the CSS modules use beside the main colours.
  white: '#ffffff',
  // Neutral, navy-leaning: text, lines and surfaces.
  mutedLight: '#6b7c8d', // the large status code of the error pages
  lineHover: '#aab7c4', // a card's border on hover
  lineButton: '#d5dde5', // an outlined icon button's border
  surfaceAlt: '#f4f7fa', // a tag; a file row or an icon button on hover
  surfaceAltHover: '#eaf0f6', // a tag on hover
  surfaceHover: '#eef2f6', // the category tree's toggle on hover
  mediaBackground: '#e9eef3', // behind a tender's image while it loads or when it has none
  navyWash: '#f7f9fc', // the countdown panel
  navyTint: '#eef3f8', // a navy chip or badge
  navyTintHover: '#dde7f1', // a navy chip on hover
  navyLine: '#b9c8d8', // a navy badge's border
  onNavy: '#dce6f0', // text on the dark navy footer
  onNavyMuted: '#c5d3e0', // the footer's copyright line
  // Red: lost lead, cancelled, a notice that something is wrong.
  redDark: '#9b111c', // red text on a light background
  redTint: '#fbe6e7', // a red badge
  redWash: '#fff5f5', // a red notice
  redLine: '#e0b4b4', // a red notice's border
  // Success: the leading bid.
  successDark: '#14602f', // green text on a light background
  successTint: '#e2f4e8', // a green badge
  successWash: '#f1f7f3', // the top row of the bid history
  // Warning: extension, live price change, cover short.
  warningDark: '#7a4300', // amber text on the warning tint
  warningTint: '#fdf0dc', // the extension note and a live price's flash
  warningWash: '#fff8eb', // the cover-short notice
  // The tender list's alerts, in the colours of MUI's standard Alert.
  alertWarningBackground: '#fff4e5',
  alertWarningText: '#663c00',
  alertErrorBackground: '#fdeded',
  alertErrorText: '#5f2120',
} as const;

export type PaletteColour = keyof typeof palette;

/** The CSS custom property that carries a palette colour in app/globals.css. */
export const cssVarName = (colour: PaletteColour) => `--${colour.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
