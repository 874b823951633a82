import { type PaletteColour, cssVarName, palette as values } from '@/lib/theme-palette';

/**
 * The portal colours as CSS variables (app/globals.css), usable in inline styles of server and
 * client components alike; the names and values come from lib/theme-palette.ts.
 */
export const palette = Object.fromEntries(
  (Object.keys(values) as PaletteColour[]).map((c) => [c, `var(${cssVarName(c)})`]),
) as { readonly [C in PaletteColour]: string };
