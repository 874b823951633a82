import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { classifyTestFiles, postgresTestFiles, testFiles } from './test-file-graph';

const repo = join(import.meta.dirname, '..');

/** A throw-away repository holding the given files. */
function plant(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'test-file-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('which server test files use a database', () => {
  const planted: string[] = [];
  after(() => {
    for (const root of planted) rmSync(root, { recursive: true, force: true });
  });

  it('a test that imports a fixture that imports test-db uses a database; a pure parser test does not', () => {
    const root = plant({
      'server/db/test-db.ts': 'export async function openTestDatabase() {}\n',
      'server/orders/fixtures.ts':
        "import { openTestDatabase } from '../db/test-db';\nexport const open = openTestDatabase;\n",
      'server/orders/orders.test.ts': "import { open } from './fixtures';\nimport { parse } from '../parse/parser';\n",
      'server/parse/parser.ts': "import { sep } from './lexer';\nexport const parse = (s: string) => s.split(sep);\n",
      'server/parse/lexer.ts': "export const sep = ',';\n",
      'server/parse/parser.test.ts': "import assert from 'node:assert/strict';\nimport { parse } from './parser';\n",
    });
    planted.push(root);
    const files = testFiles(root, ['server']);
    assert.deepEqual(files, ['server/orders/orders.test.ts', 'server/parse/parser.test.ts']);
    assert.deepEqual(classifyTestFiles(root, files), {
      database: ['server/orders/orders.test.ts'],
      databaseFree: ['server/parse/parser.test.ts'],
    });
  });

  it('follows dynamic import(), re-exports and index files, and survives import cycles', () => {
    const root = plant({
      'server/db/test-db.ts': 'export {};\n',
      'server/a/index.ts': "export * from './b';\n",
      'server/a/b.ts': "import './c';\nexport const later = () => import('../db/test-db');\n",
      'server/a/c.ts': "import { later } from './b';\n",
      'server/a/lazy.test.ts': "it('x', async () => { await import('../a'); });\n",
      'server/a/cycle.test.ts': "import './d';\n",
      'server/a/d.ts': "import './e';\n",
      'server/a/e.ts': "import './d';\n",
    });
    planted.push(root);
    const { database, databaseFree } = classifyTestFiles(root, testFiles(root, ['server']));
    assert.deepEqual(database, ['server/a/lazy.test.ts']);
    assert.deepEqual(databaseFree, ['server/a/cycle.test.ts']);
  });

  it('a file that picks its own database from TEST_DATABASE uses a database', () => {
    // Written in two parts so this test file does not itself read like one that picks a database.
    const reads = ['process.env', 'TEST_DATABASE'].join('.');
    const root = plant({
      'server/ops/own-db.ts': `export const pg = ${reads} === 'postgres';\n`,
      'server/ops/ops.test.ts': "import { pg } from './own-db';\n",
    });
    planted.push(root);
    assert.deepEqual(classifyTestFiles(root, testFiles(root, ['server'])).database, ['server/ops/ops.test.ts']);
  });

  it('classifies the real suite: database files run on both passes, pure ones once', () => {
    const { database, databaseFree } = classifyTestFiles(repo, testFiles(repo, ['server', 'scripts']));
    // Through a support file (persons/test-support.ts), and through a dynamic import (rates.test.ts).
    assert.ok(database.includes('server/modules/persons/persons.test.ts'));
    assert.ok(database.includes('server/rates/rates.test.ts'));
    assert.ok(databaseFree.includes('server/odata/parser.test.ts'));
    assert.ok(databaseFree.includes('scripts/test-file-graph.test.ts'));
    assert.ok(database.length > 50 && databaseFree.length > 10);
  });

  it('the PostgreSQL pass takes the marked database files; a second pool without the mark is caught', () => {
    const mark = ['// Also on PostgreSQL', ' races between pools.'].join(':');
    const second = ['handle', 'second()'].join('.');
    const root = plant({
      'server/db/test-db.ts': 'export {};\n',
      'server/a/race.test.ts': `${mark}\nimport '../db/test-db';\nconst other = ${second};\n`,
      'server/a/shape.test.ts': "import '../db/test-db';\n",
      'server/a/forgot.test.ts': `import '../db/test-db';\nconst other = ${second};\n`,
    });
    planted.push(root);
    const { database } = classifyTestFiles(root, testFiles(root, ['server']));
    assert.deepEqual(postgresTestFiles(root, database), {
      marked: ['server/a/race.test.ts'],
      only: [],
      unmarked: ['server/a/forgot.test.ts'],
    });
  });

  it('a file marked for PostgreSQL only is in the PostgreSQL pass and nowhere else', () => {
    const only = ['// Only on PostgreSQL', ' the HTTP edge, where production runs.'].join(':');
    const root = plant({
      'server/db/test-db.ts': 'export {};\n',
      'server/a/edge.test.ts': `${only}\nimport '../db/test-db';\n`,
      'server/a/shape.test.ts': "import '../db/test-db';\n",
    });
    planted.push(root);
    const { database } = classifyTestFiles(root, testFiles(root, ['server']));
    assert.deepEqual(postgresTestFiles(root, database), {
      marked: ['server/a/edge.test.ts'],
      only: ['server/a/edge.test.ts'],
      unmarked: [],
    });
  });

  it('in the real suite, every file that opens a second pool or picks its engine runs on PostgreSQL', () => {
    const { database } = classifyTestFiles(repo, testFiles(repo, ['server', 'scripts']));
    const { marked, unmarked } = postgresTestFiles(repo, database);
    assert.deepEqual(unmarked, []);
    assert.ok(marked.includes('server/money/settlement/settlement.test.ts'));
    assert.ok(!marked.includes('server/modules/lookups/public-lookups.test.ts'));
  });

  it('in the real suite, the security files run once, on PostgreSQL; the money model runs on both', () => {
    const { database } = classifyTestFiles(repo, testFiles(repo, ['server', 'scripts']));
    const { marked, only } = postgresTestFiles(repo, database);
    assert.ok(only.includes('server/security/bodies.test.ts'));
    assert.ok(only.every((f) => f.startsWith('server/security/') && marked.includes(f)));
    assert.ok(marked.includes('server/money/ledger/money-model.test.ts'));
    assert.ok(!only.includes('server/money/ledger/money-model.test.ts'));
  });
});
