/**
 * What must never reach a log line: credentials (tokens, codes, cookies, secrets) and personal data
 * (TC kimlik no, names, e-mail, phone, IBAN, address). Two nets: values under a sensitive KEY are
 * replaced whatever they look like; free text (messages, URLs, error texts) is masked by PATTERN.
 */
const REDACTED = '[redacted]';

/** Keys compared lower-case with `_` and `-` removed, so `access_token`, `accessToken` and `Access-Token` match. */
const SENSITIVE_KEYS = new Set([
  // credentials
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'token',
  'password',
  'secret',
  'clientsecret',
  'apikey',
  'xapikey',
  // personal data
  'kimlikno',
  'tckimlikno',
  'tckn',
  'tc',
  'ad',
  'adi',
  'soyad',
  'soyadi',
  'adsoyad',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'givenname',
  'familyname',
  'email',
  'eposta',
  'mail',
  'telefon',
  'phone',
  'gsm',
  'ceptelefonu',
  'iban',
  'adres',
  'address',
]);

/**
 * Query parameters that carry one-time credentials (OAuth `code`, the signed login `state`). Only in
 * URLs: as log object keys, `code` is an error code (ECONNREFUSED) worth keeping.
 */
const SENSITIVE_QUERY_KEYS = new Set(['code', 'state']);

const normalise = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(normalise(key));
}

function isSensitiveQueryKey(key: string): boolean {
  const k = normalise(key);
  return SENSITIVE_KEYS.has(k) || SENSITIVE_QUERY_KEYS.has(k);
}

/** Free-text patterns, most specific first (a JWT or IBAN must not be half-eaten by the number rules). */
const PATTERNS: RegExp[] = [
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, // JWT (access tokens)
  /\bBearer\s+\S+/gi,
  /\bTR\d{2}(?:\s?\d{4}){5}\s?\d{2}\b/gi, // IBAN, with or without spaces
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail
  /(?<!\d)\d{11}(?!\d)/g, // TC kimlik no (and any other 11-digit number)
  /(?<![\d+])(?:\+?90[\s-]?)?0?5\d{2}[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}(?!\d)/g, // Turkish mobile number
];

export function redactText(text: string): string {
  let out = text;
  for (const p of PATTERNS) out = out.replace(p, REDACTED);
  return out;
}

/**
 * A URL safe to log: values of sensitive query parameters become `[redacted]`, and what is left is
 * masked by pattern (a TC number in a path segment, an e-mail in a search term).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactText(url);
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq < 0) return pair;
    let key = pair.slice(0, eq);
    try {
      key = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      // an undecodable key is judged as written
    }
    return isSensitiveQueryKey(key) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
  });
  // Patterns run on the decoded form too: an e-mail arrives as ali%40example.com.
  return redactText(safeDecode(`${url.slice(0, q)}?${parts.join('&')}`));
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text).replace(/%40/gi, '@');
  } catch {
    return text.replace(/%40/gi, '@');
  }
}

const MAX_DEPTH = 6;

/**
 * A copy of a log object with sensitive keys replaced and strings masked. Plain objects and arrays
 * are walked; anything else (Error, Date, Buffer…) is left to the logger's serializers.
 */
export function redactObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => redactObject(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = isSensitiveKey(k) && v !== undefined && v !== null ? REDACTED : redactObject(v, depth + 1);
  }
  return out;
}
