import { pastLastPageHref } from './tender-filters';
import { TENDER_STATUS } from '../contract/lookups';
import { statusNoticeTitle } from './tender-status-notice';

/**
 * 'Sonuçlanan İhaleler': the finished tenders (FINISHED_STATUS_IDS) whose effective end lies within
 * the last ARCHIVE_MONTHS months, and how a finished tender's result is put into words, on the
 * archive and on the tender's own page. The server's SonuclananIhaleOData set applies the window.
 */
export const ARCHIVE_MONTHS = 12;

export const ARCHIVE_PATH = '/ihaleler/sonuclanan';
export const ARCHIVE_TITLE = 'Sonuçlanan İhaleler';

/** The archive's address for a page; page 1 has no query, like the tender list. */
export const archiveHref = (page = 1) => (page > 1 ? `${ARCHIVE_PATH}?sayfa=${page}` : ARCHIVE_PATH);

/** Where to send a visitor asking for a page past the last one ('?sayfa=99'), or null when it exists. */
export const archivePageClampHref = (page: number, total: number) => pastLastPageHref(page, total, archiveHref);

/** A finished tender's outcome. The winner is never part of it: only the winning amount is public. */
export type TenderResult = { kind: 'won'; amount: number | null } | { kind: 'noWinner' } | { kind: 'cancelled' };

/** The outcome for a status, or null while the tender is not finished. */
export function tenderResultOf(statusId: number, winningAmount: number | null | undefined): TenderResult | null {
  switch (statusId) {
    case TENDER_STATUS.kazananBelirli:
      return { kind: 'won', amount: typeof winningAmount === 'number' ? winningAmount : null };
    case TENDER_STATUS.kazananBelirsiz:
      return { kind: 'noWinner' };
    case TENDER_STATUS.iptal:
      return { kind: 'cancelled' };
    default:
      return null;
  }
}

/**
 * What the row's date is: a cancelled tender never ran to its end (it may even lie ahead), so its
 * date is the planned end; every other finished tender ended then.
 */
export const endDateLabel = (r: TenderResult) => (r.kind === 'cancelled' ? 'Planlanan bitiş' : 'Bitiş');

/** '12 teklif' (Turkish keeps the noun singular after a number). */
export const bidCountText = (count: number) => `${count} teklif`;

/** The archive row's result: 'Kazanan teklif: 1.180.000,00 TL', 'Kazanan belirlenemedi', 'İptal edildi'. */
export function resultShortText(r: TenderResult, money: (amount: number) => string): string {
  if (r.kind === 'cancelled') return 'İptal edildi';
  if (r.kind === 'noWinner') return 'Kazanan belirlenemedi';
  return r.amount === null ? 'Kazanan belirlendi' : `Kazanan teklif: ${money(r.amount)}`;
}

/** The detail page's statement: 'Bu ihale sonuçlanmıştır. Kazanan teklif: 1.180.000,00 TL (12 teklif)' etc. */
export function resultStatement(r: TenderResult, bidCount: number, money: (amount: number) => string): string {
  if (r.kind === 'cancelled') return statusNoticeTitle('cancelled');
  if (r.kind === 'noWinner') return 'Bu ihale sonuçlanmıştır. Kazanan belirlenemedi.';
  return `Bu ihale sonuçlanmıştır. ${resultShortText(r, money)} (${bidCountText(bidCount)})`;
}
