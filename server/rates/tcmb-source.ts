import { XMLParser } from 'fast-xml-parser';
import type { DailyRate, DailyRates, ExchangeRateSource } from './source';

/** A slow or hanging Central Bank must not hold up start-up or the refresh timer. */
const FETCH_TIMEOUT_MS = 10_000;
/** The daily XML is about 10 KB; anything far bigger is not it. */
const MAX_BYTES = 1_000_000;

const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;
const UNIT = /^[1-9]\d{0,6}$/;

export class RateSourceError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep every value as text: rates are decimals and must not go through floating point.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'Currency',
});

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' when it is a real calendar day, else null. */
function bulletinDate(text: unknown): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(String(text ?? '').trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * Divides a decimal text by the bulletin's Unit (JPY is quoted per 100): by moving the decimal
 * point when Unit is a power of ten (always so in practice), otherwise to 6 places.
 */
export function perUnit(value: string, unit: number): string {
  if (unit === 1) return value;
  const zeros = Math.log10(unit);
  if (Number.isInteger(zeros)) {
    const [int, frac = ''] = value.split('.');
    const digits = int.padStart(zeros + 1, '0') + frac;
    const cut = digits.length - frac.length - zeros;
    const whole = digits.slice(0, cut).replace(/^0+(?=\d)/, '');
    const rest = digits.slice(cut).replace(/0+$/, '');
    return rest ? `${whole}.${rest}` : whole;
  }
  return (Number(value) / unit).toFixed(6);
}

/**
 * The TCMB daily bulletin (`https://www.tcmb.gov.tr/kurlar/today.xml`): the bulletin date from
 * `Tarih_Date/@Tarih` and each currency's ForexSelling per one unit. Currencies without a forex
 * selling rate (XDR) or with unreadable numbers are left out; a document without a date is refused.
 */
export function parseTcmbXml(xml: string): DailyRates {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch (err) {
    throw new RateSourceError(`TCMB XML could not be parsed: ${(err as Error).message}`);
  }
  const root = doc.Tarih_Date as Record<string, unknown> | undefined;
  const date = bulletinDate(root?.['@_Tarih']);
  if (!root || !date) throw new RateSourceError('TCMB XML has no bulletin date (Tarih_Date/@Tarih)');
  const rates: DailyRate[] = [];
  for (const c of (root.Currency as Array<Record<string, unknown>> | undefined) ?? []) {
    const code = String(c['@_CurrencyCode'] ?? c['@_Kod'] ?? '').trim();
    const selling = String(c.ForexSelling ?? '').trim();
    const unit = String(c.Unit ?? '1').trim();
    if (!/^[A-Z]{3}$/.test(code) || !DECIMAL.test(selling) || !UNIT.test(unit) || Number(selling) <= 0) continue;
    rates.push({ currency: code, forexSelling: perUnit(selling, Number(unit)) });
  }
  return { date, rates };
}

/** The Central Bank's daily XML over HTTP(S). */
export function createTcmbSource(url: string, fetchImpl: typeof fetch = fetch): ExchangeRateSource {
  return {
    kind: 'tcmb',
    async fetchDaily() {
      const res = await fetchImpl(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/xml, text/xml' },
      });
      if (!res.ok) throw new RateSourceError(`TCMB answered ${res.status}`);
      const body = await res.text();
      if (body.length > MAX_BYTES) throw new RateSourceError('TCMB answer is too large');
      return parseTcmbXml(body);
    },
  };
}
