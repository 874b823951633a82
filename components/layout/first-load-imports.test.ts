import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * Every public page's first JavaScript carries the providers and the shell, and the busiest pages
 * their views (docs/architecture.md §8 "Light on a phone"): nothing they import statically may pull
 * in zod, which only forms need and which cost about 28 KB gzipped on each page when a message
 * constant came from a schema module.
 * Read from the source text: static value imports only (`import type` is erased, `import()` is a
 * chunk of its own).
 */
const root = join(__dirname, '..', '..');
const ROOTS = [
  'app/providers.tsx',
  'components/layout/site-shell.tsx',
  'instrumentation-client.ts',
  // The views of /, /ihaleler and a tender (the pages themselves also read the server's config, zod-checked).
  'components/home/hero-slider.tsx',
  'components/home/featured-tenders.tsx',
  'components/home/recent-tenders.tsx',
  'components/announcements/home-announcements.tsx',
  'components/announcements/popup-announcement.tsx',
  'components/tenders/tender-list-view.tsx',
  'components/tenders/tender-detail-view.tsx',
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

function resolveFile(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? normalize(spec.slice(2)) : relative(root, join(root, dirname(from), spec));
  return SUFFIXES.map((s) => `${base}${s}`).find((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile());
}

/** Each repository file reached from the roots, with the packages it imports. */
function firstLoadGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [...ROOTS];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (graph.has(file)) continue;
    const specs = [...readFileSync(join(root, file), 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]);
    graph.set(
      file,
      specs.filter((s) => !s.startsWith('.') && !s.startsWith('@/')),
    );
    for (const spec of specs.filter((s) => s.startsWith('.') || s.startsWith('@/'))) {
      const target = resolveFile(file, spec);
      if (target && /\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return graph;
}

describe('the first load of every public page', () => {
  const graph = firstLoadGraph();

  it('reaches the shell and the session code it is meant to cover', () => {
    expect(graph.has('components/layout/site-header.tsx')).toBe(true);
    expect(graph.has('lib/session/logout.ts')).toBe(true);
    expect(graph.has('lib/api/account.ts')).toBe(true);
    expect(graph.has('components/auction/live-tender-context.tsx')).toBe(true);
  });

  it('imports no zod: schemas stay with the forms', () => {
    const withZod = [...graph].filter(([, packages]) => packages.some((p) => p === 'zod' || p.startsWith('zod/')));
    expect(withZod.map(([file]) => file)).toEqual([]);
  });
});
