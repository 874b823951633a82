import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { edevletVatandas, personel } from '../db/schema';
import { TEST_CITIZENS, TEST_STAFF } from './constants';

/**
 * Whether the database holds the demo's people: the e-Devlet stand-in's test citizens or a staff
 * member of the demo seed, whose TOTP secret the README prints. A real deployment refuses to serve
 * such a database (server/seed/prepare-embedded.ts readyDatabase). A real deployment keeps real
 * citizens in the same table, as e-Devlet last answered for them: only the demo's numbers count.
 */
export async function holdsDemoData(db: Db): Promise<boolean> {
  const [citizen] = await db
    .select({ kimlikNo: edevletVatandas.kimlikNo })
    .from(edevletVatandas)
    .where(inArray(edevletVatandas.kimlikNo, Object.values(TEST_CITIZENS)))
    .limit(1);
  if (citizen) return true;
  const demoStaff = Object.values(TEST_STAFF).map((s) => s.kimlikNo);
  const [staff] = await db
    .select({ id: personel.id })
    .from(personel)
    .where(inArray(personel.kimlikNo, demoStaff))
    .limit(1);
  return Boolean(staff);
}
