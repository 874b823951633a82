import type { Expr, OrderByItem } from './ast';
import { odataError, odataNotImplemented } from './errors';
import { MAX_DEPTH, MAX_QUERY_LENGTH, MAX_SKIP, MAX_TOP } from './limits';
import { parseFilter, parseOrderBy } from './parser';

export interface QueryOptions {
  filter?: Expr;
  orderby: OrderByItem[];
  top?: number;
  skip?: number;
  count: boolean;
  /** Structural properties to return; undefined = all of them. */
  select?: string[];
  expand: ExpandItem[];
  /** `$format=…;IEEE754Compatible=true` (top level only): Int64 and Decimal values as strings. */
  ieee754Compatible?: boolean;
  /**
   * The JSON metadata level `$format` asked for (top level only); undefined without `$format`, when
   * the Accept header decides (protocol.ts jsonMetadataLevel). `$format` overrides Accept.
   */
  formatMetadata?: MetadataLevel;
}

/** The JSON metadata levels served: `full` is not (docs/architecture.md §10). */
export type MetadataLevel = 'minimal' | 'none';

export interface ExpandItem {
  navigation: string;
  options: QueryOptions;
}

const TOP_LEVEL = new Set(['$filter', '$orderby', '$skip', '$top', '$count', '$expand', '$select']);
const NESTED = new Set(['$filter', '$orderby', '$skip', '$top', '$expand', '$select']);

/**
 * System query options OData defines that this service does not implement: a 501, not a 400
 * (OData Part 1 §9.3.1; docs/architecture.md §10). $skiptoken included: our next links use $skip.
 */
const NOT_IMPLEMENTED = new Set([
  '$search',
  '$apply',
  '$compute',
  '$index',
  '$schemaversion',
  '$skiptoken',
  '$deltatoken',
  '$levels',
  '$id',
]);

/**
 * $format values served: JSON with minimal (or no) metadata, the only format here. Returns the
 * metadata level asked for and whether the client asked for IEEE754Compatible=true (JSON Format §3.2).
 */
function checkFormat(value: string): { ieee754: boolean; metadata: MetadataLevel } {
  let ieee754 = false;
  let metadata: MetadataLevel = 'minimal';
  const [type, ...params] = value.split(';').map((p) => p.trim().toLowerCase());
  if (!type) throw odataError('$format boş olamaz.');
  if (type !== 'json' && type !== 'application/json') {
    throw odataNotImplemented(
      `Desteklenmeyen $format: ${value.slice(0, 60)}; yalnızca JSON (application/json) sunulur.`,
    );
  }
  for (const param of params) {
    const [name, v = ''] = param.split('=').map((p) => p.trim());
    const served =
      (name === 'odata.metadata' && (v === 'minimal' || v === 'none')) ||
      (name === 'odata.streaming' && (v === 'true' || v === 'false')) ||
      (name === 'ieee754compatible' && (v === 'true' || v === 'false')) ||
      (name === 'charset' && v === 'utf-8');
    if (!served) throw odataNotImplemented(`Desteklenmeyen $format parametresi: ${param.slice(0, 60)}`);
    if (name === 'ieee754compatible') ieee754 = v === 'true';
    if (name === 'odata.metadata') metadata = v as MetadataLevel;
  }
  return { ieee754, metadata };
}

/** The raw (still percent-encoded) query string of a request URL, without the '?'. */
export function rawQueryOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

/**
 * Reads the system query options from a raw query string. Options not starting with '$' are
 * custom options and ignored (cache busters and the like); an unknown or repeated $option is a 400.
 * '+' is read as a space, as browsers' form encoding (URLSearchParams) writes it.
 */
export function parseQueryString(raw: string): QueryOptions {
  if (raw.length > MAX_QUERY_LENGTH) throw odataError('Sorgu çok uzun.');
  const map = new Map<string, string>();
  let format: ReturnType<typeof checkFormat> | undefined;
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    if (!key.startsWith('$')) continue;
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    if (key === '$format') {
      if (format) throw odataError('Sorgu seçeneği birden fazla kez verilmiş: $format');
      format = checkFormat(value);
      continue;
    }
    if (NOT_IMPLEMENTED.has(key)) throw odataNotImplemented(`Desteklenmeyen sorgu seçeneği: ${key}`);
    if (!TOP_LEVEL.has(key)) throw odataError(`Bilinmeyen sorgu seçeneği: ${key}`);
    if (map.has(key)) throw odataError(`Sorgu seçeneği birden fazla kez verilmiş: ${key}`);
    map.set(key, value);
  }
  const options = buildOptions(map, 0);
  if (!format) return options;
  return { ...options, formatMetadata: format.metadata, ...(format.ieee754 ? { ieee754Compatible: true } : {}) };
}

function decode(s: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw odataError('Sorguda geçersiz URL kodlaması var.');
  }
  // PostgreSQL text cannot hold NUL; refused here rather than failing in the database.
  if (decoded.includes('\u0000')) throw odataError('Sorguda geçersiz karakter (NUL) var.');
  return decoded;
}

