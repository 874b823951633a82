import { formatMoney } from '../format/money';

/** The day's rate a foreign-currency price is shown in TL with (OData DovizKuru/DovizKuruTarihi). */
export interface ExchangeRateModel {
  /** TL per one unit of the tender's currency (TCMB forex selling). */
  rate: number;
  /** The bulletin's date, YYYY-MM-DD. */
  date: string;
  /** The portal runs on the stand-in's fixed rates (no TCMB_RATES_URL): never shown as the TCMB's. */
  standIn: boolean;
}

/** amount × rate in TL, rounded to kuruş like the server's GuncelFiyatTl. */
export function tlEquivalent(amount: number, rate: number): number {
  return Math.round(amount * rate * 100) / 100;
}

/** '2026-11-24' → '24.11.2026' (a calendar day: no time zone involved). */
const bulletinDay = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The TL line under a EUR/USD price, recomputed from the live amount:
 * '≈ 1.206.849,60 TL (TCMB döviz satış, 24.11.2026)'.
 */
export function tlEquivalentText(amount: number, rate: ExchangeRateModel): string {
  const source = rate.standIn ? 'örnek kur' : 'TCMB döviz satış';
  return `≈ ${formatMoney(tlEquivalent(amount, rate.rate), 'TL')} (${source}, ${bulletinDay(rate.date)})`;
}

/** The KDV note next to a price. */
export const vatLabel = (included: boolean) => (included ? 'KDV dahil' : 'KDV hariç');
