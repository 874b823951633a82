import { PgBoss, fromPglite, type PGliteLike } from 'pg-boss';
import type { Db } from '../db/client';

/** The pg-boss queue of delivery jobs: one job per bildirim_teslimat row (docs/architecture.md §13). */
export const DELIVERY_QUEUE = 'bildirim-teslimat';

export interface DeliveryJobData {
  teslimatId: number;
}

/**
 * pg-boss on the portal's database: on PostgreSQL with its own small pool from the same URL (its
 * polling never waits behind the portal's queries); on embedded PGlite through the one in-process
 * connection (fromPglite): there every query is serialised with the portal's, so polling is kept
 * slow and cron is off (bench/notifications.ts measures what it costs bids).
 */
export function createQueue(db: Db, opts: { superviseIntervalSeconds: number }): PgBoss {
  const client = clientOf(db);
  const common = {
    schedule: false,
    supervise: true,
    superviseIntervalSeconds: opts.superviseIntervalSeconds,
    monitorIntervalSeconds: 60,
  };
  if (isEmbedded(db)) {
    return new PgBoss({ ...common, db: fromPglite(client as unknown as PGliteLike), backend: 'pglite' });
  }
  const connectionString = (client as { options?: { connectionString?: string } }).options?.connectionString;
  if (!connectionString) throw new Error('notification queue: the database handle has no connection string');
  return new PgBoss({ ...common, connectionString, max: 4, application_name: 'esatis-bildirim' });
}

const clientOf = (db: Db) => (db as unknown as { $client: unknown }).$client as Record<string, unknown>;

/**
 * Whether the database is embedded PGlite: one connection, every query serialised with the
 * portal's (a transaction holds it whole), so the worker keeps its transactions short there.
 */
export function isEmbedded(db: Db): boolean {
  return 'waitReady' in clientOf(db);
}
