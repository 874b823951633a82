import { PAYMENT_REFERENCE } from '../contract/money';

/**
 * Payment references (lib/contract/money.ts PAYMENT_REFERENCE): built for the bidder's screen and
 * recognised in bank-statement descriptions. Check digits are ISO 7064 mod 97-10, the IBAN's own
 * scheme, so a single mistyped or swapped digit never matches another account.
 */

function checkDigits(body: string): string {
  // Letters count as in an IBAN (A = 10 … Z = 35); '00' is appended before taking the remainder.
  const digits = `${body}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return String(98 - rest).padStart(2, '0');
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 'TMN0000012345' + check digits: the reference for paying a deposit in by transfer. */
export function depositReference(cariId: number): string {
  const body = `${PAYMENT_REFERENCE.deposit}${pad(cariId, 8)}`;
  return `${body}${checkDigits(body)}`;
}

/** 'IHL000214' + account + check digits: the reference for a won tender's balance. */
export function balanceReference(ihaleId: number, cariId: number): string {
  const body = `${PAYMENT_REFERENCE.balance}${pad(ihaleId, 6)}${pad(cariId, 8)}`;
  return `${body}${checkDigits(body)}`;
}

export type ParsedReference =
  | { kind: 'deposit'; cariId: number; reference: string }
  | { kind: 'balance'; ihaleId: number; cariId: number; reference: string };

const PATTERN = /(TMN)(\d{8})(\d{2})|(IHL)(\d{6})(\d{8})(\d{2})/;

/**
 * The first valid reference in free text (a statement line's description), tolerant of spaces,
 * dashes and lower case the way people type them into a banking app; null when none is valid.
 */
export function findReference(text: string): ParsedReference | null {
  const compact = text.toUpperCase().replace(/[\s\-_.]/g, '');
  for (let from = 0; from < compact.length; ) {
    const m = PATTERN.exec(compact.slice(from));
    if (!m) return null;
    if (m[1]) {
      const body = `${m[1]}${m[2]}`;
      if (checkDigits(body) === m[3]) return { kind: 'deposit', cariId: Number(m[2]), reference: `${body}${m[3]}` };
    } else {
      const body = `${m[4]}${m[5]}${m[6]}`;
      if (checkDigits(body) === m[7])
        return { kind: 'balance', ihaleId: Number(m[5]), cariId: Number(m[6]), reference: `${body}${m[7]}` };
    }
    from += m.index + 1;
  }
  return null;
}
