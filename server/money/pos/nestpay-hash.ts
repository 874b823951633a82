import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The "ver3" request/response hash of Nestpay (Asseco EST) virtual POS gates, used the same way by
 * Garanti, Akbank, İş Bankası and others on that platform: every posted field except `hash` and
 * `encoding` (names compared case-insensitively), ordered by name case-insensitively, each value
 * with '\' escaped as '\\' and '|' as '\|', joined by '|', then the escaped store key appended;
 * hash = base64(SHA-512(that text)). The bank signs its callback by the same rule, so one function
 * signs a start, checks a callback and (in the stand-in bank) signs the answer.
 */
const UNSIGNED = new Set(['hash', 'encoding']);

const escapeValue = (v: string) => v.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

// PHP's natcasesort, which the banks' samples use: case-insensitive, digit runs compared as numbers.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The text that is hashed: exported for the tests, which check it against a hand-built vector. */
export function hashInput(fields: Record<string, string>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((k) => !UNSIGNED.has(k.toLowerCase()))
    .sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  return [...names.map((k) => escapeValue(fields[k] ?? '')), escapeValue(storeKey)].join('|');
}

export function nestpayHash(fields: Record<string, string>, storeKey: string): string {
  return createHash('sha512').update(hashInput(fields, storeKey), 'utf8').digest('base64');
}

/** The fields with their `hash` added (the signed form). */
export function signFields(fields: Record<string, string>, storeKey: string): Record<string, string> {
  const { hash: _dropped, HASH: _dropped2, ...rest } = fields;
  return { ...rest, hash: nestpayHash(rest, storeKey) };
}

/** Whether a posted form carries a valid hash (field `hash` or `HASH`), compared in constant time. */
export function hasValidHash(fields: Record<string, string>, storeKey: string): boolean {
  const given = fields.hash ?? fields.HASH;
  if (typeof given !== 'string' || given.length === 0) return false;
  const expected = Buffer.from(nestpayHash(fields, storeKey));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
