import { minimumAcceptableBid } from './bid-increments';

/**
 * Otomatik teklif (issue #16): a bidder sets a maximum and the portal answers rival bids for them
 * with the smallest acceptable bid, up to that maximum. This file holds what the bid box and the
 * server both check before a maximum is stored; how the portal bids for it is the auction's pure
 * decision code (server/auction/proxy-answers.ts). The maximum is secret: it travels only between
 * its owner and the server (`/api/v1/OtomatikTeklif`), never in a public answer or hub message.
 */

export const PROXY_BID_PATH = '/v1/OtomatikTeklif';

// Its texts live apart (proxy-bid-messages.ts): Son Teklifler's 'otomatik' mark is on a tender page's
// first load, the rules and increments here are not.
export { ProxyBidMessages } from './proxy-bid-messages';

export interface ProxyMaximumCheck {
  azami: number;
  openingPrice: number;
  /** The tender's current highest bid (0 before the first). */
  highestBid: number;
  /** The account's own highest bid in the tender (0 when it has none). */
  ownHighestBid: number;
}

export type ProxyMaximumProblem = { kind: 'tooLow'; minimum: number } | { kind: 'belowOwnBid' };

/**
 * Whether a maximum may be stored. It must reach the lowest bid the portal would accept now
 * (so it can act at all), unless the account already holds the highest bid: then it only must not
 * be below that bid of its own (raising or keeping a maximum while leading is allowed).
 */
export function proxyMaximumProblem(c: ProxyMaximumCheck): ProxyMaximumProblem | null {
  if (c.ownHighestBid > 0 && c.azami < c.ownHighestBid) return { kind: 'belowOwnBid' };
  const leading = c.ownHighestBid > 0 && c.ownHighestBid >= c.highestBid;
  const minimum = minimumAcceptableBid(c.openingPrice, c.highestBid);
  if (!leading && c.azami < minimum) return { kind: 'tooLow', minimum };
  return null;
}
