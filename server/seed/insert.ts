import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Keeps each INSERT well under PostgreSQL's 65 535 bind-parameter limit. */
const CHUNK = 400;

export async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // drizzle's values() type is stricter than $inferInsert for a generic table; the rows are typed at the call site.
    await db.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

/** The same, keeping rows that are there already (a primary or unique key); for data laid again on every start. */
export async function insertMissing<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .onConflictDoNothing();
  }
}

/**
 * Rows inserted with explicit ids leave the serial sequence behind; move it past the highest id
 * so the application's own inserts do not collide.
 */
export async function syncSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${t}', 'id'), coalesce((select max(id) from "${t}"), 0) + 1, false)`,
      ),
    );
  }
}
