const trMoney = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234567.5 → '1.234.567,50' (docs/architecture.md §5). */
export function formatAmount(value: number | null | undefined): string {
  return trMoney.format(Number.isFinite(value) ? (value as number) : 0);
}

/** 1234567.5, 'TL' → '1.234.567,50 TL'; the tender's own currency name when it has one. */
export function formatMoney(value: number | null | undefined, currency = 'TL'): string {
  return `${formatAmount(value)} ${currency}`;
}
