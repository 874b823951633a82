import { bidTooLowMessage } from '../../lib/rules/bid-messages';
import { insufficientDepositMessage } from '../../lib/rules/deposit-cover';
import { LEAVE_AFTER_BID_MESSAGE } from '../../lib/rules/participation-messages';

/**
 * Every Turkish text the auction rules answer with, written once. Bid refusals travel in
 * TeklifSonucuDon.messages; join/leave refusals in the REST error shape.
 */
export const BidMessages = {
  invalidPayload: 'Teklif bilgileri eksik veya hatalı.',
  notWholeNumber: 'Teklif tutarı pozitif bir tam sayı olmalıdır.',
  tooLarge: 'Teklif tutarı 1.000.000.000.000 TL değerini aşamaz.',
  notYourAccount: 'Bu hesap adına teklif verme yetkiniz bulunmamaktadır.',
  tenderNotFound: 'İhale bulunamadı.',
  notRunning: 'İhale teklif vermeye açık değildir.',
  notStartedYet: 'İhale henüz başlamamıştır.',
  ended: 'İhale süresi sona ermiştir.',
  notJoined: 'Teklif verebilmek için önce ihaleye katılmanız gerekmektedir.',
  tooLow: (minimum: string) => bidTooLowMessage(`${minimum} TL`),
  alreadyHighest: 'En yüksek teklif zaten size aittir.',
  tooFast: 'Çok sık teklif gönderiyorsunuz. Lütfen biraz bekleyiniz.',
  failed: 'Teklifiniz şu anda işlenemedi. Lütfen tekrar deneyiniz.',
} as const;

/**
 * Why a bid was refused, as a code (docs/architecture.md §14): the domain events and the metrics
 * speak codes; only the bidder's answer speaks Turkish. The code is the key of its text in
 * BidMessages, so this table and that one are the same table.
 */
export type BidRefusalCode = keyof typeof BidMessages;

/** A refusal with what its text needs: tooLow names the minimum acceptable bid. */
export type BidRefusal = { code: Exclude<BidRefusalCode, 'tooLow'> } | { code: 'tooLow'; minimum: number };

/** The Turkish text the bidder gets for a refusal (TeklifSonucuDon.messages). */
export function bidRefusalMessage(refusal: BidRefusal): string {
  return refusal.code === 'tooLow' ? BidMessages.tooLow(formatTl(refusal.minimum)) : BidMessages[refusal.code];
}

/** A refused bid's outcome (place-bid.ts BidOutcome): its code and the text the bidder gets. */
export function refusedBid(refusal: BidRefusal): { ok: false; refusal: BidRefusal; messages: string[] } {
  return { ok: false, refusal, messages: [bidRefusalMessage(refusal)] };
}

export const JoinMessages = {
  tenderNotFound: 'İhale bulunamadı.',
  closed: 'Bu ihaleye şu anda katılım sağlanamaz.',
  contractMissing: 'İhaleye katılabilmek için sözleşmeleri onaylamanız gerekmektedir.',
  /** Both amounts, as the tender page shows them before the join dialog (lib/rules/deposit-cover.ts). */
  insufficientDeposit: insufficientDepositMessage,
  notJoined: 'Bu ihaleye katılımınız bulunmamaktadır.',
  hasBids: LEAVE_AFTER_BID_MESSAGE,
  leaveClosed: 'Sona eren bir ihaleden ayrılamazsınız.',
  invalidIds: 'İhale ve hesap bilgisi zorunludur.',
  onlyLeave: 'Katılım kaydı yalnızca ihaleden ayrılmak için güncellenebilir (IsActive: false).',
  aliasUnavailable: 'Rumuz oluşturulamadı. Lütfen tekrar deneyiniz.',
} as const;

export const HubMessages = {
  invalidTender: 'Geçersiz ihale numarası.',
  invalidSiraNo: 'Geçersiz teklif sıra numarası.',
  tooManyCatchUps: 'Çok sık istek gönderiyorsunuz. Lütfen biraz bekleyiniz.',
} as const;

/** Turkish money format of the wire rules (two decimals), for messages. */
export function formatTl(amount: number): string {
  return new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
