import { incrementsFor, minimumAcceptableBid, smallestIncrement } from './bid-increments';

describe('bid increments (docs/spec.md §9)', () => {
  it.each([
    [0, [50, 100, 200, 500]],
    [9_999.99, [50, 100, 200, 500]],
    [10_000, [500, 1000, 2000, 5000]],
    [99_999.99, [500, 1000, 2000, 5000]],
    [100_000, [1000, 2000, 5000, 10000]],
    [999_999.99, [1000, 2000, 5000, 10000]],
    [1_000_000, [20000, 30000, 40000, 50000]],
    [250_000_000, [20000, 30000, 40000, 50000]],
  ])('opening price %p offers %p', (price, expected) => {
    expect(incrementsFor(price)).toEqual(expected);
  });

  it('treats unreadable prices as the lowest band instead of failing', () => {
    expect(incrementsFor(Number.NaN)).toEqual([50, 100, 200, 500]);
    expect(incrementsFor(-5)).toEqual([50, 100, 200, 500]);
  });

  it('accepts the opening price as the first bid, then requires the smallest step above the highest', () => {
    expect(smallestIncrement(45_000)).toBe(500);
    expect(minimumAcceptableBid(45_000, 0)).toBe(45_000);
    expect(minimumAcceptableBid(45_000, 52_000)).toBe(52_500);
    expect(minimumAcceptableBid(1_500_000, 1_600_000)).toBe(1_620_000);
  });
});
