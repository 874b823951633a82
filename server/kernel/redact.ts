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
 * are walked, errors rebuilt by serializeError; anything else (Date, Buffer…) is left to the logger's
 * serializers.
 */
export function redactObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => redactObject(v, depth + 1));
  if (isErrorLike(value)) return serializeError(value);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = isSensitiveKey(k) && v !== undefined && v !== null ? REDACTED : redactObject(v, depth + 1);
  }
  return out;
}

// ---- errors ------------------------------------------------------------------------------------

/**
 * Errors as log data that can never carry what a user typed into a query. Drizzle wraps every failed
 * query as "Failed query: <sql>\nparams: <values>" (with `params` as a field too), PostgreSQL puts
 * row values in `detail`/`where` and quotes a bad input value in its message ('invalid input syntax
 * for type integer: "…"'), and pino's own serializer joins the messages and stacks of the whole
 * cause chain. So errors are rebuilt field by field: for database errors only the SQLSTATE and the
 * names of what failed survive; every other error keeps its message and primitive fields through
 * the usual redaction above. One place for the logger's `err` serializer and for errors found
 * anywhere inside a logged object.
 */
const MAX_CAUSES = 5;

/** Fields of a driver error that name what failed, never a value (pg's DatabaseError, PGlite's). */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'];
/** Fields that hold query or row values on any error. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'query', 'hint']);

type ErrorLike = Error & Record<string, unknown>;

/** An Error, or an error-shaped class instance from a driver; a plain object (already serialized) is not. */
const isErrorLike = (v: unknown): v is ErrorLike => {
  if (v instanceof Error) return true;
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) === Object.prototype) return false;
  return (
    typeof (v as { message?: unknown }).message === 'string' && typeof (v as { stack?: unknown }).stack === 'string'
  );
};

/** A driver error (SQLSTATE and severity) or Drizzle's wrapper of one (query and params). */
function isDatabaseError(e: ErrorLike): boolean {
  return ('query' in e && 'params' in e) || (typeof e.severity === 'string' && typeof e.code === 'string');
}

/**
 * What a database error's message may say: Drizzle's wrapper keeps its first words only (the SQL
 * is ours, but it comes with the values); a driver message loses every quoted part.
 */
function databaseMessage(e: ErrorLike): string {
  const message = String(e.message ?? '');
  if ('query' in e && 'params' in e) return 'Failed query';
  return redactText(message.replace(/"(?:[^"]|"")*"/g, `"${REDACTED}"`));
}

/** The stack's frames under the safe message: the original first lines repeat the raw message. */
function safeStack(stack: unknown, head: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...frames].join('\n');
}

export function serializeError(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err)) return err;
  const db = isDatabaseError(err);
  const type =
    (err.constructor?.name && err.constructor.name !== 'Object' ? err.constructor.name : err.name) ?? 'Error';
  const message = db ? databaseMessage(err) : redactText(String(err.message ?? ''));
  const out: Record<string, unknown> = { type, message, stack: safeStack(err.stack, `${type}: ${message}`) };
  if (db) {
    for (const k of SAFE_DATABASE_FIELDS) if (typeof err[k] === 'string' || typeof err[k] === 'number') out[k] = err[k];
  } else {
    for (const [k, v] of Object.entries(err)) {
      if (k === 'cause' || VALUE_FIELDS.has(k) || k in out) continue;
      if (typeof v === 'string') out[k] = redactText(v);
      else if (typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    }
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  if (Array.isArray(err.errors) && depth < MAX_CAUSES) {
    out.aggregateErrors = err.errors.slice(0, 10).map((e) => serializeError(e, depth + 1));
  }
  return out;
}
