import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  etiket,
  ihale,
  ihaleDosya,
  ihaleEtiket,
  ihaleKalem,
  ihaleKalemDosya,
  ihaleKalemKategori,
  kategori,
  olcuBirimi,
  otomatikUzatmaAyar,
  paraBirimi,
  teslimatYeri,
} from '../../db/schema';
import { FILE_USAGE, TENDER_STATUS, TENDER_TYPE } from '../../../lib/contract/lookups';
import {
  dateProblems,
  isTenderEditable,
  missingForPublish,
  TENDER_DRAFT_MESSAGES as M,
} from '../../../lib/rules/tender-draft';
import { payloadDates, type TenderDraft, type TenderListQuery } from '../../../lib/rules/tender-draft-schemas';
import { istanbulDayBounds } from '../../../lib/format/istanbul-time';
import { sanitizeHtml } from '../../../lib/html/sanitize-html';
import type {
  CategoryOptionWire,
  StaffTenderDetailWire,
  StaffTenderOptionsWire,
  StaffTenderRowWire,
} from '../../../lib/rules/tender-draft-wire';
import { DomainError } from '../../kernel/domain-error';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { auditSnapshot, changedFields, draftFacts, toDetailWire } from './tender-wire';

/**
 * SQL of the back-office's tender preparation (docs/architecture.md §8, "Tenders"). Only tenders of
 * this portal's type (51) exist here; every status is listed, drafts and withdrawn ones included.
 * createDraft, editTender and publishTender are what the routes call for a change: each checks the
 * draft, then writes and audits in one transaction, and refuses with a DomainError.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const ofThisPortal = eq(ihale.ihaleTipiId, TENDER_TYPE.publicSale);

/** The version of a row as the API names it: guncelleme_tarihi to the millisecond, as JS dates hold it. */
const versionIs = (v: string) =>
  sql`date_trunc('milliseconds', ${ihale.guncellemeTarihi}) = ${new Date(v).toISOString()}::timestamptz`;

/**
 * The next version: now, or one millisecond past the last one when the clock has not moved (tests
 * run on a fixed clock; two saves in one millisecond must still be two versions).
 */
