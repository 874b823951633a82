import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { PAGE_SIZE } from './limits';
import type { MetadataLevel, QueryOptions } from './query-options';

/**
 * The OData protocol around an answer (docs/architecture.md §10): version headers, content
 * negotiation, the absolute @odata.context and @odata.nextLink. Absolute URLs are built from the
 * configured public origin, never from the request's Host header (host-header injection).
 */

/** The service root's path under the public origin. */
export const SERVICE_PATH = '/api/external-odata';

/**
 * Whether the client asked for Int64 and Decimal values (and @odata.count) as strings: the
 * `IEEE754Compatible=true` parameter of `$format` (read into the options), of a JSON range in Accept,
 * or of the request's Content-Type (JSON Format §3.2).
 */
export function ieee754Compatible(request: FastifyRequest, options: QueryOptions): boolean {
  if (options.ieee754Compatible) return true;
  const asks = (header: string | undefined) =>
    header !== undefined &&
    acceptedRanges(header).some((r) => JSON_RANGES.has(r.type) && r.params.get('ieee754compatible') === 'true');
  return asks(request.headers.accept) || asks(request.headers['content-type']);
}

/** The media ranges a JSON answer satisfies. */
const JSON_RANGES = new Set(['application/json', 'application/*', '*/*']);

export const serviceRoot = (publicOrigin: string) => `${publicOrigin}${SERVICE_PATH}`;
export const metadataUrl = (publicOrigin: string) => `${serviceRoot(publicOrigin)}/$metadata`;

const VERSION = /^\s*(\d{1,3})\.(\d{1,3})\s*$/;

/**
 * onRequest hook of every OData route: `OData-Version: 4.0` on every answer (errors too), and a
 * client that can only speak an older version (OData-MaxVersion or OData-Version below 4.0) is
 * refused with a 400 rather than answered in a format it cannot read (OData Part 1 §8.2.6).
 */
export async function odataRequestHook(request: FastifyRequest, reply: FastifyReply) {
  reply.header('OData-Version', '4.0');
  for (const name of ['odata-maxversion', 'odata-version']) {
    const raw = request.headers[name];
    if (raw === undefined) continue;
    const m = VERSION.exec(Array.isArray(raw) ? raw.join(',') : raw);
    if (!m) throw new ApiError(400, 'UnsupportedODataVersion', `Geçersiz ${headerName(name)} başlığı.`);
    if (Number(m[1]) < 4) {
      throw new ApiError(
        400,
        'UnsupportedODataVersion',
        `Bu hizmet OData 4.0 sunar; ${headerName(name)} ${m[1]}.${m[2]} desteklenmez.`,
      );
    }
  }
}

/** The client's `OData-MaxVersion` as a number (4, 4.01), or null when it sent none (odataRequestHook checked it). */
export function maxVersionOf(request: FastifyRequest): number | null {
  const raw = request.headers['odata-maxversion'];
  if (raw === undefined) return null;
  const m = VERSION.exec(Array.isArray(raw) ? raw.join(',') : raw);
  return m ? Number(`${m[1]}.${m[2]}`) : null;
}

const headerName = (lower: string) => (lower === 'odata-maxversion' ? 'OData-MaxVersion' : 'OData-Version');

/** One media range of an Accept header: its type and parameters, lower-cased. */
interface MediaRange {
  type: string;
  params: Map<string, string>;
}

