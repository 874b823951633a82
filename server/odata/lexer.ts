import { odataError } from './errors';
import { MAX_NUMBER_DIGITS, MAX_TOKENS } from './limits';

export type Token =
  | { type: 'ident'; value: string; pos: number }
  | { type: 'string'; value: string; pos: number }
  | { type: 'number'; value: string; pos: number }
  | { type: 'datetime'; value: string; dateOnly: boolean; pos: number }
  | { type: '(' | ')' | ',' | '/' | ':' | 'eof'; pos: number };

/** The product shows and enters times in Istanbul (no DST since 2016), so zone-less input means +03:00. */
const ISTANBUL_OFFSET = '+03:00';

const isDigit = (c: number) => c >= 48 && c <= 57;
const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdentPart = (c: number) => isIdentStart(c) || isDigit(c);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** Shows the character at `i` (a whole code point, so an emoji is not cut in half). */
function charAt(text: string, i: number): string {
  const cp = text.codePointAt(i) ?? 0;
  return String.fromCodePoint(cp);
}

/**
 * Splits an expression into tokens in one left-to-right pass (no regular expressions, so no
 * backtracking). Positions are 1-based offsets in `text`. Refuses more than MAX_TOKENS tokens so a
 * hostile input costs at most one bounded scan.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  const push = (t: Token) => {
    if (tokens.length >= MAX_TOKENS) {
      throw odataError(`Sorgu ifadesi çok karmaşık: en fazla ${MAX_TOKENS} öğe desteklenir.`);
    }
    tokens.push(t);
  };

  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const pos = i + 1;
    if (c === 40 || c === 41 || c === 44 || c === 47 || c === 58) {
      push({ type: text[i] as '(' | ')' | ',' | '/' | ':', pos });
      i++;
      continue;
    }
    if (c === 39) {
      // 'text' with '' as an escaped quote
      let value = '';
      let j = i + 1;
      let closed = false;
      while (j < n) {
        const q = text.indexOf("'", j);
        if (q < 0) break;
        value += text.slice(j, q);
        if (text.charCodeAt(q + 1) === 39) {
          value += "'";
          j = q + 2;
          continue;
        }
        j = q + 1;
        closed = true;
        break;
      }
      if (!closed) throw odataError(`Kapanmamış metin ifadesi (konum ${pos}).`);
      push({ type: 'string', value, pos });
      i = j;
      continue;
    }
    if (isDigit(c) || (c === 45 && isDigit(text.charCodeAt(i + 1)))) {
      const date = isDigit(c) ? readDateTime(text, i) : null;
      if (date) {
        push({ type: 'datetime', value: date.iso, dateOnly: date.dateOnly, pos });
        i = date.end;
        continue;
      }
      let j = c === 45 ? i + 1 : i;
      while (j < n && isDigit(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) === 46) {
        if (!isDigit(text.charCodeAt(j + 1))) throw odataError(`Geçersiz sayı (konum ${pos}).`);
        j++;
        while (j < n && isDigit(text.charCodeAt(j))) j++;
      }
      if (j < n && isIdentPart(text.charCodeAt(j))) throw odataError(`Geçersiz sayı (konum ${pos}).`);
      const value = text.slice(i, j);
      if (value.length > MAX_NUMBER_DIGITS) throw odataError(`Sayı çok uzun (konum ${pos}).`);
      push({ type: 'number', value, pos });
      i = j;
      continue;
    }
    if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentPart(text.charCodeAt(j))) j++;
      if (j - i > 128) throw odataError(`Ad çok uzun (konum ${pos}).`);
      push({ type: 'ident', value: text.slice(i, j), pos });
      i = j;
      continue;
    }
    throw odataError(`Beklenmeyen karakter '${charAt(text, i)}' (konum ${pos}).`);
  }
  push({ type: 'eof', pos: n + 1 });
  return tokens;
}

/** Reads `n` digits at `i` as a number, or -1 when they are not all digits. */
function digits(text: string, i: number, n: number): number {
  let v = 0;
  for (let k = 0; k < n; k++) {
    const c = text.charCodeAt(i + k);
    if (!isDigit(c)) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

/**
 * Recognises YYYY-MM-DD, optionally followed by Thh:mm[:ss[.fff]] and Z or ±hh:mm. A space where
 * the offset sign should be is read as '+': an unencoded '+' in a URL arrives as a space.
 * Returns null when the text at `i` is not a date (then it is lexed as a number).
 */
function readDateTime(text: string, i: number): { iso: string; dateOnly: boolean; end: number } | null {
  const year = digits(text, i, 4);
  if (year < 0 || text[i + 4] !== '-') return null;
  const pos = i + 1;
  const month = digits(text, i + 5, 2);
  const day = digits(text, i + 8, 2);
  if (month < 0 || text[i + 7] !== '-' || day < 0) throw odataError(`Geçersiz tarih (konum ${pos}).`);
  let j = i + 10;
  let time = '00:00:00.000';
  let offset = ISTANBUL_OFFSET;
  let dateOnly = true;
  if (text[j] === 'T') {
    dateOnly = false;
    const hh = digits(text, j + 1, 2);
    const mi = digits(text, j + 4, 2);
    if (hh < 0 || text[j + 3] !== ':' || mi < 0 || hh > 23 || mi > 59) {
      throw odataError(`Geçersiz saat (konum ${pos}).`);
    }
    j += 6;
    let ss = 0;
    let frac = '000';
    if (text[j] === ':') {
      ss = digits(text, j + 1, 2);
      if (ss < 0 || ss > 59) throw odataError(`Geçersiz saat (konum ${pos}).`);
      j += 3;
      if (text[j] === '.') {
        let k = j + 1;
        while (k < text.length && k - j <= 9 && isDigit(text.charCodeAt(k))) k++;
        if (k === j + 1) throw odataError(`Geçersiz saat (konum ${pos}).`);
        frac = `${text.slice(j + 1, k)}00`.slice(0, 3);
        j = k;
      }
    }
    time = `${pad(hh)}:${pad(mi)}:${pad(ss)}.${frac}`;
    const sign = text[j];
    if (sign === 'Z') {
      offset = 'Z';
      j++;
    } else if (sign === '+' || sign === '-' || (sign === ' ' && digits(text, j + 1, 2) >= 0 && text[j + 3] === ':')) {
      const oh = digits(text, j + 1, 2);
      const om = digits(text, j + 4, 2);
      if (oh < 0 || text[j + 3] !== ':' || om < 0 || oh > 14 || om > 59) {
        throw odataError(`Geçersiz saat dilimi (konum ${pos}).`);
      }
      offset = `${sign === '-' ? '-' : '+'}${pad(oh)}:${pad(om)}`;
      j += 6;
    }
  }
  if (j < text.length && isIdentPart(text.charCodeAt(j))) throw odataError(`Geçersiz tarih (konum ${pos}).`);
  const date = new Date(`${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}T${time}${offset}`);
  // Date() rolls 2026-02-30 over to March; a real calendar date survives the round trip.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    Number.isNaN(date.getTime()) ||
    month < 1 ||
    month > 12 ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    throw odataError(`Geçersiz tarih (konum ${pos}).`);
  }
  return { iso: date.toISOString(), dateOnly, end: j };
}

const pad = (v: number) => String(v).padStart(2, '0');
