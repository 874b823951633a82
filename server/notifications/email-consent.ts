import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gercekKisilik } from '../db/schema';

/**
 * A one-click unsubscribe (RFC 8058, unsubscribe-routes.ts): the person's e-mail consent goes off.
 * The profile's own consent form writes both consents (modules/persons); this is the one change
 * a mail's link may make, and the deliveries check consent again when they send.
 */
export async function turnOffEmailConsent(db: Db, gercekKisilikId: number): Promise<void> {
  await db.update(gercekKisilik).set({ epostaBildirimOnayi: false }).where(eq(gercekKisilik.id, gercekKisilikId));
}
