import type { StaffBidModel } from '@/lib/api/backoffice/tender-lifecycle';

/** New bids are announced to screen readers at most this often: politely, never every second. */
export const ANNOUNCE_EVERY_MS = 10_000;

/**
 * What the monitor's polite live region says about the bids that arrived since `lastSeq` (bids newest
 * first): null when none did; one sentence for any number of them, naming the highest.
 */
export function newBidsAnnouncement(
  bids: readonly StaffBidModel[],
  lastSeq: number,
  money: (amount: number) => string,
): string | null {
  const fresh = bids.filter((b) => b.seq > lastSeq);
  if (fresh.length === 0) return null;
  const top = fresh.reduce((a, b) => (b.amount > a.amount ? b : a));
  const lead = fresh.length === 1 ? 'Yeni teklif' : `${fresh.length} yeni teklif, en yükseği`;
  return `${lead}: ${money(top.amount)}, ${top.alias}${top.automatic ? ' (otomatik)' : ''}.`;
}