const nextVersion = (now: Date) =>
  sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${ihale.guncellemeTarihi}) + interval '1 millisecond')`;

/** LIKE pattern of a search text: its own % and _ are literal. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listTenders(
  db: Db,
  q: TenderListQuery,
  pageSize: number,
): Promise<{ rows: StaffTenderRowWire[]; total: number }> {
  const conds: SQL[] = [ofThisPortal];
  if (q.q) {
    const title = sql`${ihale.baslik} ilike ${containsPattern(q.q)}`;
    conds.push(/^\d{1,9}$/.test(q.q) ? sql`(${ihale.id} = ${Number(q.q)} or ${title})` : title);
  }
  if (q.durum) conds.push(eq(ihale.ihaleDurumuId, q.durum));
  const from = q.baslangic ? istanbulDayBounds(q.baslangic) : null;
  const until = q.bitis ? istanbulDayBounds(q.bitis) : null;
  if (from) conds.push(sql`${ihale.baslangicTarihi} >= ${from.from.toISOString()}::timestamptz`);
  if (until) conds.push(sql`${ihale.baslangicTarihi} < ${until.until.toISOString()}::timestamptz`);
  const where = and(...conds);

  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: ihale.id,
        baslik: ihale.baslik,
        ihaleDurumuId: ihale.ihaleDurumuId,
        ihaleDurumuAdi: kategori.adi,
        yayinTarihi: ihale.yayinTarihi,
        baslangicTarihi: ihale.baslangicTarihi,
        bitisTarihi: ihale.bitisTarihi,
        yayindanKaldir: ihale.yayindanKaldir,
        oneCikar: ihale.oneCikar,
        paraBirimi: paraBirimi.adi,
        acilisFiyati: sql<
          string | null
        >`(select min(k.acilis_fiyati)::text from ihale_kalem k where k.ihale_id = ${ihale.id})`,
      })
      .from(ihale)
      .innerJoin(kategori, eq(kategori.id, ihale.ihaleDurumuId))
      .innerJoin(paraBirimi, eq(paraBirimi.id, ihale.paraBirimiId))
      .where(where)
      // Newest first: the last created tender on top (ids grow with creation).
      .orderBy(sql`${ihale.id} desc`)
      .limit(pageSize)
      .offset((q.sayfa - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(ihale).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      yayinTarihi: r.yayinTarihi.toISOString(),
      baslangicTarihi: r.baslangicTarihi.toISOString(),
      bitisTarihi: r.bitisTarihi.toISOString(),
    })),
    total: Number(n),
  };
}

/** The item category tree, flat, with each node's path and whether it is a leaf. */
export async function categoryOptions(db: Db): Promise<CategoryOptionWire[]> {
  const all = await db
    .select()
    .from(ihaleKalemKategori)
    .orderBy(asc(ihaleKalemKategori.siraNo), asc(ihaleKalemKategori.id));
  const byId = new Map(all.map((c) => [c.id, c]));
  const parents = new Set(all.map((c) => c.ustIhaleKalemKategoriId).filter((p): p is number => p !== null));
  const pathOf = (id: number): string[] => {
    const names: string[] = [];
    let c = byId.get(id);
    // The root (no parent) names the whole tree and is left out of paths; the guard stops a cycle.
    for (let i = 0; c && c.ustIhaleKalemKategoriId !== null && i < 20; i++) {
      names.unshift(c.adi);
      c = byId.get(c.ustIhaleKalemKategoriId);
    }
    return names;
  };
  return all
    .filter((c) => c.ustIhaleKalemKategoriId !== null)
    .map((c) => ({
      id: c.id,
      adi: c.adi,
      ustId: c.ustIhaleKalemKategoriId,
      yaprak: !parents.has(c.id),
      yol: pathOf(c.id).join(' › '),
    }));
}

export async function tenderOptions(db: Db): Promise<StaffTenderOptionsWire> {
  const [paraBirimleri, olcuBirimleri, yerler, kategoriler, uzatmalar, etiketler, durumlar] = await Promise.all([
    db.select({ id: paraBirimi.id, adi: paraBirimi.adi }).from(paraBirimi).orderBy(asc(paraBirimi.id)),
    db.select({ id: olcuBirimi.id, adi: olcuBirimi.adi }).from(olcuBirimi).orderBy(asc(olcuBirimi.adi)),
    db
      .select({ id: teslimatYeri.id, adi: teslimatYeri.adi })
      .from(teslimatYeri)
      .where(eq(teslimatYeri.aktif, true))
      .orderBy(asc(teslimatYeri.adi)),
    categoryOptions(db),
    db
      .select({ id: otomatikUzatmaAyar.id, adi: otomatikUzatmaAyar.aciklama })
      .from(otomatikUzatmaAyar)
      .orderBy(asc(otomatikUzatmaAyar.id)),
    db.select({ adi: etiket.adi }).from(etiket).orderBy(asc(etiket.adi)),
    db
      .select({ id: kategori.id, adi: kategori.adi })
      .from(kategori)
      .where(inArray(kategori.id, Object.values(TENDER_STATUS)))
      .orderBy(asc(kategori.id)),
  ]);
  return {
    paraBirimleri,
    olcuBirimleri,
    teslimatYerleri: yerler,
    kategoriler,
    otomatikUzatmaAyarlari: uzatmalar,
    etiketler: etiketler.map((e) => e.adi),
    durumlar,
  };
}

/**
 * The references a draft names, checked against the lookups: a 400 listing each one that does not
 * exist (or, for a delivery place, is no longer active; for a category, is not a leaf).
 */
async function referenceProblems(db: Db, d: TenderDraft): Promise<string[]> {
  const problems: string[] = [];
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (!(await exists(db.select({ id: paraBirimi.id }).from(paraBirimi).where(eq(paraBirimi.id, d.paraBirimiId)))))
    problems.push(M.currencyInvalid);
  if (
    d.otomatikUzatmaAyarId !== null &&
    !(await exists(
      db
        .select({ id: otomatikUzatmaAyar.id })
        .from(otomatikUzatmaAyar)
        .where(eq(otomatikUzatmaAyar.id, d.otomatikUzatmaAyarId)),
    ))
  )
    problems.push(M.extensionInvalid);
  const k = d.kalem;
  if (k) {
    if (!(await isLeafCategory(db, k.ihaleKalemKategoriId))) problems.push(M.categoryInvalid);
    if (!(await exists(db.select({ id: olcuBirimi.id }).from(olcuBirimi).where(eq(olcuBirimi.id, k.olcuBirimiId)))))
      problems.push(M.unitInvalid);
    if (
      !(await exists(
        db
          .select({ id: teslimatYeri.id })
          .from(teslimatYeri)
          .where(and(eq(teslimatYeri.id, k.teslimatYeriId), eq(teslimatYeri.aktif, true))),
      ))
    )
      problems.push(M.placeInvalid);
  }
  return problems;
}

/** A category below the root with no children: the level tenders are filed at. */
async function isLeafCategory(db: Db, id: number): Promise<boolean> {
  const [r] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select exists (
      select 1 from ihale_kalem_kategori c where c.id = ${id} and c.ust_ihale_kalem_kategori_id is not null
        and not exists (select 1 from ihale_kalem_kategori ch where ch.ust_ihale_kalem_kategori_id = c.id)
    ) as ok`,
  );
  return r.ok === true;
}

