import { formatAmount } from '@/lib/format/money';
import { incrementsFor, minimumAcceptableBid } from '@/lib/rules/bid-increments';
import { ProxyBidMessages, proxyMaximumProblem } from '@/lib/rules/proxy-bid';
import { allowsBidding } from '@/lib/rules/tender-status';

/**
 * Rules of the bid box (docs/spec.md §4 "Join and bid flow", §5 "Bid amount", §9 increments and timing).
 */

/** docs/spec.md §9: the send button stays disabled this long after each send. */
export const BID_COOLDOWN_MS = 400;

/** Bids are whole TL up to 10^12 (docs/architecture.md §5): 13 digits at most. */
export const MAX_BID_DIGITS = 13;

/** docs/spec.md §5: only digits may be typed. Anything else is dropped; leading zeros too. */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_BID_DIGITS);
}

/**
 * The current bid the increments are added to. Before the first bid the opening price counts as
 * the current bid (decided here: so the first bid is possible and its steps follow the same band).
 */
export function currentBid(openingPrice: number | null, highestBid: number): number {
  if (highestBid > 0) return highestBid;
  return openingPrice !== null && openingPrice > 0 ? openingPrice : 0;
}

/** The increments offered for the tender: the band of its opening price. */
export function bidIncrements(openingPrice: number | null): readonly number[] {
  return incrementsFor(openingPrice ?? 0);
}

/** The amount an increment leads to. */
export function amountWithIncrement(openingPrice: number | null, highestBid: number, increment: number): number {
  return currentBid(openingPrice, highestBid) + increment;
}

/**
 * The lowest bid the server accepts (shown as a hint): the highest bid plus the band's smallest step,
 * or the opening price itself for the first bid. Mirrors server/auction/increments.ts.
 */
export function lowestAcceptedBid(openingPrice: number | null, highestBid: number): number {
  return minimumAcceptableBid(openingPrice ?? 0, highestBid);
}

/**
 * docs/spec.md §4: the bid box shows only at 213, when there is a current bid above 0 (the opening price
 * before the first bid), with the live connection and an alias.
 */
export function showsBidBox(p: {
  statusId: number;
  openingPrice: number | null;
  highestBid: number;
  alias: string | null;
  connected: boolean;
}): boolean {
  return allowsBidding(p.statusId) && currentBid(p.openingPrice, p.highestBid) > 0 && p.alias !== null && p.connected;
}

export type BidMode = 'artis' | 'tutar';

/** The bid box's modes: the two ways to bid, and setting a maximum (otomatik teklif, issue #16). */
export type BoxMode = BidMode | 'otomatik';

/** The amount to send for the box's state; null when none is chosen or typed (or a maximum is set instead). */
export function amountToSend(p: {
  mode: BoxMode;
  typed: string;
  increment: number | null;
  openingPrice: number | null;
  highestBid: number;
}): number | null {
  if (p.mode === 'otomatik') return null;
  if (p.mode === 'tutar') {
    const digits = digitsOnly(p.typed);
    return digits ? Number(digits) : null;
  }
  return p.increment === null ? null : amountWithIncrement(p.openingPrice, p.highestBid, p.increment);
}

/**
 * The account's own highest bid among the listed bids (its tender alias), 0 when it has none
 * there. The list holds the highest bids, so an own bid missing from it cannot be the leading one.
 */
/**
 * The amount that just took the lead from the account, or null: it led before (`previousTop` was its
 * alias) and another alias leads now. Called once per change of the top bid, so a lost lead is told
 * exactly once; an account that was not leading is not "outbid" by a rival passing a third.
 */
export function leadLostTo(
  previousTop: string | null,
  top: { alias: string; amount: number } | null,
  alias: string | null,
): number | null {
  if (!alias || !top || previousTop !== alias || top.alias === alias) return null;
  return top.amount;
}

export function ownHighestBid(bids: readonly { alias: string; amount: number }[], alias: string | null): number {
  if (!alias) return 0;
  let own = 0;
  for (const b of bids) if (b.alias === alias && b.amount > own) own = b.amount;
  return own;
}

interface ProxyMaximumInput {
  openingPrice: number | null;
  highestBid: number;
  /** null when the client does not know it: then only the minimum is checked, the server decides. */
  ownHighestBid: number | null;
  /** The tender's currency, as its amounts show it (TL, EUR, USD). */
  currency: string;
}

/**
 * The lowest maximum the portal takes now (the hint of the Otomatik Teklif mode): the lowest
 * acceptable bid, or one's own highest bid while holding the lead (lib/rules/proxy-bid.ts).
 */
export function lowestProxyMaximum(p: ProxyMaximumInput): number {
  const own = p.ownHighestBid ?? 0;
  if (own > 0 && own >= p.highestBid) return own;
  return lowestAcceptedBid(p.openingPrice, p.highestBid);
}

/** The Turkish problem of a typed maximum (digits), or null when it may be sent. */
export function proxyMaximumProblemText(p: ProxyMaximumInput & { typed: string }): string | null {
  const digits = digitsOnly(p.typed);
  if (!digits) return ProxyBidMessages.noAmount;
  const problem = proxyMaximumProblem({
    azami: Number(digits),
    openingPrice: p.openingPrice ?? 0,
    highestBid: p.highestBid,
    ownHighestBid: p.ownHighestBid ?? 0,
  });
  if (!problem) return null;
  return problem.kind === 'belowOwnBid'
    ? ProxyBidMessages.belowOwnBid
    : ProxyBidMessages.tooLow(formatAmount(problem.minimum), p.currency);
}
