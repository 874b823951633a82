import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, MIGRATIONS_FOLDER, openDatabase } from './client';

export interface TestDbHandle extends DbHandle {
  /**
   * On PostgreSQL only: a second pool on the same database, like a second instance of the portal
   * (its own bid queues), for races that must meet in the database's locks.
   */
  second?: () => Promise<DbHandle>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the real PostgreSQL when TEST_DATABASE=postgres (dropped again on close).
 *
 * Both start from a template migrated once per set of migrations, not from an empty database: on
 * PGlite a new database (initdb) and the migrations take 2–4 s, loading the template's dump about
 * 0.4 s; on PostgreSQL `create database … template` copies the migrated files. Every server test
 * file runs in a process of its own, so the template lives outside the process: a dump file in the
 * system's temporary folder, a template database on the server. Its name carries a hash of the
 * migrations, so a changed migration makes a new one; the migrations still run on every open (a
 * no-op on the template) and would catch a stale one.
 */
export async function openTestDatabase(): Promise<TestDbHandle> {
  if (process.env.TEST_DATABASE !== 'postgres')
    return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  const admin = testAdminUrl();
  const db = await scratchPostgresDatabase('portal_test', await postgresTemplate(admin));
  const handle = await openDatabase({ databaseUrl: db.url, dataDir: 'unused' });
  return {
    ...handle,
    second: () => openDatabase({ databaseUrl: db.url, dataDir: 'unused' }),
    close: async () => {
      await handle.close();
      await db.drop();
    },
  };
}

const testAdminUrl = () => process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A throw-away database on the test PostgreSQL server (empty, or a copy of `template`), its URL and
 * how to drop it: a test file's own, or a fault test's whose processes share it.
 */
export async function scratchPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const admin = testAdminUrl();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (query: string) => {
    const c = new Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrl(admin, name), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A short hash of every migration file (the SQL and drizzle's journal). */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 12);
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data folder as a dump, made by the first test process that needs it. */
function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
    ) as { version: string };
    const file = path.join(os.tmpdir(), 'portal-test-db', `pglite-${version}-${migrationsHash()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({ dataDir: 'memory://' });
    const dump = await (handle.dump as () => Promise<Blob>)();
    await handle.close();
    // Written under a name of its own and renamed, so a process reading it never sees half a file.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return pgliteDump;
}

/** A migrated template database on the server, made once under an advisory lock. */
async function postgresTemplate(admin: string): Promise<string> {
  const { Client } = await import('pg');
  const name = `portal_test_template_${migrationsHash()}`;
  const c = new Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query('select pg_advisory_lock(727002)');
    const exists = await c.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
    if (exists.rowCount === 0) {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(admin, name), dataDir: 'unused' });
      await handle.close();
      // Marked as a template only once migrated: a crash half-way leaves one that is made again.
      await c.query(`alter database ${name} is_template true`);
      // Templates of earlier migrations are of no more use.
      const old = await c.query(
        "select datname from pg_database where datname like 'portal\\_test\\_template\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of old.rows as Array<{ datname: string }>) {
        await c.query(`alter database ${datname} is_template false`);
        await c.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await c.query('select pg_advisory_unlock(727002)').catch(() => {});
    await c.end();
  }
  return name;
}
