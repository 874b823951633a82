import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cariIban } from '../../db/schema';

/** The account's IBAN on file, or null. */
export async function getIban(db: Db, cariId: number): Promise<string | null> {
  const rows = await db.select({ iban: cariIban.iban }).from(cariIban).where(eq(cariIban.cariId, cariId)).limit(1);
  return rows[0]?.iban ?? null;
}

/** Stores (or replaces) the account's IBAN; the value is already validated and normalised. */
export async function saveIban(db: Db, params: { cariId: number; iban: string; now: Date }): Promise<void> {
  await db
    .insert(cariIban)
    .values({ cariId: params.cariId, iban: params.iban, guncellemeTarihi: params.now })
    .onConflictDoUpdate({
      target: cariIban.cariId,
      set: { iban: sql`excluded.iban`, guncellemeTarihi: sql`excluded.guncelleme_tarihi` },
    });
}
