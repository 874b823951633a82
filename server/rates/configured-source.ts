import type { ServerConfig } from '../config';
import type { ExchangeRateSource } from './source';
import { createStandInSource } from './stand-in-source';
import { createTcmbSource } from './tcmb-source';

/** The TCMB when TCMB_RATES_URL is configured, otherwise the stand-in. */
export function configuredRateSource(config: Pick<ServerConfig, 'exchangeRates'>, now: () => Date): ExchangeRateSource {
  const { tcmbUrl } = config.exchangeRates;
  return tcmbUrl ? createTcmbSource(tcmbUrl) : createStandInSource(now);
}
