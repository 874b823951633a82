import { eq } from 'drizzle-orm';
import type { IletisimTercihiWire } from '../../../lib/contract/wire-types';
import type { Db } from '../../db/client';
import { gercekKisilik } from '../../db/schema';

export type ContactConsent = IletisimTercihiWire;

/** Sets the two contact consents of the person with this TC kimlik no; null when not registered. */
export async function updateContactConsent(
  db: Db,
  params: { kimlikNo: string } & ContactConsent,
): Promise<ContactConsent | null> {
  const rows = await db
    .update(gercekKisilik)
    .set({ epostaBildirimOnayi: params.epostaBildirimOnayi, gsmBildirimOnayi: params.gsmBildirimOnayi })
    .where(eq(gercekKisilik.kimlikNo, params.kimlikNo))
    .returning({
      epostaBildirimOnayi: gercekKisilik.epostaBildirimOnayi,
      gsmBildirimOnayi: gercekKisilik.gsmBildirimOnayi,
    });
  return rows[0] ?? null;
}

/** "Ad Soyad" of the registered person, for messages they write; null when not registered. */
export async function personFullName(db: Db, kimlikNo: string): Promise<string | null> {
  const rows = await db
    .select({ adi: gercekKisilik.adi, soyadi: gercekKisilik.soyadi })
    .from(gercekKisilik)
    .where(eq(gercekKisilik.kimlikNo, kimlikNo))
    .limit(1);
  return rows[0] ? `${rows[0].adi} ${rows[0].soyadi}` : null;
}
