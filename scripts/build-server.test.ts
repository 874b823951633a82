import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildServer, SERVER_BUILD } from './build-server.mjs';

const root = join(import.meta.dirname, '..');

// The compiled server runs from .server-build/, yet the modules that find files beside themselves
// (the migrations, the data-folder preparation script, the PDF fonts) must still find them.
test('the compiled server names the source folder of each module that finds files beside itself', async () => {
  await buildServer();
  const bundle = readFileSync(SERVER_BUILD, 'utf8');
  const located = [...bundle.matchAll(/__portalSourcePath\("([^"]+)"\)/g)].map((m) => m[1]);
  assert.ok(located.includes('../server/db/client.ts'), 'the migrations folder is found from server/db');
  assert.ok(located.includes('../server/seed/prepare-embedded.ts'), 'the preparation script is found from server/seed');
  for (const relative of located) assert.ok(existsSync(join(root, '.server-build', relative)), relative);
  // No npm package is inside the file: node loads them from node_modules as before.
  assert.doesNotMatch(bundle, /^\/\/ node_modules\//m);
});

test('a compiled module finds its own folder, also after the checkout moved', async (t) => {
  const base = mkdtempSync(join(tmpdir(), 'build-server-'));
  t.after(() => rmSync(base, { recursive: true, force: true }));
  const checkout = join(base, 'checkout');
  mkdirSync(join(checkout, 'src', 'db'), { recursive: true });
  writeFileSync(
    join(checkout, 'src', 'main.ts'),
    "import { where } from './db/where';\nconsole.log(JSON.stringify(where));\n",
  );
  writeFileSync(
    join(checkout, 'src', 'db', 'where.ts'),
    'export const where: string[] = [__dirname, import.meta.dirname, __filename];\n',
  );
  await buildServer({ entry: join(checkout, 'src', 'main.ts'), outfile: join(checkout, 'out', 'main.mjs') });
  const run = (dir: string) =>
    JSON.parse(execFileSync(process.execPath, [join(dir, 'out', 'main.mjs')], { encoding: 'utf8' }));

  const db = join(checkout, 'src', 'db');
  assert.deepEqual(run(checkout), [db, db, join(db, 'where.ts')]);

  const moved = join(base, 'moved');
  renameSync(checkout, moved);
  const movedDb = join(moved, 'src', 'db');
  assert.deepEqual(run(moved), [movedDb, movedDb, join(movedDb, 'where.ts')]);
});
