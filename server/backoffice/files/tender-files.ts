import type { Db } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import type { AuctionEvents } from '../../auction/auction-events';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { fileUrl, storeImage, storePdf } from '../../files/file-store';
import type { ImageRendition } from '../../files/image-check';
import { FILE_USAGE, TENDER_STATUS } from '../../../lib/contract/lookups';
import type { StaffTenderFile, StaffTenderFiles } from '../../../lib/contract/staff';
import { TENDER_FILES_LOCKED_MESSAGE, tenderFilesEditable } from '../../../lib/rules/upload-editable';
import { FILE_FORM_MESSAGES, type TenderFileOrderInput } from '../../../lib/rules/upload-schemas';
import {
  deleteCardImages,
  deleteTenderFile,
  fileIdsOfUsage,
  findTenderHead,
  insertTenderFile,
  lockTenderHead,
  nextFileOrder,
  setFileOrder,
  type TenderFileRow,
  type TenderHead,
  tenderFiles,
} from './queries';

/**
 * A tender's images and attachments (docs/architecture.md §8 "Files"; issue #13). Every change runs
 * in one transaction that locks the tender's row, checks that files may change
 * (lib/rules/upload-editable.ts), stores the bytes, changes `ihale_dosya` and writes the audit
 * record; after the commit a published tender's public pages are dropped from every instance's
 * anonymous page cache. Deleting a file removes its row only: the stored bytes stay, because a key
 * names content that other rows (another tender, the same upload again) may use as well.
 */

export interface FileContext {
  db: Db;
  now: Date;
  actor: AuditActor;
  /** Where a published tender's file change is announced after the commit (app.auctionEvents). */
  events: Pick<AuctionEvents, 'emit'>;
}

const TENDER_NOT_FOUND = 'İhale bulunamadı.';
const FILE_NOT_FOUND = 'Dosya bulunamadı.';

/** The thumbnail of a stored gallery image (same upload, smaller rendition); the file itself otherwise. */
export function smallUrl(url: string): string {
  return url.replace(/-galeri-1200x900\.webp$/, '-galeri-160x120.webp');
}

const toWire = (f: TenderFileRow): StaffTenderFile => ({
  id: f.id,
  url: f.url,
  kucukUrl: f.kullanimTuruId === FILE_USAGE.galleryImage ? smallUrl(f.url) : f.url,
  adi: f.adi,
  aciklama: f.aciklama,
  kullanimTuruId: f.kullanimTuruId,
  siraNo: f.siraNo,
});

export async function listFiles(db: Db, ihaleId: number, now: Date): Promise<StaffTenderFiles> {
  const t = await findTenderHead(db, ihaleId);
  if (!t) throw DomainError.notFound(TENDER_NOT_FOUND);
  const rows = (await tenderFiles(db, ihaleId)).map(toWire);
  return {
    ihale: {
      id: t.id,
      baslik: t.baslik,
      ihaleDurumuId: t.ihaleDurumuId,
      baslangicTarihi: t.baslangicTarihi.toISOString(),
    },
    duzenlenebilir: tenderFilesEditable(t, now),
    kartGorseli: rows.find((f) => f.kullanimTuruId === FILE_USAGE.cardImage) ?? null,
    galeri: rows.filter((f) => f.kullanimTuruId === FILE_USAGE.galleryImage),
    ekler: rows.filter((f) => f.kullanimTuruId === FILE_USAGE.attachment),
  };
}

/** Runs a file change under the tender's lock; announces it to public pages after the commit. */
async function change<T>(ctx: FileContext, ihaleId: number, work: (tx: Db, t: TenderHead) => Promise<T>): Promise<T> {
  let published = false;
  const result = await ctx.db.transaction(async (tx) => {
    const t = await lockTenderHead(tx, ihaleId);
    if (!t) throw DomainError.notFound(TENDER_NOT_FOUND);
    if (!tenderFilesEditable(t, ctx.now)) throw DomainError.conflict(TENDER_FILES_LOCKED_MESSAGE, 'IhaleDosyaKilitli');
    published = t.ihaleDurumuId !== TENDER_STATUS.taslak;
    return work(tx, t);
  });
  if (published) ctx.events.emit({ type: 'pagesChanged', ihaleId });
  return result;
}

