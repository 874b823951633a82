import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ICruiseResult, IViolation } from 'dependency-cruiser';

/**
 * The layer rules of docs/architecture.md ("One contract", §3 "Import rules"), checked over the source
 * files so a change that breaks one fails the suite instead of waiting for a review.
 *
 * The import rules are dependency-cruiser's, written in .dependency-cruiser.cjs and checked here with
 * its API over server/, lib/, components/ and app/ (production files):
 * - the server never imports the web app's code: components/, lib/api/, lib/config;
 * - no production file outside the seed takes values from the seed's constants (lookup ids are
 *   lib/contract/lookups.ts);
 * - the server's folders stand in layers (LAYERS in the config): none imports a layer above its own;
 * - domain code (the domain folders and every query module) never imports the HTTP edge
 *   (server/http/, route files, app.ts, main.ts);
 * - no import cycle between server folders.
 * No violation is allowed: the list of known ones is gone with the last of them. Each rule is also
 * run over a small tree with one deliberate back-edge, so a rule that stops matching fails here.
 *
 * Two rules are not about imports and stay a text scan here:
 * - components never call fetch: they go through lib/api (one fetch wrapper, lib/api/http.ts);
 * - only the two config modules read process.env (docs/guides/configuration.md).
 */
const root = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)(test-[\w-]+|[\w-]+-support|test-fixtures|fixtures?)(\.tsx?|\/)/.test(file);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sources(path));
    else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

const production = (dirs: string[]) => dirs.flatMap(sources).filter((f) => !isTest(f));

const CONFIG = join(root, '.dependency-cruiser.cjs');
const CRUISED = ['server', 'lib', 'components', 'app'];
const FOLDER_CYCLE_RULE = 'no-server-folder-cycle';
const SERVER_FOLDER = /^server(\/|$)/;

/** A violation as a line: a rule and a file (or, for a folder cycle, a folder) to another. */
const keyOf = (v: Pick<IViolation, 'rule' | 'from' | 'to'>) => `${v.rule.name}: ${v.from} → ${v.to}`;
const describeViolation = (v: IViolation) =>
  v.cycle ? `${keyOf(v)} (cycle ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')})` : keyOf(v);

/**
 * Every edge between two server folders that lies on a cycle: both ends in one strongly connected
 * component of dependency-cruiser's folder graph. dependency-cruiser 18.7 reports only the cycles
 * its depth-first search finds (it shares one visited set across branches and missed 14 of 127
 * edges here), so which edges it reports changed when an unrelated edge was added; the components
 * do not depend on the order of the search.
 */
