import type { BidModel } from '@/lib/api/tenders';
import type { RecivePayload } from '@/lib/contract/hub-events';
import { laterEnd } from '@/lib/rules/later-end';
import type { LiveTenderSnapshot } from './live-snapshot';

/** The live view of a tender: the server's snapshot plus the bids that arrived since. */
export interface LiveTenderState {
  highestBid: number;
  bids: BidModel[];
  end: string;
  /** An extension arrived while the page was open. */
  extendedLive: boolean;
  /** Amount of the last live bid (for a short highlight). */
  lastLiveAmount: number | null;
}

export function initialLiveState(s: LiveTenderSnapshot): LiveTenderState {
  return { highestBid: s.highestBid, bids: s.bids, end: s.end, extendedLive: false, lastLiveAmount: null };
}

/**
 * Applies a live bid (Recive). Amounts strictly increase within a tender, so the amount identifies
 * a bid: one already in the list (a refresh raced the message) is not added twice.
 */
export function applyRecive(state: LiveTenderState, p: RecivePayload): LiveTenderState {
  if (!Number.isFinite(p.teklif)) return state;
  const known = state.bids.some((b) => b.amount === p.teklif);
  const bid: BidModel = {
    // Negative ids never collide with the database's bid ids.
    id: -(p.siraNo ?? state.bids.length + 1),
    alias: p.cariRumuzu,
    amount: p.teklif,
    time: p.teklifZamani,
    automatic: p.otomatik === true,
  };
  const bids = known ? state.bids : [bid, ...state.bids].sort((a, b) => b.amount - a.amount);
  // Only ever later: a frame may arrive behind newer ones (a catch-up after a reconnect).
  const endMoved = typeof p.ihaleBitisSuresi === 'string' && laterEnd(state.end, p.ihaleBitisSuresi) !== state.end;
  return {
    highestBid: Math.max(state.highestBid, p.teklif),
    bids,
    end: p.uzatildiMi && endMoved ? p.ihaleBitisSuresi : state.end,
    extendedLive: state.extendedLive || (p.uzatildiMi && endMoved),
    lastLiveAmount: known ? state.lastLiveAmount : p.teklif,
  };
}
