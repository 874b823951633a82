import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The import graph of the repository's own TypeScript, read from the source text (no compiler):
 * which test files reach a test database. The server suite runs twice, on PGlite and on PostgreSQL
 * (docs/architecture.md §7); a file that never opens a test database would only repeat itself on
 * the second pass, so scripts/server-test-files.ts lists it for the first pass only.
 */

/**
 * A database file that must run on the real PostgreSQL too says so in a comment line of its own,
 * with the reason: `// Also on PostgreSQL: <why>`. PGlite is PostgreSQL's own engine, so what only a
 * server shows is concurrency (pools, row and advisory locks, races between instances), the driver's
 * type mapping, and the server's roles and triggers; a file that only checks a route's shape or
 * messages runs on PGlite alone (docs/architecture.md §7).
 */
export const POSTGRES_MARK = /^\/\/ Also on PostgreSQL: \S.*$/m;
/**
 * A database file whose subject is not the engine but the HTTP edge (the security suite: every route
 * with hostile input, tokens, the cross-account matrix) runs once, where production runs:
 * `// Only on PostgreSQL: <why>`. Its SQL is the other files', which PGlite runs; running it twice
 * cost the PGlite pass about a third of its time (docs/decisions/server-tests-on-postgresql.md).
 */
export const POSTGRES_ONLY_MARK = /^\/\/ Only on PostgreSQL: \S.*$/m;
/** What no PGlite run can show: a second pool on the same database, or the file's own choice of engine. */
const NEEDS_POSTGRES = /\.second\(\)|process\.env\.TEST_DATABASE/;

/** The module that opens every test database (PGlite, or PostgreSQL with TEST_DATABASE=postgres). */
export const TEST_DATABASE_MODULE = 'server/db/test-db.ts';
/** A file that chooses its database itself, as test-db.ts does, depends on the pass too. */
const READS_TEST_DATABASE = /process\.env(?:\.TEST_DATABASE\b|\[\s*['"]TEST_DATABASE['"]\s*\])/;
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/**
 * The repository-relative target of every relative or `@/` import in a file: static imports,
 * re-exports and dynamic `import('…')`. Packages are left out; targets are as written (no extension).
 */
export function importTargets(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1])
    .filter((s) => s.startsWith('.') || s.startsWith('@/'))
    .map((s) => (s.startsWith('@/') ? normalize(s.slice(2)) : relative(root, normalize(join(root, dirname(file), s)))));
}

/** The file an import target names, tried with the extensions TypeScript would try. */
function resolveTarget(root: string, target: string): string | undefined {
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = `${target}${suffix}`;
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return undefined;
}

/** Every `*.test.ts` under the given folders, repository-relative and sorted. */
export function testFiles(root: string, dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.test\.ts$/.test(entry.name) ? [path] : [];
    });
  return dirs
    .filter((d) => existsSync(join(root, d)))
    .flatMap(walk)
    .sort();
}

/** Splits test files by whether their imports reach a test database, transitively. */
export function classifyTestFiles(root: string, files: string[]): { database: string[]; databaseFree: string[] } {
  const edges = new Map<string, string[]>();
  const importsOf = (file: string) => {
    let targets = edges.get(file);
    if (!targets) {
      targets = importTargets(root, file)
        .map((t) => resolveTarget(root, t))
        .filter((t): t is string => t !== undefined);
      edges.set(file, targets);
    }
    return targets;
  };
  const opensDatabase = (file: string) =>
    file === TEST_DATABASE_MODULE || READS_TEST_DATABASE.test(readFileSync(join(root, file), 'utf8'));
  const reachesDatabase = (start: string) => {
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (opensDatabase(file)) return true;
      for (const next of importsOf(file)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return false;
  };
  const database = files.filter(reachesDatabase);
  return { database, databaseFree: files.filter((f) => !database.includes(f)) };
}

/**
 * The database files marked to run on PostgreSQL (`marked`: too, or `only` there), and those that
 * open a second pool or choose their engine without a mark (a mistake: the PostgreSQL pass would
 * leave them out).
 */
export function postgresTestFiles(
  root: string,
  databaseFiles: string[],
): { marked: string[]; only: string[]; unmarked: string[] } {
  const text = (f: string) => readFileSync(join(root, f), 'utf8');
  const only = databaseFiles.filter((f) => POSTGRES_ONLY_MARK.test(text(f)));
  const marked = databaseFiles.filter((f) => only.includes(f) || POSTGRES_MARK.test(text(f)));
  const unmarked = databaseFiles.filter((f) => !marked.includes(f) && NEEDS_POSTGRES.test(text(f)));
  return { marked, only, unmarked };
}
