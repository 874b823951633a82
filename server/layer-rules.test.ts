import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { importTargets } from '../scripts/test-file-graph';

/**
 * The layer rules of docs/architecture.md ("One contract"), checked over the source files so a
 * change that breaks one fails the suite instead of waiting for a review:
 * - the server never imports the web app's code: components/, lib/api/, lib/config;
 * - components never call fetch: they go through lib/api (one fetch wrapper, lib/api/http.ts);
 * - no production file outside the seed takes values from the seed's constants (lookup ids are
 *   lib/contract/lookups.ts);
 * - only the two config modules read process.env (README "Configuration").
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

/** The repository-relative target of every import in a file (packages are left out). */
const importsOf = (file: string) => importTargets(root, file);

const production = (dirs: string[]) => dirs.flatMap(sources).filter((f) => !isTest(f));

describe('layer rules', () => {
  it('the server imports nothing of the web app: components/, lib/api/, lib/config', () => {
    const broken = sources('server').flatMap((f) =>
      importsOf(f)
        .filter((t) => /^(components\/|lib\/api\/|lib\/config$)/.test(t))
        .map((t) => `${f} → ${t}`),
    );
    assert.deepEqual(broken, []);
  });

  it('components never call fetch themselves', () => {
    const broken = production(['components']).filter((f) =>
      /(^|[^\w.])fetch\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    assert.deepEqual(broken, []);
  });

  it('no production code takes values from the seed constants', () => {
    const broken = production(['server', 'lib', 'components', 'app'])
      .filter((f) => !f.startsWith('server/db/seed/'))
      .flatMap((f) =>
        importsOf(f)
          .filter((t) => t === 'server/db/seed/constants')
          .map((t) => `${f} → ${t}`),
      );
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
    assert.ok(importsOf('server/http/page-cache-key.ts').includes('lib/session/cookie-values'));
  });
});
