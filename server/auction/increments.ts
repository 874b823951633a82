import { smallestIncrement } from '../../lib/rules/bid-increments';

export { incrementsFor, smallestIncrement } from '../../lib/rules/bid-increments';

/**
 * The lowest bid the server accepts (ARCHITECTURE.md §5): the current highest plus the smallest
 * increment of the opening price's band. Before any bid, the opening price itself is enough: the
 * first bidder may bid exactly the opening price (decided for this portal; the band steps apply
 * from the second bid on).
 */
export function minimumAcceptableBid(openingPrice: number, currentHighest: number): number {
  return currentHighest > 0 ? currentHighest + smallestIncrement(openingPrice) : openingPrice;
}

/** Bids are whole TL amounts up to this (10^12). */
export const MAX_BID = 1_000_000_000_000;
