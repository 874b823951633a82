import { CURRENCY_KEYS, type Currency } from '../contract/money';
import { formatMoney } from '../format/money';

/**
 * Whether the account's available deposit covers a tender's required deposit (issue #36 item 4),
 * told on the tender page before the join dialog and by the server when it refuses a join: the
 * same sentences and both amounts in both places. No zod here: the tender page's signed-in island
 * imports it.
 */
export const DEPOSIT_SHORT_TEXT = 'Kullanılabilir teminatınız bu ihaleye katılmak için yeterli değildir.';
export const DEPOSIT_COVERED_TEXT = 'Kullanılabilir teminatınız bu ihaleye katılmak için yeterlidir.';
export const DEPOSIT_PAY_TEXT = 'Teminat Yatır';

/** Kuruş, so 0.1 + 0.2 never decides a join. */
const kurus = (amount: number) => Math.round((Number.isFinite(amount) ? amount : 0) * 100);

export interface DepositCover {
  covered: boolean;
  /** What is missing (0 when covered), in the tender's currency. */
  shortfall: number;
}

export function depositCover(required: number, available: number): DepositCover {
  const missing = kurus(required) - Math.max(0, kurus(available));
  return { covered: missing <= 0, shortfall: missing > 0 ? missing / 100 : 0 };
}

/** 'Gerekli teminat: 5.000,00 TL · Kullanılabilir teminatınız: 1.000,00 TL' */
export function depositAmountsText(required: number, available: number, currency: string): string {
  return `Gerekli teminat: ${formatMoney(required, currency)} · Kullanılabilir teminatınız: ${formatMoney(Math.max(0, available), currency)}`;
}

/** The server's refusal of a join (the last line of defence): the reason and both amounts. */
export function insufficientDepositMessage(required: number, available: number, currency: string): string {
  return `${DEPOSIT_SHORT_TEXT} ${depositAmountsText(required, available, currency)}.`;
}

// ---------------------------------------------------------------------------------------------
// The link from a tender to the deposit payment screen (Teminat Bilgileri → 'Teminat Yatır')

export const DEPOSIT_PAGE_PATH = '/finansal-bilgilerim/teminat-bilgileri';
const CURRENCY_PARAM = 'yatir';
const AMOUNT_PARAM = 'tutar';

/** The amount as the card form takes it: '1500,50' (a comma for kuruş, no thousands dots). */
const amountText = (amount: number) => (kurus(amount) / 100).toFixed(2).replace('.', ',');

/** Opens 'Teminat Yatır' in the tender's currency with the missing amount filled in. */
export function depositPayHref(currency: string, shortfall: number): string {
  const q = new URLSearchParams({ [CURRENCY_PARAM]: currency });
  if (shortfall > 0) q.set(AMOUNT_PARAM, amountText(shortfall));
  return `${DEPOSIT_PAGE_PATH}?${q}`;
}

export interface DepositPayRequest {
  currency: Currency;
  /** The amount to fill in ('1500,50'); empty when the address named none. */
  amount: string;
}

/** What depositPayHref put in the address; null when it asks for no payment (or for a currency we do not take). */
export function depositPayRequestOf(params: Pick<URLSearchParams, 'get'>): DepositPayRequest | null {
  const currency = params.get(CURRENCY_PARAM);
  if (!currency || !CURRENCY_KEYS.includes(currency as Currency)) return null;
  const amount = params.get(AMOUNT_PARAM) ?? '';
  return { currency: currency as Currency, amount: /^\d{1,12}(,\d{1,2})?$/.test(amount) ? amount : '' };
}

/** The address without the payment request, once the dialog has taken it (a reload does not reopen it). */
export function withoutDepositPayRequest(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params.toString());
  rest.delete(CURRENCY_PARAM);
  rest.delete(AMOUNT_PARAM);
  return rest;
}
