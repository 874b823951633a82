import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { edevletVatandas } from '../db/schema';
import { randomName } from './identity-numbers';

/**
 * A name no one e-Devlet's stand-in knows has yet, so a journey finds its person by name on the
 * stand-in page, in the staff list or in a support queue (900 combinations; a run makes a few
 * hundred people at most). When the journey chose both parts, the name is taken as it is.
 */
export async function uniqueName(
  db: Db,
  given: { adi?: string; soyadi?: string },
): Promise<{ adi: string; soyadi: string }> {
  if (given.adi && given.soyadi) return { adi: given.adi, soyadi: given.soyadi };
  for (let attempt = 0; ; attempt++) {
    const name = randomName(given);
    const [taken] = await db
      .select({ k: edevletVatandas.kimlikNo })
      .from(edevletVatandas)
      .where(and(eq(edevletVatandas.adi, name.adi), eq(edevletVatandas.soyadi, name.soyadi)))
      .limit(1);
    if (!taken || attempt >= 100) return name;
  }
}