function cyclicFolderEdges(result: ICruiseResult): Array<[string, string]> {
  const graph = new Map((result.folders ?? []).map((f) => [f.name, (f.dependencies ?? []).map((d) => d.name)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  let components = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (!component.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) component.set(w, components);
      components++;
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return [...graph].flatMap(([from, tos]) =>
    SERVER_FOLDER.test(from)
      ? tos
          .filter((to) => to !== from && SERVER_FOLDER.test(to) && component.get(to) === component.get(from))
          .map((to): [string, string] => [from, to])
      : [],
  );
}

/** dependency-cruiser's violations, with the folder-cycle edges its search did not report. */
function violationsOf(result: ICruiseResult): IViolation[] {
  const reported = result.summary.violations.map((v) => ({ ...v, rule: { ...v.rule, severity: 'error' as const } }));
  const keys = new Set(reported.map(keyOf));
  const unreported = cyclicFolderEdges(result)
    .map(
      ([from, to]): IViolation => ({ type: 'cycle', from, to, rule: { name: FOLDER_CYCLE_RULE, severity: 'error' } }),
    )
    .filter((v) => !keys.has(keyOf(v)));
  return [...reported, ...unreported].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}

/** dependency-cruiser's result over `dirs` of `baseDir` with the portal's rules. */
async function cruiseImports(baseDir: string, dirs: string[]): Promise<{ result: ICruiseResult; ms: number }> {
  const started = performance.now();
  // dependency-cruiser is an ES module only (with top-level await): imported, never required.
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } = await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const options = await extractDepcruiseOptions(CONFIG);
  const { output } = await cruise(dirs, { ...options, baseDir, tsConfig: { fileName: join(root, 'tsconfig.json') } });
  assert.equal(typeof output, 'object', 'dependency-cruiser returns its result as an object');
  return { result: output as ICruiseResult, ms: performance.now() - started };
}

/**
 * Deliberate back-edges, one per rule, each in a tree of its own: the file → its imports. A rule
 * that stops matching (a renamed folder, a typo in a path) lets its probe through and fails.
 */
const PROBES: Array<{ rule: string; files: Record<string, string[]> }> = [
  // money importing the auction: the domains' one direction
  {
    rule: 'layer-money-imports-no-layer-above',
    files: { 'server/money/a.ts': ['../auction/b'], 'server/auction/b.ts': [] },
  },
  // the kernel importing a domain
  {
    rule: 'layer-kernel-imports-no-layer-above',
    files: { 'server/kernel/a.ts': ['../money/b'], 'server/money/b.ts': [] },
  },
  // two folders of one layer importing each other
  {
    rule: FOLDER_CYCLE_RULE,
    files: { 'server/auth/a.ts': ['../content/b'], 'server/content/b.ts': ['../auth/c'], 'server/auth/c.ts': [] },
  },
  // a domain file (not a route) importing the HTTP toolkit
  { rule: 'domain-not-to-http-edge', files: { 'server/auction/a.ts': ['../http/b'], 'server/http/b.ts': [] } },
  // a folder no layer names
  { rule: 'every-server-folder-in-a-layer', files: { 'server/elsewhere/a.ts': ['../db/b'], 'server/db/b.ts': [] } },
];

describe('layer rules', () => {
  describe('import rules (dependency-cruiser, .dependency-cruiser.cjs)', () => {
    let cruised: Awaited<ReturnType<typeof cruiseImports>>;
    before(async () => {
      cruised = await cruiseImports(root, CRUISED);
    });

    it('no import breaks a rule, and no server folders import each other in a cycle', () => {
      assert.deepEqual(violationsOf(cruised.result).map(describeViolation), []);
    });

    it('sees the code it checks', () => {
      // A rule over no files passes for nothing: the cruise must read TypeScript (with swc, as
      // TypeScript 7 has no compiler API) and follow relative and `@/` imports.
      const { modules, summary } = cruised.result;
      assert.ok(summary.totalCruised > 700, `${summary.totalCruised} modules cruised`);
      const dependenciesOf = (source: string) =>
        modules.find((m) => m.source === source)?.dependencies.map((d) => d.resolved) ?? [];
      assert.ok(dependenciesOf('server/http/page-cache-key.ts').includes('lib/session/cookie-values.ts'));
      assert.ok(dependenciesOf('app/layout.tsx').includes('lib/config.ts'), '`@/lib/config` resolves');
      assert.ok(!modules.some((m) => isTest(m.source)), 'test files are left out');
      console.log(`dependency-cruiser: ${summary.totalCruised} modules in ${Math.round(cruised.ms)} ms`);
    });
  });

  describe('each rule catches its deliberate back-edge', () => {
    const trees = mkdtempSync(join(tmpdir(), 'layer-probes-'));
    after(() => rmSync(trees, { recursive: true, force: true }));
    for (const [i, probe] of PROBES.entries()) {
      it(probe.rule, async () => {
        const base = join(trees, String(i));
        for (const [file, imports] of Object.entries(probe.files)) {
          mkdirSync(dirname(join(base, file)), { recursive: true });
          writeFileSync(join(base, file), `${imports.map((to) => `import '${to}';\n`).join('')}export {};\n`);
        }
        const { result } = await cruiseImports(base, ['server']);
        const broken = new Set(violationsOf(result).map((v) => v.rule.name));
        assert.ok(
          broken.has(probe.rule),
          `${probe.rule} not reported; reported: ${[...broken].join(', ') || 'nothing'}`,
        );
      });
    }
  });

  it('components never call fetch themselves', () => {
    const broken = production(['components']).filter((f) =>
      /(^|[^\w.])fetch\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    assert.deepEqual(broken, []);
  });

  it('route files only authorise, validate, call a query function and reply (the module kit)', () => {
    // The query function owns the transaction and the SQL (docs/architecture.md §3 "Server module
    // kit"); the e2e fixtures are test doors, not resources.
    const routeFiles = production(['server']).filter(
      (f) => /(^|\/)(routes?|[\w-]+-routes|routes-[\w-]+)\.ts$/.test(f) && !f.startsWith('server/e2e-fixtures/'),
    );
    assert.ok(routeFiles.length > 30, `${routeFiles.length} route files`);
    const broken = routeFiles.filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      return /\.transaction\(/.test(text) || /from '(drizzle-orm|[./]+\/db\/schema(\/[\w-]+)?)'/.test(text);
    });
    assert.deepEqual(broken, []);
  });

  it('only the config modules read process.env', () => {
    // main.ts hands the API's internal address to the Next.js renderer in the same process
    // (lib/config.ts reads it); it is the only other place that touches the environment.
    const allowed = new Set(['server/config.ts', 'lib/config.ts', 'server/main.ts']);
    const broken = [...production(['server', 'lib', 'components', 'app']), 'middleware.ts', 'instrumentation.ts']
      .filter((f) => !allowed.has(f))
      .filter((f) => /process\.env\b/.test(readFileSync(join(root, f), 'utf8')));
    assert.deepEqual(broken, []);
  });

  it('finds the files it checks', () => {
    // A rule over no files passes for nothing: the walk must see the code it guards.
    assert.ok(sources('server').length > 100 && production(['components']).length > 100);
  });
});
