/**
 * The portal's font stack, for the theme, the root error page's inline style and (as `--font`)
 * app/globals.css (font-stack.test.ts keeps them equal). "Portal Sans TR" holds only Ğ ğ İ Ş ş ₺
 * (app/fonts.css): it comes first so those letters come from its 2.7 KB file rather than Source
 * Sans 3's 60 KB "latin-ext" one; every other character falls through to Source Sans 3.
 */
export const FONT_STACK = '"Portal Sans TR", "Source Sans 3 Variable", "Source Sans 3", "Segoe UI", Arial, sans-serif';
