import type { AuctionEvent } from './events';
import type { BidOutcome, ExceededProxy, RecivePayload } from './place-bid';

/**
 * The events of bids a batch stored, in sequence (an account's own bid first, then the bids
 * placed for maximums in answer), each followed by `extended` when it moved the end, then the
 * accounts whose maximum a rival passed. Emitted after COMMIT by the hub's Katilim and by the
 * maximum's route (docs/architecture.md §14).
 */
export function storedBidEvents(
  bids: readonly RecivePayload[],
  exceeded: readonly ExceededProxy[] = [],
): AuctionEvent[] {
  return [
    ...bids.flatMap((teklif): AuctionEvent[] => {
      const accepted: AuctionEvent = { type: 'bidAccepted', ihaleId: teklif.id, teklif };
      return teklif.uzatildiMi
        ? [accepted, { type: 'extended', ihaleId: teklif.id, bitis: teklif.ihaleBitisSuresi }]
        : [accepted];
    }),
    ...exceeded.map((e): AuctionEvent => ({ type: 'proxyExceeded', ihaleId: e.ihaleId, cariId: e.cariId })),
  ];
}

/** The events of one bid's outcome: what it stored, or its refusal (with the maximums passed in its batch). */
export function bidOutcomeEvents(ihaleId: number | null, outcome: BidOutcome): AuctionEvent[] {
  if (outcome.ok) return storedBidEvents([outcome.recive, ...outcome.answers], outcome.exceeded);
  return [{ type: 'bidRefused', ihaleId, refusal: outcome.refusal }, ...storedBidEvents([], outcome.exceeded)];
}
