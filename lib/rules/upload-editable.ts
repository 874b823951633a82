import { isTenderEditable } from './tender-draft';

/**
 * When a tender's files may change (docs/architecture.md §8 "Files"): exactly when its details may
 * (lib/rules/tender-draft.ts isTenderEditable: a draft, or published and not yet started). The
 * server reads the status and the start in the row it locks, so a start or a publication racing
 * with an upload is decided by the lock order.
 */
export function tenderFilesEditable(t: { ihaleDurumuId: number; baslangicTarihi: Date }, now: Date): boolean {
  return isTenderEditable(t.ihaleDurumuId, t.baslangicTarihi, now);
}

export const TENDER_FILES_LOCKED_MESSAGE =
  'Bu ihalenin görselleri ve ekleri artık değiştirilemez: yalnızca taslak ya da henüz başlamamış ihalelerde değişiklik yapılabilir.';
