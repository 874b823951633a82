import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_STACK } from './font-stack';

const css = (file: string) => readFileSync(join(__dirname, '..', 'app', file), 'utf8');

describe('the font stack', () => {
  it('is the one app/globals.css gives every page as --font', () => {
    expect(css('globals.css')).toContain(`--font: ${FONT_STACK};`);
  });

  it('starts with the Turkish face app/fonts.css declares, over the letters Source Sans 3 keeps in latin-ext', () => {
    const face = css('fonts.css').match(/@font-face\s*{[^}]*font-family: "Portal Sans TR";[^}]*}/)?.[0];
    expect(FONT_STACK.startsWith('"Portal Sans TR", "Source Sans 3 Variable"')).toBe(true);
    expect(face).toContain('unicode-range: U+011E-011F, U+0130, U+015E-015F, U+20BA;');
  });
});
