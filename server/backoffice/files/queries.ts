import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anaSayfaSlider, ihale, ihaleDosya } from '../../db/schema';
import { FILE_USAGE, TENDER_TYPE } from '../../../lib/contract/lookups';

/** Storage of the tender files and home slider screens (docs/architecture.md §8 "Files"). */

export type TenderFileRow = typeof ihaleDosya.$inferSelect;
export type SlideRow = typeof anaSayfaSlider.$inferSelect;

export interface TenderHead {
  id: number;
  baslik: string;
  ihaleDurumuId: number;
  baslangicTarihi: Date;
}

const head = {
  id: ihale.id,
  baslik: ihale.baslik,
  ihaleDurumuId: ihale.ihaleDurumuId,
  baslangicTarihi: ihale.baslangicTarihi,
};
const thisPortal = (id: number) => and(eq(ihale.id, id), eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale));

/** A tender of this portal (type 51), or null. */
export async function findTenderHead(db: Db, id: number): Promise<TenderHead | null> {
  const [row] = await db.select(head).from(ihale).where(thisPortal(id));
  return row ?? null;
}

/**
 * The tender's row, locked for the transaction: a file change is ordered with the tender's
 * publication, start and other file changes, so the status read here holds until commit.
 */
export async function lockTenderHead(tx: Db, id: number): Promise<TenderHead | null> {
  const [row] = await tx.select(head).from(ihale).where(thisPortal(id)).for('update');
  return row ?? null;
}

export async function tenderFiles(db: Db, ihaleId: number): Promise<TenderFileRow[]> {
  return db
    .select()
    .from(ihaleDosya)
    .where(eq(ihaleDosya.ihaleId, ihaleId))
    .orderBy(asc(ihaleDosya.kullanimTuruId), asc(ihaleDosya.siraNo), asc(ihaleDosya.id));
}

export async function nextFileOrder(tx: Db, ihaleId: number, usage: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${ihaleDosya.siraNo}), 0)::int` })
    .from(ihaleDosya)
    .where(and(eq(ihaleDosya.ihaleId, ihaleId), eq(ihaleDosya.kullanimTuruId, usage)));
  return Number(row?.max ?? 0) + 1;
}

export async function insertTenderFile(tx: Db, row: typeof ihaleDosya.$inferInsert): Promise<TenderFileRow> {
  const [created] = await tx.insert(ihaleDosya).values(row).returning();
  return created;
}

/** Removes the tender's card image rows (there is one; replacing it removes it first). */
export async function deleteCardImages(tx: Db, ihaleId: number): Promise<TenderFileRow[]> {
  return tx
    .delete(ihaleDosya)
    .where(and(eq(ihaleDosya.ihaleId, ihaleId), eq(ihaleDosya.kullanimTuruId, FILE_USAGE.cardImage)))
    .returning();
}

/** Deletes one file row of the tender; null when it is not (or no longer) there. */
export async function deleteTenderFile(tx: Db, ihaleId: number, id: number): Promise<TenderFileRow | null> {
  const [row] = await tx
    .delete(ihaleDosya)
    .where(and(eq(ihaleDosya.ihaleId, ihaleId), eq(ihaleDosya.id, id)))
    .returning();
  return row ?? null;
}

export async function fileIdsOfUsage(tx: Db, ihaleId: number, usage: number): Promise<number[]> {
  const rows = await tx
    .select({ id: ihaleDosya.id })
    .from(ihaleDosya)
    .where(and(eq(ihaleDosya.ihaleId, ihaleId), eq(ihaleDosya.kullanimTuruId, usage)))
    .orderBy(asc(ihaleDosya.siraNo), asc(ihaleDosya.id));
  return rows.map((r) => r.id);
}

/** Numbers the given files 1..n in the given order (one statement). */
export async function setFileOrder(tx: Db, ihaleId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(ihaleDosya)
    .set({ siraNo: sql`case ${ihaleDosya.id} ${cases} end` })
    .where(and(eq(ihaleDosya.ihaleId, ihaleId), inArray(ihaleDosya.id, [...ids])));
}

// --- Home slider (this portal's slides only) ---

const ourSlides = eq(anaSayfaSlider.ihaleTipiId, TENDER_TYPE.publicSale);

export async function listSlides(db: Db): Promise<SlideRow[]> {
  return db.select().from(anaSayfaSlider).where(ourSlides).orderBy(asc(anaSayfaSlider.siraNo), asc(anaSayfaSlider.id));
}

/**
 * Locks this portal's slides for a change of order or membership: concurrent adds, deletes and
 * reorders are ordered one after the other, so a reorder always sees the whole current list.
 */
export async function lockSlides(tx: Db): Promise<SlideRow[]> {
  // A transaction-scoped advisory lock, not row locks: an add (a new row) must wait too.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ana_sayfa_slider'))`);
  return tx
    .select()
    .from(anaSayfaSlider)
    .where(ourSlides)
    .orderBy(asc(anaSayfaSlider.siraNo), asc(anaSayfaSlider.id))
    .for('update');
}

export async function insertSlide(tx: Db, row: { url: string; aciklama: string; siraNo: number }): Promise<SlideRow> {
  const [created] = await tx
    .insert(anaSayfaSlider)
    .values({ ...row, ihaleTipiId: TENDER_TYPE.publicSale, aktif: true })
    .returning();
  return created;
}

export async function findSlideForUpdate(tx: Db, id: number): Promise<SlideRow | null> {
  const [row] = await tx
    .select()
    .from(anaSayfaSlider)
    .where(and(ourSlides, eq(anaSayfaSlider.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateSlide(tx: Db, id: number, set: { aciklama: string; aktif: boolean }): Promise<SlideRow> {
  const [row] = await tx.update(anaSayfaSlider).set(set).where(eq(anaSayfaSlider.id, id)).returning();
  return row;
}

export async function deleteSlide(tx: Db, id: number): Promise<SlideRow | null> {
  const [row] = await tx
    .delete(anaSayfaSlider)
    .where(and(ourSlides, eq(anaSayfaSlider.id, id)))
    .returning();
  return row ?? null;
}

export async function setSlideOrder(tx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(anaSayfaSlider)
    .set({ siraNo: sql`case ${anaSayfaSlider.id} ${cases} end` })
    .where(and(ourSlides, inArray(anaSayfaSlider.id, [...ids])));
}
