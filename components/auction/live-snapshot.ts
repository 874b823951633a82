import type { BidModel, TenderDetailModel } from '@/lib/api/tenders';

/** What the live parts of the detail need from the server render (kept small: it is serialised). */
export interface LiveTenderSnapshot {
  id: number;
  statusId: number;
  openingPrice: number | null;
  highestBid: number;
  /** Highest first */
  bids: BidModel[];
  start: string;
  /** The effective end (extended end when extended) */
  end: string;
  currency: string;
  deposit: number;
  /** Whether the prices include KDV (the bid confirmation says which); null when unknown. */
  vatIncluded: boolean | null;
  /** The newest bid's sequence number in this data: joining the group sends the bids after it. */
  lastSiraNo: number;
}

export function liveSnapshotOf(t: TenderDetailModel): LiveTenderSnapshot {
  return {
    id: t.id,
    statusId: t.statusId,
    openingPrice: t.openingPrice,
    highestBid: t.highestBid,
    bids: t.bids,
    start: t.startDate,
    end: t.endDate,
    currency: t.currency,
    deposit: t.deposit,
    vatIncluded: t.vatIncluded,
    lastSiraNo: t.lastSiraNo,
  };
}
