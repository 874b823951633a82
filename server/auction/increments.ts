export { incrementsFor, minimumAcceptableBid, smallestIncrement } from '../../lib/rules/bid-increments';

/** Bids are whole TL amounts up to this (10^12). */
export const MAX_BID = 1_000_000_000_000;
