import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriIhale, ihale } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';
import { isPortalTender } from '../../tenders/visibility';

export const FavouriteMessages = {
  tenderNotFound: 'İhale bulunamadı.',
  favouriteNotFound: 'Favori kaydı bulunamadı.',
  invalidIds: 'İhale ve hesap bilgisi zorunludur.',
  invalidId: 'Geçersiz favori numarası.',
} as const;

export interface FavouriteRow {
  id: number;
  ihaleId: number;
  cariId: number;
}

/**
 * Adds the tender to the account's favourites; adding it again answers the existing row. Only
 * tenders the portal may act on can be favourited. The caller has asserted cariId.
 */
export async function addFavourite(db: Db, p: { cariId: number; ihaleId: number; now: Date }): Promise<FavouriteRow> {
  const [t] = await db
    .select({ id: ihale.id })
    .from(ihale)
    .where(and(eq(ihale.id, p.ihaleId), isPortalTender(p.now)));
  if (!t) throw DomainError.notFound(FavouriteMessages.tenderNotFound);
  await db
    .insert(favoriIhale)
    .values({ ihaleId: p.ihaleId, cariId: p.cariId, eklenmeTarihi: p.now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: favoriIhale.id, ihaleId: favoriIhale.ihaleId, cariId: favoriIhale.cariId })
    .from(favoriIhale)
    .where(and(eq(favoriIhale.ihaleId, p.ihaleId), eq(favoriIhale.cariId, p.cariId)));
  return row;
}

/** Deletes a favourite row of one of the caller's accounts: 404 when absent, 403 when someone else's. */
export async function removeFavourite(db: Db, p: { id: number; cariIds: readonly number[] }): Promise<void> {
  const [row] = await db.select({ cariId: favoriIhale.cariId }).from(favoriIhale).where(eq(favoriIhale.id, p.id));
  if (!row) throw DomainError.notFound(FavouriteMessages.favouriteNotFound);
  if (!p.cariIds.includes(row.cariId)) throw DomainError.forbidden();
  await db.delete(favoriIhale).where(eq(favoriIhale.id, p.id));
}
