import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { TENDER_TYPE } from '../../lib/contract/lookups';
import type { StaffAnnouncement, StaffPortalPage } from '../../lib/contract/staff';
import { normaliseEditorHtml } from '../../lib/backoffice/rich-text';
import { CONTACT_SETTING_KEY, type ContactDetails, contactDetailsSchema } from '../../lib/rules/contact-details';
import { CONTENT_MESSAGES as M, EDITABLE_PAGE_IDS } from '../../lib/rules/content-schemas';
import type { Db } from '../db/client';
import { duyuru, portalAyar, portalSayfa } from '../db/schema';
import { DomainError } from '../kernel/domain-error';
import { type AuditActor, recordAudit } from '../kernel/record-audit';

/**
 * Content (docs/architecture.md §8 Content): announcements, portal pages and the contact details.
 * Staff changes (createAnnouncement, editAnnouncement, changeAnnouncementVisibility, editPortalPage,
 * saveContactDetails) each write the change and its audit row in one transaction and refuse with a
 * DomainError; the caller drops the page caches once they return (the change has committed).
 *
 * Content of this portal only (docs/spec.md §2: the public-sale portal, tender type 51).
 */
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
async function findAnnouncement(db: Db, id: number, lock = false): Promise<StaffAnnouncement | null> {
  const query = db
    .select()
    .from(duyuru)
    .where(and(eq(duyuru.id, id), eq(duyuru.ihaleTipiId, THIS_PORTAL)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0] ? announcement(rows[0]) : null;
}

interface AnnouncementValues {
  baslik: string;
  icerik: string;
  yayinTarihi: Date;
  popup: boolean;
}

async function insertAnnouncement(db: Db, v: AnnouncementValues): Promise<StaffAnnouncement> {
  const [row] = await db
    .insert(duyuru)
    .values({ ...v, yayindanKaldir: false, ihaleTipiId: THIS_PORTAL })
    .returning();
  return announcement(row);
}

async function updateAnnouncement(db: Db, id: number, v: AnnouncementValues): Promise<StaffAnnouncement> {
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
async function setAnnouncementWithdrawn(
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
async function listPortalPages(db: Db): Promise<StaffPortalPage[]> {
  const rows = await db
    .select()
    .from(portalSayfa)
    .where(eq(portalSayfa.ihaleTipiId, THIS_PORTAL))
    .orderBy(portalSayfa.sayfaId);
  return rows.map(portalPage);
}

async function findPortalPage(db: Db, sayfaId: number, lock = false): Promise<StaffPortalPage | null> {
  const query = db
    .select()
    .from(portalSayfa)
    .where(and(eq(portalSayfa.sayfaId, sayfaId), eq(portalSayfa.ihaleTipiId, THIS_PORTAL)));
  const rows = await (lock ? query.for('update') : query);
  return rows[0] ? portalPage(rows[0]) : null;
}

async function updatePortalPage(
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

async function writeContactDetails(db: Db, value: ContactDetails, now: Date): Promise<void> {
  await db
    .insert(portalAyar)
    .values({ anahtar: CONTACT_SETTING_KEY, deger: value, guncellemeTarihi: now })
    .onConflictDoUpdate({
      target: portalAyar.anahtar,
      set: { deger: value, guncellemeTarihi: sql`excluded.guncelleme_tarihi` },
    });
}

/** The stored form of rich text: the public sanitiser's output; nothing left of it is no content. */
function storedHtml(html: string): string {
  const clean = normaliseEditorHtml(html);
  if (clean === '') throw DomainError.invalidFields([M.contentRequired]);
  return clean;
}

/** The fields of an announcement the audit trail compares. */
const auditedAnnouncement = ({ id: _id, ...rest }: StaffAnnouncement) => rest;

/** One announcement of this portal; notFound when there is none. */
export async function getAnnouncement(db: Db, id: number): Promise<StaffAnnouncement> {
  const found = await findAnnouncement(db, id);
  if (!found) throw DomainError.notFound(M.announcementNotFound);
  return found;
}

/** A new announcement (published unless withdrawn later) and its audit row, in one transaction. */
export async function createAnnouncement(
  db: Db,
  actor: AuditActor,
  input: AnnouncementValues,
): Promise<StaffAnnouncement> {
  const values = { ...input, icerik: storedHtml(input.icerik) };
  return db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, values);
    await recordAudit(tx, actor, {
      islem: 'icerik.duyuru',
      hedefTuru: 'duyuru',
      hedefId: row.id,
      onceki: null,
      sonraki: auditedAnnouncement(row),
      ayrinti: 'Yeni duyuru',
    });
    return row;
  });
}

/** An announcement edited, audited with before and after, in one transaction. */
export async function editAnnouncement(
  db: Db,
  actor: AuditActor,
  id: number,
  input: AnnouncementValues,
): Promise<StaffAnnouncement> {
  const values = { ...input, icerik: storedHtml(input.icerik) };
  return db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, id, true);
    if (!before) throw DomainError.notFound(M.announcementNotFound);
    const after = await updateAnnouncement(tx, id, values);
    await recordAudit(tx, actor, {
      islem: 'icerik.duyuru',
      hedefTuru: 'duyuru',
      hedefId: id,
      onceki: auditedAnnouncement(before),
      sonraki: auditedAnnouncement(after),
      ayrinti: 'Duyuru düzenlendi',
    });
    return after;
  });
}

