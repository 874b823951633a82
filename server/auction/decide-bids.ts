import { TENDER_STATUS } from '../../lib/contract/lookups';
import { minimumAcceptableBid } from './increments';
import { type BidRefusal, bidRefusalMessage } from './messages';
import { type ProxyToDecide, proxyAnswers } from './proxy-answers';

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

/** A maximum was set or raised: the maximums answer the current price, with no bid of anyone's own. */
export interface ProxyNudge {
  nudge: true;
  now: Date;
}

/** A bid the batch stores: an account's own, or one the portal placed for its maximum. */
export interface PlacedBid {
  cariId: number;
  rumuz: string;
  tutar: number;
  now: Date;
  siraNo: number;
  end: Date;
  extended: boolean;
  otomatik: boolean;
}

/** The bid itself (null for a nudge) and the bids placed for maximums in answer, in order. */
export type Decision =
  | { ok: true; bid: PlacedBid | null; answers: PlacedBid[] }
  | { ok: false; refusal: BidRefusal; message: string };

/**
 * The rules of docs/architecture.md §5 applied to a batch of bids on one tender, in queue order, in
 * memory: each bid is checked against the state the previous accepted bid of the batch left (its
 * amount, its account, the moved end), exactly as if the bids had come one transaction each.
 * The order of the checks, and so which message a refused bid gets, is the order of the
 * one-bid-per-transaction design. After every accepted bid (and on a nudge) the active maximums
 * answer (proxy-answers.ts); their bids move the price and the end exactly like a bid of one's own.
 */
export function decideBids(
  tender: LockedTender,
  bids: ReadonlyArray<BidToDecide | ProxyNudge>,
  proxies: readonly ProxyToDecide[] = [],
): Decision[] {
  let { end, siraNo, max, highestCariId } = tender;

  const place = (cariId: number, rumuz: string, tutar: number, now: Date, otomatik: boolean): PlacedBid => {
    let newEnd = end;
    if (
      tender.sonDakika !== null &&
      tender.uzatmaDakika !== null &&
      end.getTime() - now.getTime() <= tender.sonDakika * 60_000
    ) {
      // Never shortens: the end moves to bid time + M minutes only when that is later.
      const candidate = new Date(now.getTime() + tender.uzatmaDakika * 60_000);
      if (candidate > end) newEnd = candidate;
    }
    const extended = newEnd.getTime() !== end.getTime();
    siraNo += 1;
    max = tutar;
    highestCariId = cariId;
    end = newEnd;
    return { cariId, rumuz, tutar, now, siraNo, end, extended, otomatik };
  };
  const answer = (now: Date): PlacedBid[] =>
    proxyAnswers(tender.acilis, max, highestCariId, proxies).map((p) => place(p.cariId, p.rumuz, p.tutar, now, true));

  return bids.map((bid): Decision => {
    if (tender.durum !== TENDER_STATUS.devam) {
      return refuse({ code: tender.durum === TENDER_STATUS.baslamadi ? 'notStartedYet' : 'notRunning' });
    }
    if (bid.now < tender.baslangic) return refuse({ code: 'notStartedYet' });
    if (bid.now >= end) return refuse({ code: 'ended' });
    if ('nudge' in bid) return { ok: true, bid: null, answers: answer(bid.now) };
    if (!bid.mayAct) return refuse({ code: 'notYourAccount' });
    if (bid.rumuz === null) return refuse({ code: 'notJoined' });
    const minimum = minimumAcceptableBid(tender.acilis, max);
    if (bid.tutar < minimum) return refuse({ code: 'tooLow', minimum });
    if (highestCariId === bid.cariId) return refuse({ code: 'alreadyHighest' });
    const placed = place(bid.cariId, bid.rumuz, bid.tutar, bid.now, false);
    return { ok: true, bid: placed, answers: answer(bid.now) };
  });
}

/** Who leads after a batch's decisions: the account of the last bid stored, else as before. */
export function leaderAfter(tender: LockedTender, decisions: readonly Decision[]): number | null {
  const placed = decisions.flatMap((d) => (d.ok ? [...(d.bid ? [d.bid] : []), ...d.answers] : []));
  return placed.at(-1)?.cariId ?? tender.highestCariId;
}

const refuse = (refusal: BidRefusal): Decision => ({ ok: false, refusal, message: bidRefusalMessage(refusal) });
