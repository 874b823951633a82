import type { ExchangeRateSource } from './source';

/** Plausible fixed rates for development and tests (TL per unit). */
export const STAND_IN_RATES = { USD: '42.3456', EUR: '48.9012' } as const;

/** YYYY-MM-DD of `now` in Istanbul: the bulletin day of the stand-in. */
export function istanbulDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The stand-in used when TCMB_RATES_URL is not configured (like the e-Devlet stand-in of
 * EDEVLET_MODE=dev): fixed rates dated today. Its rates are stored as kaynak 'dev' and the UI
 * labels them "örnek kur", so they are never mistaken for the Central Bank's.
 */
export function createStandInSource(now: () => Date): ExchangeRateSource {
  return {
    kind: 'dev',
    async fetchDaily() {
      return {
        date: istanbulDay(now()),
        rates: Object.entries(STAND_IN_RATES).map(([currency, forexSelling]) => ({ currency, forexSelling })),
      };
    },
  };
}
