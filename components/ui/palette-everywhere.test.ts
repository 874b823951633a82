import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, sourceFiles } from '../test-source-files';

/**
 * The one palette everywhere (issue #35; docs/architecture.md §3, "UI kit"): no source under
 * components/ or app/ names a hex colour of its own. A colour is a palette name: `palette.<name>`
 * from components/ui/colors.ts (CSS variables) or lib/theme-palette.ts (plain values, tints by MUI's
 * `alpha`), a theme token in `sx` (`background.paper`, `divider`, …), `var(--…)` in a CSS module.
 * components/backoffice/on-the-ui-kit.test.ts holds the back office to the same rule.
 *
 * The few files that must keep literals are listed below with the reason and the literals they
 * keep; an entry whose file no longer needs it fails too, so the list only shrinks. Every variable a
 * CSS module reads must be declared, so a misspelt palette name fails here instead of rendering
 * transparent.
 */

const ALLOWED: Record<string, { why: string; keeps?: string[] }> = {
  'app/globals.css': {
    why: "the palette's CSS custom properties (lib/theme-palette.test.ts keeps them equal) and the global button classes",
  },
  'app/global-error.tsx': {
    why: 'renders when the root layout failed, without global CSS or theme: plain palette values, white text on the navy button',
    keeps: ['#fff'],
  },
  'components/share/share-preview-image.tsx': {
    why: 'an Open Graph PNG drawn by satori, which reads no CSS variables: the palette as plain values, plus white and the mark’s light red (public/logos/mke-esatis.svg)',
    keeps: ['#fff', '#e24b55'],
  },
};

const HEX = /(?<![\w&#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

/** The hex colours a file names, comments aside (an issue number such as `#123` is not a colour). */
function literals(file: string): string[] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  return [...new Set(text.match(HEX) ?? [])].map((c) => c.toLowerCase()).sort();
}

const files = sourceFiles(['components', 'app'], /\.(tsx?|jsx?|mjs|s?css)$/).sort();
const named: Record<string, string[]> = Object.fromEntries(
  files.map((f) => [f, literals(f)] as const).filter(([, found]) => found.length > 0),
);

test('no component or page names a colour outside the palette', () => {
  const offending = Object.fromEntries(
    Object.entries(named)
      .map(([f, found]) => {
        const allowed = ALLOWED[f];
        if (!allowed) return [f, found];
        return [f, allowed.keeps ? found.filter((c) => !allowed.keeps?.includes(c)) : []];
      })
      .filter(([, found]) => found.length > 0),
  );
  expect(offending).toEqual({});
});

test('every allowed literal is still needed', () => {
  const stale = Object.entries(ALLOWED).flatMap(([f, { keeps }]) =>
    (keeps ?? [named[f]?.[0] ?? 'any literal']).filter((c) => !named[f]?.includes(c)).map((c) => `${f} ${c}`),
  );
  expect(stale).toEqual([]);
});

const withoutComments = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const declaredIn = (css: string) => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name));

/** The custom properties app/globals.css declares: the palette's colours and the rest of `:root`. */
const globalProperties = declaredIn(withoutComments('app/globals.css'));
/** The custom properties a component sets in an inline style (`style={{ '--per-sm': … }}`). */
const inlineProperties = new Set(
  files
    .filter((f) => /\.[jt]sx?$/.test(f))
    .flatMap((f) =>
      [...readFileSync(join(REPO_ROOT, f), 'utf8').matchAll(/['"`](--[\w-]+)['"`]\s*:/g)].map(([, n]) => n),
    ),
);
const cssModules = files.filter((f) => f.endsWith('.module.css'));

test('every variable a CSS module reads is declared', () => {
  // A misspelt name computes to nothing (a transparent colour, no border) without any error: each
  // var(--…) is declared in app/globals.css, by the module itself, or in a component's inline style.
  const undeclared = cssModules.flatMap((f) => {
    const css = withoutComments(f);
    const own = declaredIn(css);
    const used = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name));
    return [...used]
      .filter((v) => !own.has(v) && !globalProperties.has(v) && !inlineProperties.has(v))
      .map((v) => `${f} ${v}`);
  });
  expect(undeclared).toEqual([]);
});

test('the scan sees the sources it guards', () => {
  expect(files).toContain('components/ui/colors.ts');
  expect(files).toContain('app/globals.css');
  expect(literals('app/globals.css')).toContain('#0b3558');
  expect(cssModules).toContain('components/tenders/tender-card.module.css');
  expect(globalProperties).toContain('--white');
  expect(inlineProperties).toContain('--per-sm');
});
