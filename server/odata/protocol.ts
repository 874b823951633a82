import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { PAGE_SIZE } from './limits';
import type { QueryOptions } from './query-options';

/**
 * The OData protocol around an answer (docs/architecture.md §11): version headers, content
 * negotiation, the absolute @odata.context and @odata.nextLink. Absolute URLs are built from the
 * configured public origin, never from the request's Host header (host-header injection).
 */

/** The service root's path under the public origin. */
export const SERVICE_PATH = '/api/external-odata';

export const ODATA_JSON = 'application/json;odata.metadata=minimal;charset=utf-8';
/** The JSON type of an answer written with IEEE754Compatible=true (JSON Format §3.2). */
export const ODATA_JSON_IEEE754 = 'application/json;odata.metadata=minimal;IEEE754Compatible=true;charset=utf-8';

/**
 * Whether the client asked for Int64 and Decimal values (and @odata.count) as strings: the
 * `IEEE754Compatible=true` parameter of `$format` (read into the options), of a JSON range in Accept,
 * or of the request's Content-Type (JSON Format §3.2).
 */
export function ieee754Compatible(request: FastifyRequest, options: QueryOptions): boolean {
  if (options.ieee754Compatible) return true;
  const accept = request.headers.accept ?? '';
  const ranges = [...accept.split(','), request.headers['content-type'] ?? ''];
  return ranges.some((range) => {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const json = type === 'application/json' || type === 'application/*' || type === '*/*';
    return json && params.some((p) => p.replace(/\s+/g, '') === 'ieee754compatible=true');
  });
}

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

const headerName = (lower: string) => (lower === 'odata-maxversion' ? 'OData-MaxVersion' : 'OData-Version');

/** Media ranges of an Accept header, best first (stable for equal q); q=0 ranges left out. */
export function acceptedTypes(accept: string | undefined): string[] {
  if (!accept?.trim()) return ['*/*'];
  return accept
    .split(',')
    .map((range, i) => {
      const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { type, weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((r) => r.type && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((r) => r.type);
}

/** 406 unless the client accepts JSON, the one format of entity sets and the service document. */
export function assertAcceptsJson(request: FastifyRequest) {
  const ok = acceptedTypes(request.headers.accept).some(
    (t) => t === '*/*' || t === 'application/*' || t === 'application/json',
  );
  if (!ok) throw new ApiError(406, 'NotAcceptable', 'Bu hizmet yalnızca JSON (application/json) yanıt verir.');
}

/** `…/$metadata#Set` or, with $select, `…/$metadata#Set(A,B)` (OData Part 1 §10). */
export function contextUrl(publicOrigin: string, setName: string, options: QueryOptions): string {
  const select = options.select ? `(${options.select.join(',')})` : '';
  return `${metadataUrl(publicOrigin)}#${setName}${select}`;
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
