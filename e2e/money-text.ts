/**
 * Amounts as the portal prints them, and back, written here apart from lib/format/money.ts so the journeys
 * check the portal's formatting instead of repeating it.
 */
const TR_AMOUNT = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1.234.567,50' */
export const amount = (v: number) => TR_AMOUNT.format(v);

/** '1.234.567,50 TL', or in the tender's currency. */
export const money = (v: number, currency = 'TL') => `${amount(v)} ${currency}`;

/** '1.234.567,50 TL' → 1234567.5 */
export const parseMoney = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
