import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, environmentWith, PRODUCTION_GUIDE_SECTION, type ServerConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { holdsDemoData } from './holds-demo-data';
import { insertReferenceData } from './reference-data';
import { seedIfEmpty } from '.';
import { bindTransparencyConfig } from '../transparency/signing-key';

/**
 * A new embedded data folder is prepared in a child process before the portal opens it
 * (docs/architecture.md §1 "Memory"): PGlite's initdb runs in a WASM instance of its own, and it
 * and the migrations and the demo seed leave several hundred MB behind that the server process
 * would carry as its peak and, fragmented, partly for good. The child's memory goes when it exits;
 * the server then opens a folder that only needs checking (migrations applied, seed present).
 */

/** Whether the folder holds no embedded database yet (PGlite writes PG_VERSION at initdb). */
export function isNewEmbeddedFolder(dataDir: string): boolean {
  return dataDir !== 'memory://' && !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * What the portal does on an open database before serving (openDatabase has run the migrations):
 * the signing key's configuration, then in a demo the demo seed when configured and the database is
 * empty; in a real deployment the reference data (lookups, catalogue, portal pages), after making
 * sure the database holds no demo people (a demo's database is never served for real).
 */
export async function readyDatabase(db: Db, config: ServerConfig): Promise<void> {
  // Before the seed: its bid records are signed with the portal's key (docs/architecture.md §11).
  bindTransparencyConfig(db, config);
  if (config.demo) {
    if (config.seedOnStart) await seedIfEmpty(db, new Date());
    return;
  }
  if (await holdsDemoData(db))
    throw new ConfigError(
      `The database holds the demo's people (e-Devlet stand-in citizens or the demo's staff): a real deployment starts on a database of its own (${PRODUCTION_GUIDE_SECTION}).`,
    );
  await insertReferenceData(db, new Date());
}

/** The same in a process of its own: open, ready, close. */
export async function prepareDatabase(config: ServerConfig): Promise<void> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await readyDatabase(handle.db, config);
  } finally {
    await handle.close();
  }
}

/**
 * Prepares a new embedded folder in a child process (prepare-database-script.ts, on the same Node,
 * with the same environment and this data folder); a folder that exists, or PostgreSQL, is left to the caller.
 * Answers whether it prepared one.
 */
export async function prepareNewEmbeddedFolder(config: ServerConfig): Promise<boolean> {
  if (config.databaseUrl || !isNewEmbeddedFolder(config.dataDir)) return false;
  const script = path.join(__dirname, 'prepare-database-script.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: 'inherit',
    // The child decides as this configuration does: demo or real, seed or not.
    env: environmentWith({
      DATA_DIR: config.dataDir,
      PORTAL_MODE: config.demo ? 'demo' : 'production',
      SEED_ON_START: String(config.seedOnStart),
    }),
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the data folder ${config.dataDir} failed (exit code ${code})`);
  return true;
}
