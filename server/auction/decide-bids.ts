import { IHALE_DURUMU } from '../db/seed/constants';
import { minimumAcceptableBid } from './increments';
import { BidMessages, formatTl } from './messages';

/** The locked tender item as a batch starts: what every bid of the batch is checked against. */
export interface LockedTender {
  durum: number;
  baslangic: Date;
  /** The end that applies now (extended end when extended). */
  end: Date;
  siraNo: number;
  acilis: number;
  /** Current highest amount (0 before the first bid). */
  max: number;
  highestCariId: number | null;
  sonDakika: number | null;
  uzatmaDakika: number | null;
}

/** One queued bid with the account facts read for it in the batch's facts query. */
export interface BidToDecide {
  cariId: number;
  tutar: number;
  /** The clock of the bid's request, read after the lock. */
  now: Date;
  mayAct: boolean;
  rumuz: string | null;
}

export type Decision =
  | { ok: true; cariId: number; rumuz: string; tutar: number; now: Date; siraNo: number; end: Date; extended: boolean }
  | { ok: false; message: string };

/**
 * The rules of ARCHITECTURE.md §5 applied to a batch of bids on one tender, in queue order, in
 * memory: each bid is checked against the state the previous accepted bid of the batch left (its
 * amount, its account, the moved end), exactly as if the bids had come one transaction each.
 * The order of the checks, and so which message a refused bid gets, is the order of the
 * one-bid-per-transaction design.
 */
export function decideBids(tender: LockedTender, bids: readonly BidToDecide[]): Decision[] {
  let { end, siraNo, max, highestCariId } = tender;
  return bids.map((bid): Decision => {
    if (tender.durum !== IHALE_DURUMU.devamEdiyor) {
      return refuse(tender.durum === IHALE_DURUMU.baslamadi ? BidMessages.notStartedYet : BidMessages.notRunning);
    }
    if (bid.now < tender.baslangic) return refuse(BidMessages.notStartedYet);
    if (bid.now >= end) return refuse(BidMessages.ended);
    if (!bid.mayAct) return refuse(BidMessages.notYourAccount);
    if (bid.rumuz === null) return refuse(BidMessages.notJoined);
    const minimum = minimumAcceptableBid(tender.acilis, max);
    if (bid.tutar < minimum) return refuse(BidMessages.tooLow(formatTl(minimum)));
    if (highestCariId === bid.cariId) return refuse(BidMessages.alreadyHighest);

    let newEnd = end;
    if (
      tender.sonDakika !== null &&
      tender.uzatmaDakika !== null &&
      end.getTime() - bid.now.getTime() <= tender.sonDakika * 60_000
    ) {
      // Never shortens: the end moves to bid time + M minutes only when that is later.
      const candidate = new Date(bid.now.getTime() + tender.uzatmaDakika * 60_000);
      if (candidate > end) newEnd = candidate;
    }
    const extended = newEnd.getTime() !== end.getTime();
    siraNo += 1;
    max = bid.tutar;
    highestCariId = bid.cariId;
    end = newEnd;
    return { ok: true, cariId: bid.cariId, rumuz: bid.rumuz, tutar: bid.tutar, now: bid.now, siraNo, end, extended };
  });
}

const refuse = (message: string): Decision => ({ ok: false, message });
