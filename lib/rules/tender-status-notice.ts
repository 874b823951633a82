import { TENDER_STATUS } from '../contract/lookups';

/**
 * What a tender's status tells its page's visitors: the live notice of an IhaleDurumBildirimi and the
 * withdrawn page. Apart from the lifecycle's zod schemas (tender-lifecycle.ts), since
 * a tender's page loads it first (docs/architecture.md §3 "Light on a phone").
 */
/** What an IhaleDurumBildirimi tells the bidder (hub-events.ts: durumId is kept for a withdrawal). */
export type StatusNoticeKind = 'withdrawn' | 'cancelled' | 'won' | 'noWinner';

export function statusNoticeKind(durumId: number): StatusNoticeKind {
  if (durumId === TENDER_STATUS.iptal) return 'cancelled';
  if (durumId === TENDER_STATUS.kazananBelirli) return 'won';
  if (durumId === TENDER_STATUS.kazananBelirsiz) return 'noWinner';
  return 'withdrawn';
}

const NOTICE_TITLES: Record<StatusNoticeKind, string> = {
  withdrawn: 'Bu ihale yayından kaldırılmıştır.',
  cancelled: 'Bu ihale iptal edilmiştir.',
  won: 'Bu ihale sonuçlanmıştır: kazanan belirlendi.',
  noWinner: 'Bu ihale kazanansız sonuçlanmıştır.',
};

/** The live notice's first sentence; the reason (if any) follows it. */
export const statusNoticeTitle = (kind: StatusNoticeKind) => NOTICE_TITLES[kind];
