import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { edevletVatandas, personel } from './schema';
import { TEST_STAFF } from './seed/constants';

/**
 * Whether the database holds the demo's people: e-Devlet stand-in citizens (only a demo has them)
 * or a staff member of the demo seed, whose TOTP secret the README prints. A real deployment refuses
 * to serve such a database (server/db/prepare-embedded.ts readyDatabase).
 */
export async function holdsDemoData(db: Db): Promise<boolean> {
  const [citizen] = await db.select({ one: sql<number>`1` }).from(edevletVatandas).limit(1);
  if (citizen) return true;
  const demoStaff = Object.values(TEST_STAFF).map((s) => s.kimlikNo);
  const [staff] = await db
    .select({ id: personel.id })
    .from(personel)
    .where(inArray(personel.kimlikNo, demoStaff))
    .limit(1);
  return Boolean(staff);
}
