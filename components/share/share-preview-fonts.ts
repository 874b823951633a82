import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The portal's own typeface for preview pictures. The picture renderer (satori) reads TTF, OTF and
 * WOFF but not WOFF2, so the static .woff files of @fontsource/source-sans-3 (the pages load the
 * variable WOFF2 of @fontsource-variable, app/fonts.css); latin-ext carries ğ ş ı İ. Read once per process.
 */
const FILES = [
  ['latin-400', 400],
  ['latin-ext-400', 400],
  ['latin-700', 700],
  ['latin-ext-700', 700],
] as const;

/**
 * The family to ask for. satori takes the first font of a family for every glyph, so the latin-ext
 * half is a family of its own, listed second: a glyph missing from latin (ş, İ) falls through to it.
 */
export const SHARE_PREVIEW_FONT_FAMILY = "'Source Sans 3', 'Source Sans 3 Ext'";

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

let loaded: Promise<Font[]> | undefined;

export function sharePreviewFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    FILES.map(async ([file, weight]) => ({
      name: file.startsWith('latin-ext') ? 'Source Sans 3 Ext' : 'Source Sans 3',
      data: await readFile(
        join(process.cwd(), 'node_modules/@fontsource/source-sans-3/files', `source-sans-3-${file}-normal.woff`),
      ),
      weight,
      style: 'normal' as const,
    })),
  ).catch((err) => {
    loaded = undefined;
    throw err;
  });
  return loaded;
}
