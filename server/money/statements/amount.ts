/**
 * Statement amounts straight from text to kuruş (bigint), never through a float, so a kuruş is never
 * lost: '1250.5' (camt.053, dot decimal) and '1.250,50' (Turkish CSV, comma decimal, dot thousands).
 * Null for anything else, including more than two decimals or more than 15 integer digits.
 */
const DOT_DECIMAL = /^(\d{1,15})(?:\.(\d{1,2}))?$/;
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3}){1,4}|\d{1,15})(?:,(\d{1,2}))?$/;

function kurus(intPart: string, frac: string | undefined): bigint {
  return BigInt(intPart.replaceAll('.', '')) * 100n + BigInt((frac ?? '').padEnd(2, '0'));
}

/** An ISO 20022 amount ('1250.50'); always positive, the direction is CdtDbtInd. */
export function parseDotAmount(text: string): bigint | null {
  const m = DOT_DECIMAL.exec(text.trim());
  return m ? kurus(m[1], m[2]) : null;
}

/** A Turkish bank CSV amount ('-1.250,50'): the sign says debit. */
export function parseCommaAmount(text: string): { kurus: bigint; negative: boolean } | null {
  const t = text.trim().replace(/\s/g, '');
  const negative = t.startsWith('-');
  const m = COMMA_DECIMAL.exec(negative || t.startsWith('+') ? t.slice(1) : t);
  return m ? { kurus: kurus(m[1], m[2]), negative } : null;
}
