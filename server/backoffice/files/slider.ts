import { DomainError } from '../../kernel/domain-error';
import { recordAudit } from '../../kernel/record-audit';
import { fileUrl, storeImage } from '../../files/file-store';
import type { ImageRendition } from '../../files/image-check';
import type { StaffSlide } from '../../../lib/contract/staff';
import { FILE_FORM_MESSAGES, type SlideEditInput } from '../../../lib/rules/upload-schemas';
import {
  deleteSlide,
  findSlideForUpdate,
  insertSlide,
  listSlides,
  lockSlides,
  setSlideOrder,
  type SlideRow,
  updateSlide,
} from './queries';
import type { FileContext } from './tender-files';

/**
 * The home page slider (docs/architecture.md §8 "Files"; docs/spec.md §2): this portal's slides,
 * their images through the file store, their text (the image's alternative text and caption), order
 * and whether they show. Every change is audited as 'icerik.slider' in its transaction and drops
 * the public pages from every instance's anonymous page cache after the commit, so the home page
 * shows it at once.
 */
const SLIDE_NOT_FOUND = 'Slayt bulunamadı.';

const toWire = (s: SlideRow): StaffSlide => ({
  id: s.id,
  url: s.url,
  siraNo: s.siraNo,
  aciklama: s.aciklama,
  aktif: s.aktif,
});
const snapshot = (s: SlideRow) => ({ id: s.id, url: s.url, siraNo: s.siraNo, aciklama: s.aciklama, aktif: s.aktif });

export async function slides(ctx: Pick<FileContext, 'db'>): Promise<StaffSlide[]> {
  return (await listSlides(ctx.db)).map(toWire);
}

async function changed<T>(ctx: FileContext, work: (tx: FileContext['db']) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(work);
  ctx.events.emit({ type: 'pagesChanged', ihaleId: null });
  return result;
}

/** A new slide at the end, shown at once. */
export async function addSlide(
  ctx: FileContext,
  aciklama: string,
  original: Buffer,
  renditions: ImageRendition[],
): Promise<StaffSlide> {
  return changed(ctx, async (tx) => {
    const current = await lockSlides(tx);
    const [key] = await storeImage(tx, original, renditions);
    const siraNo = current.reduce((m, s) => Math.max(m, s.siraNo), 0) + 1;
    const row = await insertSlide(tx, { url: fileUrl(key), aciklama, siraNo });
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'icerik.slider',
        hedefTuru: 'slider',
        hedefId: row.id,
        sonraki: snapshot(row),
        ayrinti: 'Slayt eklendi',
      },
      ctx.now,
    );
    return toWire(row);
  });
}

export async function editSlide(ctx: FileContext, id: number, input: SlideEditInput): Promise<StaffSlide> {
  return changed(ctx, async (tx) => {
    const before = await findSlideForUpdate(tx, id);
    if (!before) throw DomainError.notFound(SLIDE_NOT_FOUND);
    const row = await updateSlide(tx, id, input);
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'icerik.slider',
        hedefTuru: 'slider',
        hedefId: id,
        onceki: snapshot(before),
        sonraki: snapshot(row),
        ayrinti: 'Slayt düzenlendi',
      },
      ctx.now,
    );
    return toWire(row);
  });
}

/** Removes a slide (its row; the image bytes stay, like every stored file). */
export async function removeSlide(ctx: FileContext, id: number): Promise<void> {
  await changed(ctx, async (tx) => {
    await lockSlides(tx);
    const row = await deleteSlide(tx, id);
    if (!row) throw DomainError.notFound(SLIDE_NOT_FOUND);
    await recordAudit(
      tx,
      ctx.actor,
      { islem: 'icerik.slider', hedefTuru: 'slider', hedefId: id, onceki: snapshot(row), ayrinti: 'Slayt silindi' },
      ctx.now,
    );
  });
}

/** The new order of every slide; a list made before someone else's add or delete is refused (409). */
export async function reorderSlides(ctx: FileContext, sira: readonly number[]): Promise<void> {
  await changed(ctx, async (tx) => {
    const current = (await lockSlides(tx)).map((s) => s.id);
    const same = current.length === sira.length && sira.every((id) => current.includes(id));
    if (!same) throw DomainError.conflict(FILE_FORM_MESSAGES.orderStale, 'SiralamaEskidi');
    await setSlideOrder(tx, sira);
    await recordAudit(
      tx,
      ctx.actor,
      {
        islem: 'icerik.slider',
        hedefTuru: 'slider',
        onceki: { sira: current },
        sonraki: { sira },
        ayrinti: 'Slaytlar sıralandı',
      },
      ctx.now,
    );
  });
}