function buildOptions(map: Map<string, string>, depth: number): QueryOptions {
  const nested = depth > 0;
  const options: QueryOptions = { orderby: [], count: false, expand: [] };
  for (const [key, value] of map) {
    switch (key) {
      case '$filter':
        if (!value.trim()) throw odataError('$filter boş olamaz.');
        options.filter = parseFilter(value);
        break;
      case '$orderby':
        if (!value.trim()) throw odataError('$orderby boş olamaz.');
        options.orderby = parseOrderBy(value);
        break;
      case '$top': {
        const top = nonNegativeInt(value, '$top');
        // At the top level a larger $top is served a page at a time with @odata.nextLink
        // (server-driven paging, docs/architecture.md §10); inside $expand there is no next link.
        if (nested && top > MAX_TOP) throw odataError(`$expand içinde $top en fazla ${MAX_TOP} olabilir.`);
        options.top = top;
        break;
      }
      case '$skip': {
        const skip = nonNegativeInt(value, '$skip');
        if (skip > MAX_SKIP) throw odataError(`$skip en fazla ${MAX_SKIP} olabilir.`);
        options.skip = skip;
        break;
      }
      case '$count':
        if (nested) throw odataNotImplemented('$count $expand içinde desteklenmez.');
        if (value !== 'true' && value !== 'false') throw odataError('$count true ya da false olmalıdır.');
        options.count = value === 'true';
        break;
      case '$select':
        options.select = parseSelect(value);
        break;
      case '$expand':
        options.expand = parseExpand(value, depth + 1);
        break;
      default:
        throw odataError(`Bilinmeyen sorgu seçeneği: ${key}`);
    }
  }
  return options;
}

function nonNegativeInt(value: string, name: string): number {
  const v = value.trim();
  let ok = v.length > 0 && v.length <= 9;
  for (let i = 0; ok && i < v.length; i++) {
    const c = v.charCodeAt(i);
    ok = c >= 48 && c <= 57;
  }
  if (!ok) throw odataError(`${name} sıfır ya da pozitif bir tam sayı olmalıdır.`);
  return Number(v);
}

const isIdentifier = (s: string) => /^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(s);

function parseSelect(value: string): string[] | undefined {
  const names = value.split(',').map((s) => s.trim());
  if (names.length === 1 && names[0] === '*') return undefined;
  for (const name of names) {
    if (!name) throw odataError('$select içinde boş özellik adı var.');
    if (!isIdentifier(name)) throw odataError(`$select içinde geçersiz özellik adı: ${name.slice(0, 60)}`);
  }
  return [...new Set(names)];
}

/**
 * `Kalemleri($expand=OlcuBirimi,TeslimatYeri;$top=5),IhaleDurumu`: items separated by top-level
 * commas, nested options by top-level semicolons.
 */
function parseExpand(value: string, depth: number): ExpandItem[] {
  if (depth > MAX_DEPTH) throw odataError(`$expand çok derin iç içe: en fazla ${MAX_DEPTH} seviye desteklenir.`);
  const items: ExpandItem[] = [];
  const seen = new Set<string>();
  for (const rawItem of splitTopLevel(value, ',', '$expand')) {
    const item = rawItem.trim();
    const paren = item.indexOf('(');
    const navigation = (paren < 0 ? item : item.slice(0, paren)).trim();
    if (!navigation) throw odataError('$expand içinde boş öğe var.');
    if (navigation === '*' || navigation === '$ref')
      throw odataNotImplemented(`$expand=${navigation} desteklenmez; gezinme özelliklerini adlarıyla verin.`);
    if (navigation.includes('/')) {
      throw odataError(
        `$expand yolu desteklenmiyor: ${navigation.slice(0, 60)}; iç içe genişletme için A($expand=B) kullanın.`,
      );
    }
    if (!isIdentifier(navigation)) throw odataError(`$expand içinde geçersiz ad: ${navigation.slice(0, 60)}`);
    if (seen.has(navigation)) throw odataError(`$expand içinde tekrar eden öğe: ${navigation}`);
    seen.add(navigation);
    const map = new Map<string, string>();
    if (paren >= 0) {
      if (!item.endsWith(')')) throw odataError(`$expand öğesi ')' ile kapanmalıdır: ${navigation}`);
      const inner = item.slice(paren + 1, -1);
      for (const opt of splitTopLevel(inner, ';', '$expand')) {
        const eq = opt.indexOf('=');
        const key = (eq < 0 ? opt : opt.slice(0, eq)).trim();
        if (key === '$count' || NOT_IMPLEMENTED.has(key))
          throw odataNotImplemented(`$expand içinde desteklenmeyen sorgu seçeneği: ${key}`);
        if (!NESTED.has(key)) throw odataError(`$expand içinde bilinmeyen sorgu seçeneği: ${key.slice(0, 60)}`);
        if (map.has(key)) throw odataError(`$expand içinde sorgu seçeneği birden fazla kez verilmiş: ${key}`);
        map.set(key, eq < 0 ? '' : opt.slice(eq + 1));
      }
    }
    items.push({ navigation, options: buildOptions(map, depth) });
  }
  return items;
}

/**
 * Splits on `sep` outside parentheses and quoted strings, in one pass. Unbalanced parentheses or
 * an unclosed quote are refused here, before anything is parsed.
 */
function splitTopLevel(text: string, sep: string, option: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "'") {
        if (text[i + 1] === "'") i++;
        else inString = false;
      }
      continue;
    }
    if (c === "'") inString = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) throw odataError(`${option} içinde fazladan ')' var (konum ${i + 1}).`);
    } else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (inString) throw odataError(`${option} içinde kapanmamış metin ifadesi var.`);
  if (depth !== 0) throw odataError(`${option} içinde kapanmamış parantez var.`);
  parts.push(text.slice(start));
  return parts;
}
