import { createHash } from 'node:crypto';

/**
 * The idempotency key of a statement line across files: the bank's own reference (AcctSvcrRef,
 * Dekont No). When the bank gave none, a hash of what identifies the entry: date, amount, currency,
 * description and its occurrence among identical entries of the same file (1st, 2nd …), so the same
 * entry in an overlapping statement gets the same key while two genuinely identical transfers of
 * one day stay two lines.
 */
export function fallbackReference(p: {
  day: string;
  amountKurus: bigint;
  currency: string;
  description: string;
  occurrence: number;
}): string {
  const text = [p.day, p.amountKurus.toString(), p.currency, p.description.trim(), String(p.occurrence)].join('|');
  return `H:${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/** Numbers the identical (day, amount, currency, description) entries of one file 1, 2, … */
export function occurrenceCounter(): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  };
}
