/**
 * Where the daily exchange rates come from: the Central Bank's XML (tcmb-source.ts) when
 * TCMB_RATES_URL is configured, otherwise the stand-in (stand-in-source.ts). Prices in EUR/USD
 * are sorted and shown in TL with these rates (docs/architecture.md "Exchange rates").
 */
export interface DailyRate {
  /** ISO 4217 code as the bulletin writes it ('USD', 'EUR', …). */
  currency: string;
  /** TL for ONE unit of the currency, as decimal text ('42.3455'); the bulletin's Unit is divided out. */
  forexSelling: string;
}

export interface DailyRates {
  /** The bulletin's date, YYYY-MM-DD (it stays in force over weekends and holidays). */
  date: string;
  rates: DailyRate[];
}

export interface ExchangeRateSource {
  /** 'tcmb' or 'dev': stored with every rate so stand-in rates never pass for the Central Bank's. */
  readonly kind: 'tcmb' | 'dev';
  fetchDaily(): Promise<DailyRates>;
}