/** Media ranges of an Accept header, best first (stable for equal q); q=0 ranges left out. */
export function acceptedRanges(accept: string | undefined): MediaRange[] {
  if (!accept?.trim()) return [{ type: '*/*', params: new Map() }];
  return accept
    .split(',')
    .map((range, i) => {
      const [type, ...rest] = range.split(';').map((p) => p.trim().toLowerCase());
      const params = new Map(
        rest.map((p) => {
          const eq = p.indexOf('=');
          return [eq < 0 ? p : p.slice(0, eq).trim(), eq < 0 ? '' : p.slice(eq + 1).trim()] as const;
        }),
      );
      const q = params.get('q');
      const weight = q === undefined ? 1 : Number(q);
      return { type, params, weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((r) => r.type && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map(({ type, params }) => ({ type, params }));
}

/** The media types of an Accept header, best first, without their parameters. */
export const acceptedTypes = (accept: string | undefined): string[] => acceptedRanges(accept).map((r) => r.type);

/**
 * The JSON metadata level of an answer (JSON Format §3.1): `$format` decides when given (it
 * overrides Accept, Protocol §11.2.11), else the best range of Accept this service serves. JSON is
 * the one format of entity sets, entities and the service document: 406 when Accept names no JSON,
 * or only JSON with `odata.metadata=full`, which is not served (docs/architecture.md §10) rather
 * than answered with less than the client asked for.
 */
export function jsonMetadataLevel(request: FastifyRequest, options?: QueryOptions): MetadataLevel {
  if (options?.formatMetadata) return options.formatMetadata;
  let askedFull = false;
  for (const range of acceptedRanges(request.headers.accept)) {
    if (!JSON_RANGES.has(range.type)) continue;
    if (range.type !== 'application/json') return 'minimal';
    const level = range.params.get('odata.metadata') ?? 'minimal';
    if (level === 'minimal' || level === 'none') return level;
    askedFull = true;
  }
  throw new ApiError(
    406,
    'NotAcceptable',
    askedFull
      ? 'odata.metadata=full sunulmaz; bu hizmet JSON yanıtlarını minimal ya da none üst veriyle verir.'
      : 'Bu hizmet yalnızca JSON (application/json) yanıt verir.',
  );
}

/** The Content-Type of a JSON answer: its metadata level and, when asked, IEEE754Compatible. */
export function odataJsonType(metadata: MetadataLevel, ieee754: boolean): string {
  return `application/json;odata.metadata=${metadata}${ieee754 ? ';IEEE754Compatible=true' : ''};charset=utf-8`;
}

/**
 * `…/$metadata#Set`, or with a projection `…/$metadata#Set(A,B)` (OData 4.0 Part 1 §10.9): the
 * selected properties, then each expanded navigation property that has a nested `$select` (or a
 * nested expansion that has one) with its own list in parentheses: `Set(A,Nav(B,C))`. A set not
 * projected itself but with such an expansion lists `*` first: `Set(*,Nav(B))`.
 */
export function contextUrl(publicOrigin: string, setName: string, options: QueryOptions): string {
  const list = selectList(options);
  return `${metadataUrl(publicOrigin)}#${setName}${list === null ? '' : `(${list})`}`;
}

function selectList(options: QueryOptions): string | null {
  const expanded = options.expand.flatMap((e) => {
    const nested = selectList(e.options);
    return nested === null ? [] : [`${e.navigation}(${nested})`];
  });
  if (!options.select && expanded.length === 0) return null;
  return [...(options.select ?? ['*']), ...expanded].join(',');
}

/**
 * The link to the page after a cut one: the request's own query with $skip moved on by the page
 * size and a given $top reduced by it, every other option kept as the client wrote it. Following the
 * links visits every row once: the order always ends with the key (execute.ts).
 */
export function nextLink(
  publicOrigin: string,
  setName: string,
  rawQuery: string,
  options: QueryOptions,
  pageSize: number,
): string {
  const kept = rawQuery.split('&').filter((part) => {
    if (!part) return false;
    const eq = part.indexOf('=');
    const key = safeDecode(eq < 0 ? part : part.slice(0, eq));
    return key !== '$skip' && key !== '$top';
  });
  kept.push(`$skip=${(options.skip ?? 0) + pageSize}`);
  if (options.top !== undefined) kept.push(`$top=${options.top - pageSize}`);
  return `${serviceRoot(publicOrigin)}/${setName}?${kept.join('&')}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/**
 * The page size: PAGE_SIZE, or less when the client prefers smaller pages
 * (`Prefer: odata.maxpagesize=N`, OData Part 1 §8.2.8.3). Returns the size and whether the
 * preference was applied (answered with Preference-Applied).
 */
export function pageSizeOf(request: FastifyRequest): { size: number; applied: boolean } {
  const prefer = request.headers.prefer;
  const text = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  const m = /(?:^|[,;\s])odata\.maxpagesize\s*=\s*"?(\d{1,9})"?/i.exec(text);
  if (!m) return { size: PAGE_SIZE, applied: false };
  const wanted = Number(m[1]);
  return wanted >= 1 && wanted <= PAGE_SIZE ? { size: wanted, applied: true } : { size: PAGE_SIZE, applied: false };
}
