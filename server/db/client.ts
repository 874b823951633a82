import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every query function takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Whether the database is embedded PGlite: one connection, every query serialised with the
 * portal's (a transaction holds it whole), so the worker keeps its transactions short there.
 */
export function isEmbedded(db: Db): boolean {
  return 'waitReady' in ((db as unknown as { $client: unknown }).$client as Record<string, unknown>);
}

/**
 * `work` in one transaction, its handle typed as the `Db` every query function takes (Drizzle types
 * a transaction apart from the database it came from, though it answers the same calls).
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball (the test databases' template, server/db/test-db.ts). */
  dump?: () => Promise<Blob>;
}

const MIGRATIONS = path.join(__dirname, 'migrations');

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://', as tests do). Applies migrations before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir()`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/** The migrations folder, for the test databases' template (server/db/test-db.ts). */
export const MIGRATIONS_FOLDER = MIGRATIONS;

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // An outage must answer (503), never hang: connecting gives up after 5 s, a query after 20 s,
  // and TCP keep-alive notices a server that vanished without closing its connections.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    query_timeout: 20_000,
    keepAlive: true,
  });
  // A dropped connection must not crash the process; the next query reports the outage instead.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Several instances may start at once: one migrates, the others wait on the same lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * The embedded Postgres' memory settings. Its WASM heap never shrinks: what Postgres once allocated
 * stays resident for the life of the process (docs/architecture.md §1 "Memory", issue #18).
 * - shared_buffers: enough for the demo data and more; raise it (and the heap grows) for a large
 *   embedded database. The default 128 MB would be resident for good.
 * - maintenance_work_mem: index builds and vacuum (the migrations and the seed on a new data folder)
 *   otherwise take up to 64 MB each, and the heap keeps that high-water mark: about 55 MB less
 *   resident when idle. The demo data is far smaller; larger work spills to temporary files.
 */
const PGLITE_CONF = ['shared_buffers = 32MB', 'maintenance_work_mem = 4MB'];

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    const options = { postgresqlconf: PGLITE_CONF, loadDataDir };
    const client = inMemory ? new PGlite(options) : new PGlite(path.join(dataDir, 'pglite'), options);
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export class DataDirLockedError extends Error {}

/**
 * PGlite is a single-process engine: two processes on one folder corrupt it. A pid file guards
 * the folder; a stale one (its process gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by process ${pid}. Stop it first, or set DATA_DIR or DATABASE_URL.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
