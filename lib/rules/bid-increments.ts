/**
 * Bid increment bands of docs/spec.md §9, chosen by the item's opening price (TL). The bid box offers these
 * steps and the server requires at least the smallest one above the current highest bid.
 */
export interface IncrementBand {
  /** Inclusive lower bound */
  min: number;
  /** Exclusive upper bound */
  max: number;
  increments: readonly [number, number, number, number];
}

export const INCREMENT_BANDS: readonly IncrementBand[] = [
  { min: 0, max: 10_000, increments: [50, 100, 200, 500] },
  { min: 10_000, max: 100_000, increments: [500, 1000, 2000, 5000] },
  { min: 100_000, max: 1_000_000, increments: [1000, 2000, 5000, 10000] },
  { min: 1_000_000, max: Number.POSITIVE_INFINITY, increments: [20000, 30000, 40000, 50000] },
];

/**
 * The band of an opening price. Anything that is not a non-negative number (bad data) falls into the
 * lowest band rather than failing, so a screen never breaks on it; the server validates bids anyway.
 */
export function bandFor(openingPrice: number): IncrementBand {
  const p = Number.isFinite(openingPrice) && openingPrice > 0 ? openingPrice : 0;
  return INCREMENT_BANDS.find((b) => p >= b.min && p < b.max) ?? INCREMENT_BANDS[0];
}

export function incrementsFor(openingPrice: number): readonly number[] {
  return bandFor(openingPrice).increments;
}

export function smallestIncrement(openingPrice: number): number {
  return bandFor(openingPrice).increments[0];
}

/**
 * The lowest bid the server accepts (docs/architecture.md §5): the current highest plus the smallest
 * increment of the opening price's band. Before any bid the opening price itself is enough: the
 * first bidder may bid exactly the opening price (decided for this portal; the steps apply from the
 * second bid on). The bid box and the server both use this one rule.
 */
export function minimumAcceptableBid(openingPrice: number, currentHighest: number): number {
  return currentHighest > 0 ? currentHighest + smallestIncrement(openingPrice) : openingPrice;
}

/** Index of the band (0–3) an opening price falls in. */
export function bandIndex(openingPrice: number): number {
  return INCREMENT_BANDS.indexOf(bandFor(openingPrice));
}
