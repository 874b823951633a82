/** Nearest-rank percentile of samples already sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
}

/** The same over unsorted samples (sorts a copy). */
export const percentileOf = (xs: readonly number[], p: number): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    p,
  );
