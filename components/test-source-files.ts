import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository root, from which the scanning tests name files. */
export const REPO_ROOT = join(__dirname, '..');

/**
 * The production source files under the given folders (repository-relative, test files and
 * snapshots left out), for the tests that scan sources for a rule the linter cannot state
 * (components/backoffice/on-the-ui-kit.test.ts, query-options.test.ts, ui/palette-everywhere.test.ts).
 */
export function sourceFiles(dirs: string[], pattern: RegExp = /\.tsx?$/): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '__snapshots__' ? [] : walk(path);
      return pattern.test(name) && !/\.test\.[jt]sx?$/.test(name) ? [relative(REPO_ROOT, path)] : [];
    });
  return dirs.flatMap((d) => walk(join(REPO_ROOT, d)));
}
