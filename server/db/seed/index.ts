import type { Db } from '../client';

/** Seeds the demo data once; a database that already holds it is left alone. (Filled in by the seed module.) */
export async function seedIfEmpty(_db: Db, _now: Date): Promise<boolean> {
  return false;
}
