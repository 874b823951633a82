import { randomBytes } from 'node:crypto';
import { openDatabase, type DbHandle } from './client';

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
 */
export async function openTestDatabase(): Promise<TestDbHandle> {
  if (process.env.TEST_DATABASE !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const { Client } = await import('pg');
  const admin = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const c = new Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...handle,
    second: () => openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }),
    close: async () => {
      await handle.close();
      const d = new Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}
