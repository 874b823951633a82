import { istanbulDay } from '../../lib/format/istanbul-time';
import type { ExchangeRateSource } from './source';

/** Plausible fixed rates for development and tests (TL per unit). */
export const STAND_IN_RATES = { USD: '42.3456', EUR: '48.9012' } as const;

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