/**
 * Withdraws (true) or puts back (false) an announcement, audited, in one transaction; a conflict
 * when it is so already (of two staff members doing the same at once, the second is told).
 */
export async function changeAnnouncementVisibility(
  db: Db,
  actor: AuditActor,
  id: number,
  yayindanKaldir: boolean,
): Promise<StaffAnnouncement> {
  return db.transaction(async (tx) => {
    const after = await setAnnouncementWithdrawn(tx, id, yayindanKaldir);
    if (!after) {
      if (!(await findAnnouncement(tx, id))) throw DomainError.notFound(M.announcementNotFound);
      throw DomainError.conflict(yayindanKaldir ? M.alreadyWithdrawn : M.alreadyPublished);
    }
    await recordAudit(tx, actor, {
      islem: 'icerik.duyuru',
      hedefTuru: 'duyuru',
      hedefId: id,
      onceki: { yayindanKaldir: !yayindanKaldir },
      sonraki: { yayindanKaldir },
      ayrinti: yayindanKaldir ? 'Duyuru yayından kaldırıldı' : 'Duyuru yeniden yayına alındı',
    });
    return after;
  });
}

/** The portal pages staff edit (EDITABLE_PAGE_IDS), by SayfaId. */
export async function listEditablePortalPages(db: Db): Promise<StaffPortalPage[]> {
  const pages = await listPortalPages(db);
  return pages.filter((p) => (EDITABLE_PAGE_IDS as readonly number[]).includes(p.sayfaId));
}

/** One portal page of this portal; notFound when there is none. */
export async function getPortalPage(db: Db, sayfaId: number): Promise<StaffPortalPage> {
  const page = await findPortalPage(db, sayfaId);
  if (!page) throw DomainError.notFound(M.portalPageNotFound);
  return page;
}

/** A portal page's title and content changed, audited with before and after, in one transaction. */
export async function editPortalPage(
  db: Db,
  actor: AuditActor,
  sayfaId: number,
  input: { baslik: string; icerik: string },
): Promise<StaffPortalPage> {
  const values = { baslik: input.baslik, icerik: storedHtml(input.icerik) };
  return db.transaction(async (tx) => {
    const before = await findPortalPage(tx, sayfaId, true);
    if (!before) throw DomainError.notFound(M.portalPageNotFound);
    const after = await updatePortalPage(tx, sayfaId, values);
    await recordAudit(tx, actor, {
      islem: 'icerik.sayfa',
      hedefTuru: 'portal_sayfa',
      hedefId: sayfaId,
      onceki: { baslik: before.baslik, icerik: before.icerik },
      sonraki: { baslik: after.baslik, icerik: after.icerik },
    });
    return after;
  });
}

/** The contact details replaced, audited with before and after, in one transaction. */
export async function saveContactDetails(db: Db, actor: AuditActor, input: ContactDetails, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readContactDetails(tx, true);
    await writeContactDetails(tx, input, now);
    await recordAudit(tx, actor, {
      islem: 'icerik.iletisim',
      hedefTuru: 'portal_ayar',
      hedefId: 'iletisim',
      onceki: before,
      sonraki: input,
    });
  });
}
