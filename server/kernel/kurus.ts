/**
 * The one conversion between the database's lira amounts (numeric text) and kuruş (docs/decisions/
 * ledger-amounts-in-kurus.md): exact, no float step on the way in.
 */

/** '1234.5' or '-12.05' → kuruş as bigint; numeric text from the database is exact. */
export function toKurus(amount: string | number | null | undefined): bigint {
  if (amount === null || amount === undefined) return 0n;
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`Not an amount: ${text}`);
  const frac = (m[3] ?? '').padEnd(2, '0');
  // numeric(18,2) never carries more than two places.
  const kurus = BigInt(m[2]) * 100n + BigInt(frac.slice(0, 2));
  return m[1] === '-' ? -kurus : kurus;
}

/** Kuruş → numeric text for the database ('1234.50'). */
export function kurusToNumeric(kurus: bigint): string {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Kuruş → a JSON number of lira (exact to the kuruş for every amount below 2^53 kuruş). */
export function fromKurus(kurus: bigint): number {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return Number(negative ? `-${text}` : text);
}
