/**
 * `npm run db:reset`: rebuilds the database from scratch and seeds the demo data timed from now.
 * PGlite: deletes the data folder's database (keys and other files in DATA_DIR stay). PostgreSQL
 * (DATABASE_URL): drops and recreates the public schema and the migration journal.
 * Refuses while a running portal holds the PGlite folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError, openDatabase } from '../db/client';
import { seed } from '.';
import { bindTransparencyConfig } from '../transparency/signing-key';

async function wipePostgres(url: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

function wipePglite(dataDir: string): void {
  // Take the folder's lock first: it throws if a portal is running on this folder.
  const release = acquireDataDirLock(dataDir);
  try {
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // It wipes the database: only ever a demo's (a real deployment's data is never reset or seeded).
  if (!config.demo)
    throw new ConfigError(
      'npm run db:reset wipes the database and seeds the demo: run it for a demo only (PORTAL_MODE=demo).',
    );
  const started = Date.now();
  if (config.databaseUrl) await wipePostgres(config.databaseUrl);
  else wipePglite(config.dataDir);

  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The seeded bid records are signed with the portal's key (docs/architecture.md §11).
    bindTransparencyConfig(handle.db, config);
    await seed(handle.db, new Date());
  } finally {
    await handle.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(`Database reset and seeded (${where}) in ${Date.now() - started} ms.`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Database reset failed:', err);
  }
  process.exitCode = 1;
});
