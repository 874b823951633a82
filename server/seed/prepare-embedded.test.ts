import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isNewEmbeddedFolder, prepareNewEmbeddedFolder, readyDatabase } from './prepare-embedded';

/**
 * A new embedded data folder is set up in a child process before the portal opens it
 * (prepare-embedded.ts, docs/architecture.md §1 "Memory"): what the portal then opens is migrated
 * and seeded, and a folder that exists is left alone.
 */
describe('preparing a new embedded data folder', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'prepare-embedded-'));
    dirs.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const configFor = (dataDir: string, mode = 'demo') =>
    loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_MODE: mode });
  const countIn = async (handle: Awaited<ReturnType<typeof openDatabase>>, table: string) =>
    Number(
      (
        (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0].n,
    );

  // Child processes that migrate (and seed) a fresh PGlite folder: 14–22 s on a quiet machine, past
  // 60 s with the machine loaded four times over (a CI run beside three test runs); their own deadline.
  it('a demo: sets up, migrates and seeds the folder in a child process; the portal then finds it ready', {
    timeout: 150_000,
  }, async () => {
    const dir = newDir();
    const config = configFor(dir);
    assert.equal(isNewEmbeddedFolder(dir), true);
    assert.equal(await prepareNewEmbeddedFolder(config), true);
    assert.equal(isNewEmbeddedFolder(dir), false);

    const handle = await openDatabase({ dataDir: dir });
    try {
      assert.ok((await countIn(handle, 'ihale')) > 0, 'the demo tenders are there');
    } finally {
      await handle.close();
    }
    // Prepared once: a second start opens it as it is.
    assert.equal(await prepareNewEmbeddedFolder(config), false);
  });

  it('a real deployment: the reference data and no demo people; a demo folder is refused', {
    timeout: 150_000,
  }, async () => {
    const dir = newDir();
    assert.equal(await prepareNewEmbeddedFolder(configFor(dir, 'production')), true);
    const handle = await openDatabase({ dataDir: dir });
    try {
      assert.equal(await countIn(handle, 'ihale'), 0, 'no demo tenders');
      assert.equal(await countIn(handle, 'personel'), 0, 'no demo staff');
      assert.equal(await countIn(handle, 'edevlet_vatandas'), 0, 'no stand-in citizens');
      assert.ok((await countIn(handle, 'kategori')) > 20, 'statuses, types and file uses');
      assert.equal(await countIn(handle, 'para_birimi'), 3);
      assert.ok((await countIn(handle, 'portal_sayfa')) >= 5, 'the pages the consent dialogs link to');
      // Laid again on the next start, it changes nothing (staff edits survive a restart).
      await readyDatabase(handle.db, configFor(dir, 'production'));
      assert.equal(await countIn(handle, 'para_birimi'), 3);
    } finally {
      await handle.close();
    }
    const demo = newDir();
    await prepareNewEmbeddedFolder(configFor(demo));
    const demoHandle = await openDatabase({ dataDir: demo });
    try {
      await assert.rejects(readyDatabase(demoHandle.db, configFor(demo, 'production')), /holds the demo's people/);
    } finally {
      await demoHandle.close();
    }
  });

  it('leaves PostgreSQL and the in-memory database to the portal itself', async () => {
    assert.equal(isNewEmbeddedFolder('memory://'), false);
    const postgres = { ...configFor(newDir()), databaseUrl: 'postgres://127.0.0.1:5432/never-opened' };
    assert.equal(await prepareNewEmbeddedFolder(postgres), false);
  });

  it('says which folder failed when the child cannot prepare it', async () => {
    // A data folder inside a file: it cannot be created.
    const file = join(newDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    const dir = join(file, 'data');
    await assert.rejects(
      prepareNewEmbeddedFolder(configFor(dir)),
      new RegExp(`preparing the data folder ${dir} failed`),
    );
  });
});
