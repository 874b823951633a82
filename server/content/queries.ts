import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { TENDER_TYPE } from '../../lib/contract/lookups';
import type { StaffAnnouncement, StaffPortalPage } from '../../lib/contract/staff';
import { CONTACT_SETTING_KEY, type ContactDetails, contactDetailsSchema } from '../../lib/rules/contact-details';
import type { Db } from '../db/client';
import { duyuru, portalAyar, portalSayfa } from '../db/schema';

/** Content of this portal only (docs/spec.md §2: the public-sale portal, tender type 51). */
const THIS_PORTAL = TENDER_TYPE.publicSale;

type DuyuruRow = typeof duyuru.$inferSelect;

const announcement = (r: DuyuruRow): StaffAnnouncement => ({
  id: r.id,
  baslik: r.baslik,
  icerik: r.icerik,
  yayinTarihi: r.yayinTarihi.toISOString(),
  popup: r.popup,
  yayindanKaldir: r.yayindanKaldir,
});

/** `%` and `_` in a search are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every announcement of this portal (withdrawn and future ones too), newest publish date first. */
export async function listAnnouncements(
  db: Db,
  q: { ara?: string; offset: number; limit: number },
): Promise<{ items: StaffAnnouncement[]; total: number }> {
  const where = and(eq(duyuru.ihaleTipiId, THIS_PORTAL), q.ara ? ilike(duyuru.baslik, likeLiteral(q.ara)) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(duyuru).where(where);
  const rows = await db
    .select()
    .from(duyuru)
    .where(where)
    .orderBy(desc(duyuru.yayinTarihi), desc(duyuru.id))
    .limit(q.limit)
    .offset(q.offset);
  return { items: rows.map(announcement), total };
}

/** One announcement of this portal; `lock` holds its row to the end of the transaction. */
export async function findAnnouncement(db: Db, id: number, lock = false): Promise<StaffAnnouncement | null> {
  const query = db
    .select()
    .from(duyuru)
    .where(and(eq(duyuru.id, id), eq(duyuru.ihaleTipiId, THIS_PORTAL)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0] ? announcement(rows[0]) : null;
}

export interface AnnouncementValues {
  baslik: string;
  icerik: string;
  yayinTarihi: Date;
  popup: boolean;
}

export async function insertAnnouncement(db: Db, v: AnnouncementValues): Promise<StaffAnnouncement> {
  const [row] = await db
    .insert(duyuru)
    .values({ ...v, yayindanKaldir: false, ihaleTipiId: THIS_PORTAL })
    .returning();
  return announcement(row);
}

export async function updateAnnouncement(db: Db, id: number, v: AnnouncementValues): Promise<StaffAnnouncement> {
  const [row] = await db
    .update(duyuru)
    .set(v)
    .where(and(eq(duyuru.id, id), eq(duyuru.ihaleTipiId, THIS_PORTAL)))
    .returning();
  return announcement(row);
}

/**
 * Withdraws (true) or puts back (false) an announcement, only if it is not so already: a
 * conditional UPDATE, so of two staff members doing the same at once one changes it and one is told.
 */
export async function setAnnouncementWithdrawn(
  db: Db,
  id: number,
  yayindanKaldir: boolean,
): Promise<StaffAnnouncement | null> {
  const [row] = await db
    .update(duyuru)
    .set({ yayindanKaldir })
    .where(and(eq(duyuru.id, id), eq(duyuru.ihaleTipiId, THIS_PORTAL), eq(duyuru.yayindanKaldir, !yayindanKaldir)))
    .returning();
  return row ? announcement(row) : null;
}

const portalPage = (r: typeof portalSayfa.$inferSelect): StaffPortalPage => ({
  sayfaId: r.sayfaId,
  baslik: r.baslik,
  icerik: r.icerik,
});

/** The portal pages of this portal, by SayfaId. */
export async function listPortalPages(db: Db): Promise<StaffPortalPage[]> {
  const rows = await db
    .select()
    .from(portalSayfa)
    .where(eq(portalSayfa.ihaleTipiId, THIS_PORTAL))
    .orderBy(portalSayfa.sayfaId);
  return rows.map(portalPage);
}

export async function findPortalPage(db: Db, sayfaId: number, lock = false): Promise<StaffPortalPage | null> {
  const query = db
    .select()
    .from(portalSayfa)
    .where(and(eq(portalSayfa.sayfaId, sayfaId), eq(portalSayfa.ihaleTipiId, THIS_PORTAL)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0] ? portalPage(rows[0]) : null;
}

export async function updatePortalPage(
  db: Db,
  sayfaId: number,
  v: { baslik: string; icerik: string },
): Promise<StaffPortalPage> {
  const [row] = await db
    .update(portalSayfa)
    .set(v)
    .where(and(eq(portalSayfa.sayfaId, sayfaId), eq(portalSayfa.ihaleTipiId, THIS_PORTAL)))
    .returning();
  return portalPage(row);
}

/**
 * The contact details (portal_ayar 'iletisim'), read through their schema so a hand-edited row
 * can never reach a page in another shape; null when there are none (or they are not valid).
 */
export async function readContactDetails(db: Db, lock = false): Promise<ContactDetails | null> {
  const query = db
    .select({ deger: portalAyar.deger })
    .from(portalAyar)
    .where(eq(portalAyar.anahtar, CONTACT_SETTING_KEY));
  const rows = await (lock ? query.for('update') : query);
  if (!rows[0]) return null;
  const parsed = contactDetailsSchema.safeParse(rows[0].deger);
  return parsed.success ? parsed.data : null;
}

export async function writeContactDetails(db: Db, value: ContactDetails, now: Date): Promise<void> {
  await db
    .insert(portalAyar)
    .values({ anahtar: CONTACT_SETTING_KEY, deger: value, guncellemeTarihi: now })
    .onConflictDoUpdate({
      target: portalAyar.anahtar,
      set: { deger: value, guncellemeTarihi: sql`excluded.guncelleme_tarihi` },
    });
}
