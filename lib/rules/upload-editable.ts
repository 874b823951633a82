import { TENDER_STATUS } from '../contract/lookups';

/**
 * When a tender's files may change (docs/architecture.md §9 "Files"): while it is a draft (211),
 * or published but not yet started (212 with its start still ahead). The same rule as editing the
 * tender's details; the server reads the status and the start in the row it locks, so a start or a
 * publication racing with an upload is decided by the lock order.
 */
export function tenderFilesEditable(t: { ihaleDurumuId: number; baslangicTarihi: Date }, now: Date): boolean {
  if (t.ihaleDurumuId === TENDER_STATUS.taslak) return true;
  return t.ihaleDurumuId === TENDER_STATUS.baslamadi && t.baslangicTarihi.getTime() > now.getTime();
}

export const TENDER_FILES_LOCKED_MESSAGE =
  'Bu ihalenin görselleri ve ekleri artık değiştirilemez: yalnızca taslak ya da henüz başlamamış ihalelerde değişiklik yapılabilir.';