export type TenderRow = typeof ihale.$inferSelect;
type ItemRow = typeof ihaleKalem.$inferSelect;

export interface StoredTender {
  tender: TenderRow;
  statusName: string;
  item: ItemRow | null;
  tags: string[];
  hasCardImage: boolean;
  itemCategoryIsLeaf: boolean;
}

/**
 * A tender of this portal with its item, tags and whether it has a card image; null when there is
 * none. `lock` takes the row lock first (inside a transaction), so an edit or publish reads the
 * version it then changes.
 */
async function loadTender(db: Db, id: number, opts: { lock?: boolean } = {}): Promise<StoredTender | null> {
  const base = db
    .select()
    .from(ihale)
    .where(and(eq(ihale.id, id), ofThisPortal));
  const [tender] = opts.lock ? await base.for('update') : await base;
  if (!tender) return null;
  const [[status], items, tags, [card]] = await Promise.all([
    db.select({ adi: kategori.adi }).from(kategori).where(eq(kategori.id, tender.ihaleDurumuId)),
    db.select().from(ihaleKalem).where(eq(ihaleKalem.ihaleId, id)).orderBy(asc(ihaleKalem.id)).limit(1),
    db
      .select({ adi: etiket.adi })
      .from(ihaleEtiket)
      .innerJoin(etiket, eq(etiket.id, ihaleEtiket.etiketId))
      .where(eq(ihaleEtiket.ihaleId, id))
      .orderBy(asc(etiket.adi)),
    db
      .select({ id: ihaleDosya.id })
      .from(ihaleDosya)
      .where(and(eq(ihaleDosya.ihaleId, id), eq(ihaleDosya.kullanimTuruId, FILE_USAGE.cardImage)))
      .limit(1),
  ]);
  const item = items[0] ?? null;
  return {
    tender,
    statusName: status?.adi ?? '',
    item,
    tags: tags.map((t) => t.adi),
    hasCardImage: card !== undefined,
    itemCategoryIsLeaf: item ? await isLeafCategory(db, item.ihaleKalemKategoriId) : false,
  };
}

const tenderColumns = (d: TenderDraft) => ({
  baslik: d.baslik,
  aciklama: d.aciklama,
  yayinTarihi: new Date(d.yayinTarihi),
  baslangicTarihi: new Date(d.baslangicTarihi),
  bitisTarihi: new Date(d.bitisTarihi),
  teminatTutari: d.teminatTutari,
  paraBirimiId: d.paraBirimiId,
  sonOdemeIcinEklenecekGun: d.sonOdemeIcinEklenecekGun,
  otomatikUzatmaAyarId: d.otomatikUzatmaAyarId,
  oneCikar: d.oneCikar,
  kdvDahil: d.kdvDahil,
  otomatikSonuclandirma: d.otomatikSonuclandirma,
});

/** A new draft (211) of this portal's type, created by `personelId`. */
async function insertDraft(tx: Db, d: TenderDraft, personelId: number, now: Date): Promise<TenderRow> {
  const [row] = await tx
    .insert(ihale)
    .values({
      ...tenderColumns(d),
      ihaleTipiId: TENDER_TYPE.publicSale,
      ihaleDurumuId: TENDER_STATUS.taslak,
      olusturanPersonelId: personelId,
      guncellemeTarihi: now,
    })
    .returning();
  return row;
}

/**
 * The edit itself: only while the row is still at the version the editor loaded (`version`) and
 * editable. Null when another save got there first (the caller answers 409).
 */
