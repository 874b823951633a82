import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { palette as cssVars } from '@/components/ui/colors';
import { theme } from './theme';
import { cssVarName, type PaletteColour, palette } from './theme-palette';

/** One palette: the CSS custom properties, the MUI theme and the inline-style colours all carry lib/theme-palette.ts. */
const globals = readFileSync(join(__dirname, '../app/globals.css'), 'utf8');
const rootBlock = globals.slice(globals.indexOf(':root {'), globals.indexOf('}', globals.indexOf(':root {')));
const declared = Object.fromEntries(
  [...rootBlock.matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name, value.toLowerCase()]),
);
const colours = Object.keys(palette) as PaletteColour[];

test.each(colours)('app/globals.css declares %s with the palette value', (c) => {
  expect(declared[cssVarName(c)]).toBe(palette[c]);
});

test('app/globals.css declares no colour the palette lacks', () => {
  expect(Object.keys(declared).sort()).toEqual(colours.map(cssVarName).sort());
});

test('the inline-style colours point at those variables', () => {
  expect(cssVars.navyDark).toBe('var(--navy-dark)');
  expect(Object.keys(cssVars)).toEqual(colours);
});

test('the MUI theme uses the palette', () => {
  const p = theme.palette;
  expect([p.primary.main, p.primary.dark, p.secondary.main, p.error.main]).toEqual([
    palette.navy,
    palette.navyDark,
    palette.red,
    palette.red,
  ]);
  expect([p.text.primary, p.text.secondary, p.divider, p.background.default]).toEqual([
    palette.ink,
    palette.muted,
    palette.line,
    palette.surface,
  ]);
  expect([p.success.main, p.warning.main, p.info.main]).toEqual([palette.success, palette.warning, palette.info]);
});
