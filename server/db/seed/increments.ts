/**
 * Bid increment bands of SPEC §9, by opening price. The seed needs them to produce valid bid
 * ladders; the auction rules use the same table (keep both in step with SPEC §9).
 */
export const INCREMENT_BANDS = [
  { min: 0, max: 10_000, increments: [50, 100, 200, 500] },
  { min: 10_000, max: 100_000, increments: [500, 1000, 2000, 5000] },
  { min: 100_000, max: 1_000_000, increments: [1000, 2000, 5000, 10000] },
  { min: 1_000_000, max: Number.POSITIVE_INFINITY, increments: [20000, 30000, 40000, 50000] },
] as const;

export function bandIndex(openingPrice: number): number {
  return INCREMENT_BANDS.findIndex((b) => openingPrice >= b.min && openingPrice < b.max);
}

export function incrementsFor(openingPrice: number): readonly number[] {
  return INCREMENT_BANDS[bandIndex(openingPrice)].increments;
}
