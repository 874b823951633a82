import { z } from 'zod';
import { TENDER_STATUS } from '../contract/lookups';

/**
 * A tender's life after publishing (docs/architecture.md §8 "Lifecycle"): withdrawing it from
 * publication, cancelling it (217), and deciding a tender that waits at 214 (winner 215 or no
 * winner 216). The rules are pure, shared by the /yonetim screens (which buttons show) and the API
 * (which refuses, inside the transaction that locks the tender).
 */
export const LIFECYCLE_MESSAGES = {
  reasonRequired: 'Lütfen nedeni yazınız.',
  reasonShort: 'Neden en az 10 karakter olmalıdır.',
  reasonLong: 'Neden en fazla 1000 karakter olabilir.',
  bidRequired: 'Onaylanacak teklif belirtilmelidir.',
  tenderNotFound: 'İhale bulunamadı.',
  cannotWithdraw: 'Bu ihale yayından kaldırılamaz: yalnızca yayındaki, teklif süresi bitmemiş ihaleler kaldırılabilir.',
  cannotCancel:
    'Bu ihale iptal edilemez: sonuçlanmış, iptal edilmiş ya da yayından kaldırılmış ihaleler iptal edilemez.',
  notWaiting: 'Bu ihale sonuç kararı beklemiyor; karar daha önce verilmiş olabilir.',
  noBids: 'Bu ihalede teklif bulunmuyor: kazanan onaylanamaz, kazanansız sonuçlandırınız.',
  winnerChanged: 'Onaylanan teklif en yüksek teklif değil. Lütfen sayfayı yenileyiniz.',
} as const;

const M = LIFECYCLE_MESSAGES;

export const REASON_MIN = 10;
export const REASON_MAX = 1000;

/** The reason of a withdrawal, a cancellation or a no-winner decision: shown on the public page. */
export const reasonSchema = z.object({
  neden: z
    .string({ message: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .min(REASON_MIN, M.reasonShort)
    .max(REASON_MAX, M.reasonLong),
});

/** Confirming the winner names the bid the screen showed as the highest (a stale screen is refused). */
export const confirmWinnerSchema = z.object({
  teklifId: z
    .number({ message: M.bidRequired })
    .int(M.bidRequired)
    .positive(M.bidRequired)
    .max(Number.MAX_SAFE_INTEGER),
});

export interface LifecycleTender {
  durumId: number;
  yayindanKaldir: boolean;
}

const published = (t: LifecycleTender) => t.durumId !== TENDER_STATUS.taslak && !t.yayindanKaldir;

/**
 * Withdrawing pulls a published tender off the portal while bidding has not ended (212, 213). At 214
 * bids are in and someone has to answer for them: cancel or decide instead.
 */
export const canWithdraw = (t: LifecycleTender) =>
  published(t) && (t.durumId === TENDER_STATUS.baslamadi || t.durumId === TENDER_STATUS.devam);

/** Cancelling is allowed until a result exists: 212, 213 and during evaluation (214); never after 215/216. */
export const canCancel = (t: LifecycleTender) =>
  published(t) &&
  (t.durumId === TENDER_STATUS.baslamadi ||
    t.durumId === TENDER_STATUS.devam ||
    t.durumId === TENDER_STATUS.degerlendiriliyor);

/** A tender waiting at 214 (a withdrawn one is never decided). */
export const canDecide = (t: LifecycleTender) => published(t) && t.durumId === TENDER_STATUS.degerlendiriliyor;

/**
 * Staff see who is behind an alias only once bidding has ended (214, 215, 216) and only with the
 * 'ihale' role (the routes that answer accounts are 'ihale' only). Before the end, and for a
 * cancelled or withdrawn tender, aliases stay aliases.
 */
export const aliasesRevealed = (t: LifecycleTender) =>
  !t.yayindanKaldir &&
  (t.durumId === TENDER_STATUS.degerlendiriliyor ||
    t.durumId === TENDER_STATUS.kazananBelirli ||
    t.durumId === TENDER_STATUS.kazananBelirsiz);
