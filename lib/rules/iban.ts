/**
 * Turkish IBAN rules (ISO 13616): 'TR' + 2 check digits + 5-digit bank code + 1 reserved digit +
 * 16-digit account number = 26 characters, valid when the mod-97 remainder of the rearranged
 * number is 1. Shared by the bank-details form and the API so both accept exactly the same values.
 */
export const IBAN_LENGTH = 26;

/**
 * The separators a person may type or paste between the groups (docs/spec.md §5 lets periods and commas be
 * typed): 'TR33 0006.1005,1978 …'. They carry no meaning and are dropped.
 */
const SEPARATORS = /[\s.,]+/g;

/**
 * The longest text the field takes in one go (a paste): 26 characters with room for separators and
 * stray spaces around the groups; what is kept is still at most 26 (keepIbanText).
 */
export const IBAN_TYPED_MAX = 40;

/** What a person typed, as the API stores it: spaces, periods and commas removed, letters upper-cased. */
export function normaliseIban(value: string): string {
  return value.replace(SEPARATORS, '').toLocaleUpperCase('en-US');
}

/** 'TR' followed by 24 digits (shape only, no checksum). */
export function hasTrIbanShape(iban: string): boolean {
  return /^TR\d{24}$/.test(iban);
}

/**
 * The ISO 7064 mod-97 check. Digits are folded in chunks so no big integers are needed; letters
 * count as 10…35 as the standard says.
 */
export function ibanChecksumOk(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** A complete, valid Turkish IBAN. */
export function isValidTrIban(value: string): boolean {
  const iban = normaliseIban(value);
  return hasTrIbanShape(iban) && ibanChecksumOk(iban);
}

/** Groups of four for display: 'TR33 0006 1005 1978 6457 8413 26'. */
export function formatIban(iban: string): string {
  return normaliseIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/**
 * An IBAN to read, not to pay to: the country and check digits and the last four digits, the rest
 * starred in fixed groups (so the length tells nothing either): 'TR33 **** **** **** **** 1326'.
 * Enough for Mali İşler to tell payees apart and match a line with the request list; never enough
 * to make a transfer (the refund preview, docs/architecture.md §9).
 */
export function maskIban(iban: string): string {
  const s = normaliseIban(iban);
  if (s.length < 12) return '**** **** ****';
  return `${s.slice(0, 4)} **** **** **** **** ${s.slice(-4)}`;
}