/** Sets or replaces the tender's one card image (221). */
export async function setCardImage(
  ctx: FileContext,
  ihaleId: number,
  original: Buffer,
  renditions: ImageRendition[],
): Promise<StaffTenderFile> {
  return change(ctx, ihaleId, async (tx, t) => {
    const [key] = await storeImage(tx, original, renditions);
    const replaced = await deleteCardImages(tx, ihaleId);
    const row = await insertTenderFile(tx, {
      ihaleId,
      url: fileUrl(key),
      adi: 'Kart Görseli',
      aciklama: t.baslik,
      kullanimTuruId: FILE_USAGE.cardImage,
      siraNo: 0,
    });
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'dosya.yukle',
        hedefTuru: 'ihale',
        hedefId: ihaleId,
        onceki: replaced.length ? { kartGorseli: replaced.map((r) => r.url) } : undefined,
        sonraki: { kartGorseli: row.url },
        ayrinti: replaced.length ? 'Kart görseli değiştirildi' : 'Kart görseli eklendi',
      },
      ctx.now,
    );
    return toWire(row);
  });
}

/** Adds an image at the end of the tender's gallery (222). */
export async function addGalleryImage(
  ctx: FileContext,
  ihaleId: number,
  original: Buffer,
  renditions: ImageRendition[],
): Promise<StaffTenderFile> {
  return change(ctx, ihaleId, async (tx, t) => {
    const [key] = await storeImage(tx, original, renditions);
    const siraNo = await nextFileOrder(tx, ihaleId, FILE_USAGE.galleryImage);
    const row = await insertTenderFile(tx, {
      ihaleId,
      url: fileUrl(key),
      adi: `Görsel ${siraNo}`,
      aciklama: `${t.baslik} – görsel ${siraNo}`,
      kullanimTuruId: FILE_USAGE.galleryImage,
      siraNo,
    });
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'dosya.yukle',
        hedefTuru: 'ihale',
        hedefId: ihaleId,
        sonraki: { galeri: row.url },
        ayrinti: 'Galeriye görsel eklendi',
      },
      ctx.now,
    );
    return toWire(row);
  });
}

/** Adds a PDF attachment (223) under its display name (already sanitised). */
export async function addAttachment(
  ctx: FileContext,
  ihaleId: number,
  pdf: Buffer,
  adi: string,
): Promise<StaffTenderFile> {
  return change(ctx, ihaleId, async (tx) => {
    const key = await storePdf(tx, pdf);
    const siraNo = await nextFileOrder(tx, ihaleId, FILE_USAGE.attachment);
    const row = await insertTenderFile(tx, {
      ihaleId,
      url: `${fileUrl(key)}?ad=${encodeURIComponent(adi)}`,
      adi,
      aciklama: `${adi.replace(/\.pdf$/, '')} (PDF)`,
      kullanimTuruId: FILE_USAGE.attachment,
      siraNo,
    });
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'dosya.yukle',
        hedefTuru: 'ihale',
        hedefId: ihaleId,
        sonraki: { ek: adi, url: row.url },
        ayrinti: 'Ek eklendi',
      },
      ctx.now,
    );
    return toWire(row);
  });
}

/** Removes one file of the tender (its row; the bytes stay, see above). */
export async function removeFile(ctx: FileContext, ihaleId: number, dosyaId: number): Promise<void> {
  await change(ctx, ihaleId, async (tx) => {
    const row = await deleteTenderFile(tx, ihaleId, dosyaId);
    if (!row) throw DomainError.notFound(FILE_NOT_FOUND);
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'dosya.sil',
        hedefTuru: 'ihale',
        hedefId: ihaleId,
        onceki: { id: row.id, adi: row.adi, url: row.url, kullanimTuruId: row.kullanimTuruId },
      },
      ctx.now,
    );
  });
}

const ORDER_USAGE = { galeri: FILE_USAGE.galleryImage, ekler: FILE_USAGE.attachment } as const;

/**
 * Puts the gallery (or the attachments) in the given order. The list must name exactly the files of
 * that kind the tender has now: a list made before someone else's add or delete is refused (409),
 * never half applied.
 */
export async function reorderFiles(ctx: FileContext, ihaleId: number, input: TenderFileOrderInput): Promise<void> {
  await change(ctx, ihaleId, async (tx) => {
    const current = await fileIdsOfUsage(tx, ihaleId, ORDER_USAGE[input.tur]);
    const same = current.length === input.sira.length && input.sira.every((id) => current.includes(id));
    if (!same) throw DomainError.conflict(FILE_FORM_MESSAGES.orderStale, 'SiralamaEskidi');
    await setFileOrder(tx, ihaleId, input.sira);
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'dosya.sirala',
        hedefTuru: 'ihale',
        hedefId: ihaleId,
        onceki: { [input.tur]: current },
        sonraki: { [input.tur]: input.sira },
      },
      ctx.now,
    );
  });
}