async function updateTender(tx: Db, id: number, d: TenderDraft, version: string, now: Date): Promise<TenderRow | null> {
  const [row] = await tx
    .update(ihale)
    .set({ ...tenderColumns(d), guncellemeTarihi: nextVersion(now) })
    .where(
      and(
        eq(ihale.id, id),
        versionIs(version),
        sql`(${ihale.ihaleDurumuId} = ${TENDER_STATUS.taslak} or (${ihale.ihaleDurumuId} = ${TENDER_STATUS.baslamadi} and ${ihale.baslangicTarihi} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The tender's one item as the draft says: updated in place, inserted, or removed (a draft only;
 * an item with files of its own stays, and the caller is told so).
 */
async function saveItem(
  tx: Db,
  ihaleId: number,
  existing: ItemRow | null,
  k: TenderDraft['kalem'],
): Promise<'ok' | 'has-files'> {
  if (!k) {
    if (!existing) return 'ok';
    const files = await tx
      .select({ id: ihaleKalemDosya.id })
      .from(ihaleKalemDosya)
      .where(eq(ihaleKalemDosya.ihaleKalemId, existing.id))
      .limit(1);
    if (files.length > 0) return 'has-files';
    await tx.delete(ihaleKalem).where(eq(ihaleKalem.id, existing.id));
    return 'ok';
  }
  const values = {
    acilisFiyati: k.acilisFiyati,
    miktar: k.miktar,
    olcuBirimiId: k.olcuBirimiId,
    teslimatYeriId: k.teslimatYeriId,
    ihaleKalemKategoriId: k.ihaleKalemKategoriId,
    herkeseAcikSatisIhaleKalemRumuz: k.rumuzEtiketi,
    aciklama: k.aciklama,
  };
  if (existing) await tx.update(ihaleKalem).set(values).where(eq(ihaleKalem.id, existing.id));
  else await tx.insert(ihaleKalem).values({ ...values, ihaleId });
  return 'ok';
}

/** The tender's tags become exactly `names`; a name not yet in `etiket` is added there. */
async function saveTags(tx: Db, ihaleId: number, names: string[]): Promise<void> {
  await tx.delete(ihaleEtiket).where(eq(ihaleEtiket.ihaleId, ihaleId));
  if (names.length === 0) return;
  await tx
    .insert(etiket)
    .values(names.map((adi) => ({ adi })))
    .onConflictDoNothing();
  const ids = await tx.select({ id: etiket.id }).from(etiket).where(inArray(etiket.adi, names));
  await tx.insert(ihaleEtiket).values(ids.map((e) => ({ ihaleId, etiketId: e.id })));
}

/** Publish: 211 → 212, only from a draft at the version the staff member checked. Null otherwise. */
async function publishDraft(tx: Db, id: number, version: string, now: Date): Promise<TenderRow | null> {
  const [row] = await tx
    .update(ihale)
    .set({ ihaleDurumuId: TENDER_STATUS.baslamadi, guncellemeTarihi: nextVersion(now) })
    .where(and(eq(ihale.id, id), eq(ihale.ihaleDurumuId, TENDER_STATUS.taslak), versionIs(version)))
    .returning();
  return row ?? null;
}

/** A tender as the draft form reads it (GET /api/yonetim/ihaleler/:id); notFound when there is none. */
export async function tenderDetail(db: Db, id: number, now: Date): Promise<StaffTenderDetailWire> {
  const stored = await loadTender(db, id);
  if (!stored) throw DomainError.notFound(M.notFound);
  return toDetailWire(stored, now);
}

/**
 * The draft's fields: its dates by the rules publishing applies (a draft may lack things, but not
 * contradict itself: the form refuses the same before sending), checked against the lookups, with
 * the description sanitised for the public page. Read before the change's transaction opens.
 */
async function checkedDraft<T extends TenderDraft>(db: Db, draft: T, now: Date): Promise<T> {
  const dates = dateProblems(payloadDates(draft), now);
  if (dates.length > 0) throw DomainError.invalidFields(dates.map((p) => p.message));
  const problems = await referenceProblems(db, draft);
  if (problems.length > 0) throw DomainError.invalidFields(problems);
  return { ...draft, aciklama: sanitizeHtml(draft.aciklama) };
}

const sameVersion = (row: TenderRow, version: string) =>
  row.guncellemeTarihi.toISOString() === new Date(version).toISOString();

/** A new draft with its item and tags, created by `personelId`, and its audit row: one transaction. */
export async function createDraft(
  db: Db,
  actor: AuditActor,
  p: { draft: TenderDraft; personelId: number; now: Date },
): Promise<TenderRow> {
  const draft = await checkedDraft(db, p.draft, p.now);
  return db.transaction(async (tx) => {
    const created = await insertDraft(tx, draft, p.personelId, p.now);
    await saveItem(tx, created.id, null, draft.kalem);
    await saveTags(tx, created.id, draft.etiketler);
    const after = await loadTender(tx, created.id);
    await recordAudit(
      tx,
      actor,
      {
        islem: 'ihale.olustur',
        hedefTuru: 'ihale',
        hedefId: created.id,
        onceki: null,
        sonraki: after && auditSnapshot(after),
      },
      p.now,
    );
    return created;
  });
}

/**
 * An edit of a draft, or of a published tender before its start, made on `version`: the tender, its
 * item and tags, and the audit row of the changed fields, in one transaction. `published` says the
 * tender was public already (its pages change).
 */
export async function editTender(
  db: Db,
  actor: AuditActor,
  p: { id: number; draft: TenderDraft; version: string; now: Date },
): Promise<{ updated: TenderRow; published: boolean }> {
  const { id, version, now } = p;
  const draft = await checkedDraft(db, p.draft, now);
  return db.transaction(async (tx) => {
    const before = await loadTender(tx, id, { lock: true });
    if (!before) throw DomainError.notFound(M.notFound);
    if (!isTenderEditable(before.tender.ihaleDurumuId, before.tender.baslangicTarihi, now))
      throw DomainError.conflict(M.readOnly, 'ReadOnly');
    if (!sameVersion(before.tender, version)) throw DomainError.conflict(M.staleEdit, 'StaleEdit');
    const published = before.tender.ihaleDurumuId === TENDER_STATUS.baslamadi;
    // The conditional UPDATE decides the race: two editors of one version, one wins, one gets 409.
    const updated = await updateTender(tx, id, draft, version, now);
    if (!updated) throw DomainError.conflict(M.staleEdit, 'StaleEdit');
    if ((await saveItem(tx, id, before.item, draft.kalem)) === 'has-files') throw DomainError.invalidFields([M.item]);
    await saveTags(tx, id, draft.etiketler);
    const after = await loadTender(tx, id);
    if (!after) throw DomainError.notFound(M.notFound);
    // A published tender stays publishable: an edit cannot leave it without what publishing required.
    if (published) {
      const missing = missingForPublish(draftFacts(after), now);
      if (missing.length > 0) throw DomainError.invalidFields(missing);
    }
    const diff = changedFields(auditSnapshot(before), auditSnapshot(after));
    await recordAudit(tx, actor, { islem: 'ihale.duzenle', hedefTuru: 'ihale', hedefId: id, ...diff }, now);
    return { updated, published };
  });
}

/** Publishes a complete draft checked at `version` (211 → 212) with its audit row, in one transaction. */
export async function publishTender(
  db: Db,
  actor: AuditActor,
  p: { id: number; version: string; now: Date },
): Promise<TenderRow> {
  const { id, version, now } = p;
  return db.transaction(async (tx) => {
    const stored = await loadTender(tx, id, { lock: true });
    if (!stored) throw DomainError.notFound(M.notFound);
    if (stored.tender.ihaleDurumuId !== TENDER_STATUS.taslak) throw DomainError.conflict(M.notDraft, 'NotDraft');
    if (!sameVersion(stored.tender, version)) throw DomainError.conflict(M.staleEdit, 'StaleEdit');
    const missing = missingForPublish(draftFacts(stored), now);
    if (missing.length > 0) throw DomainError.invalidFields(missing, M.publishMissing);
    // Conditional on 211 and the version: a second publish (a double click, another tab) changes nothing.
    const published = await publishDraft(tx, id, version, now);
    if (!published) throw DomainError.conflict(M.notDraft, 'NotDraft');
    await recordAudit(
      tx,
      actor,
      {
        islem: 'ihale.yayinla',
        hedefTuru: 'ihale',
        hedefId: id,
        onceki: { ihaleDurumuId: TENDER_STATUS.taslak },
        sonraki: { ihaleDurumuId: TENDER_STATUS.baslamadi, yayinTarihi: published.yayinTarihi.toISOString() },
      },
      now,
    );
    return published;
  });
}
