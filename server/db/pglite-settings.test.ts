import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

/**
 * The embedded database runs with the memory settings that keep the portal's process small
 * (server/db/client.ts, docs/architecture.md §1 "Memory"): a regression here costs about 150 MB
 * resident for the life of every process on the default start.
 */
describe('the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-settings-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('starts with small shared buffers and maintenance memory, on a new data folder and again', async () => {
    for (let start = 0; start < 2; start++) {
      const handle = await openDatabase({ dataDir: dir });
      try {
        const setting = async (name: string) =>
          ((await handle.db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0][
            name
          ];
        assert.equal(await setting('shared_buffers'), '32MB');
        assert.equal(await setting('maintenance_work_mem'), '4MB');
      } finally {
        await handle.close();
      }
    }
  });
});
