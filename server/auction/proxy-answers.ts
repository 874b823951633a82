import { minimumAcceptableBid, smallestIncrement } from './increments';

/** An active maximum (otomatik teklif) as the batch read it, under the tender lock. */
export interface ProxyToDecide {
  id: number;
  cariId: number;
  azami: number;
  /** The account's alias in the tender; null when it left (the maximum then ends). */
  rumuz: string | null;
  /** Whether the person who set it may still act for the account. */
  mayAct: boolean;
}

/** A bid the portal places for a maximum. */
export interface ProxyBid {
  proxyId: number;
  cariId: number;
  rumuz: string;
  tutar: number;
}

/** Equal maximums: the one set earlier (lower id) is the stronger. */
const stronger = (a: ProxyToDecide, b: ProxyToDecide) => a.azami > b.azami || (a.azami === b.azami && a.id < b.id);

/**
 * The bids the portal places for maximums after the price became `price`, held by `leader`
 * (docs/architecture.md §5 "Otomatik teklif (maximum bids)"). Pure: the batch applies them in order, each a bid of its
 * account under its alias.
 *
 * While some other account's maximum reaches the lowest acceptable bid, the strongest such
 * challenger acts:
 * - if the leader's own maximum is stronger, the challenger bids as high as still leaves the
 *   leader one increment of room (at most its own maximum), and the leader's maximum answers one
 *   increment above; if no such bid is possible, the leader keeps the price;
 * - otherwise the challenger takes the lead at the smallest amount that beats every other
 *   maximum by one increment (never below the lowest acceptable bid, never above its own maximum).
 * So the higher maximum wins at the lower maximum plus one increment, an earlier maximum wins a
 * tie, prices rise by at least one increment per bid, and nobody outbids themselves.
 */
export function proxyAnswers(
  acilis: number,
  price: number,
  leader: number | null,
  proxies: readonly ProxyToDecide[],
): ProxyBid[] {
  const live = proxies.filter((p) => p.mayAct && p.rumuz !== null);
  const step = smallestIncrement(acilis);
  const bids: ProxyBid[] = [];
  const place = (p: ProxyToDecide, tutar: number) => {
    bids.push({ proxyId: p.id, cariId: p.cariId, rumuz: p.rumuz as string, tutar });
    price = tutar;
    leader = p.cariId;
  };
  // Each round either ends or moves the lead to a stronger maximum (or ends a weaker one's chance).
  for (let round = 0; round <= 2 * live.length; round++) {
    const minimum = minimumAcceptableBid(acilis, price);
    const challengers = live
      .filter((p) => p.cariId !== leader && p.azami >= minimum)
      .sort((a, b) => (stronger(a, b) ? -1 : 1));
    const challenger = challengers[0];
    if (!challenger) break;
    const defender = live.find((p) => p.cariId === leader);
    if (defender && stronger(defender, challenger)) {
      const highest = Math.min(challenger.azami, defender.azami - step);
      if (highest < minimum) break;
      place(challenger, highest);
      place(defender, highest + step);
      continue;
    }
    const rival = Math.max(challengers[1]?.azami ?? 0, defender?.azami ?? 0, price);
    place(challenger, Math.min(challenger.azami, Math.max(minimum, rival + step)));
  }
  return bids;
}

/**
 * Maximums that end once the batch's bids are in: every one not held by the leader (it was
 * outbid past its maximum or could not beat a stronger one: its holder is told) and every one
 * whose account left or can no longer act.
 */
export type ProxyEndReason = 'asildi' | 'ayrildi' | 'yetki';

export function endedProxies(
  leader: number | null,
  proxies: readonly ProxyToDecide[],
): Array<{ proxy: ProxyToDecide; reason: ProxyEndReason }> {
  const reasonOf = (proxy: ProxyToDecide): ProxyEndReason | null => {
    if (proxy.rumuz === null) return 'ayrildi';
    if (!proxy.mayAct) return 'yetki';
    return proxy.cariId === leader ? null : 'asildi';
  };
  return proxies.flatMap((proxy) => {
    const reason = reasonOf(proxy);
    return reason ? [{ proxy, reason }] : [];
  });
}
