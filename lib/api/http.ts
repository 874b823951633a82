import { getAccessToken } from '../session/access-token';
import { handleUnauthorized } from '../session/on-unauthorized';
import type { ApiErrorBody } from '../contract/wire-types';
import { installedRenderDataCache } from '../cache/render-data-cache';
import { browserApiBaseUrl } from './browser-api-base';

/**
 * The one fetch wrapper of the web app (browser and server components). It sends Accept JSON and
 * the bearer token when one exists, unwraps `{ data }`, treats 204 as success, and turns every
 * failure into an ApiRequestError with the defaults of docs/spec.md §8.
 */
export class ApiRequestError extends Error {
  readonly success = false;
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly errors: string[] = [],
    readonly mesajList: string[] = [],
  ) {
    super(message);
  }

  /** The toast text of docs/spec.md §8: the named list joined by ', ', else the message. */
  toastText(source: 'errors' | 'mesajList' = 'mesajList'): string {
    const list = source === 'errors' ? this.errors : this.mesajList;
    return list.length ? list.join(', ') : this.message;
  }
}

async function apiBaseUrl(): Promise<string> {
  if (typeof window !== 'undefined') return browserApiBaseUrl();
  // Imported lazily so the browser bundle never carries the server's config schema (zod).
  const { getServerConfig } = await import('../config');
  return getServerConfig().internalApiUrl;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Form-encoded body (token endpoint). */
  form?: Record<string, string>;
  /** Absolute base (e.g. the authorization service) instead of the portal API. */
  baseUrl?: string;
  token?: string | null;
  /** The auth calls send cookies along ('include'): the refresh token is an HttpOnly cookie. */
  credentials?: RequestCredentials;
  /** Let the request finish when the page is left (revocation on logout). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** Server components: seconds to reuse the response (Next data cache); default no caching. */
  revalidate?: number;
  tags?: string[];
  /**
   * Server renders of public pages: keep the answer in the render-data cache under these tags
   * (lib/cache/cache-tags.ts) until a domain event drops them (lib/cache/render-data-cache.ts).
   * Only anonymous JSON GETs; elsewhere (the browser, no cache installed) it is an ordinary request.
   */
  renderTags?: readonly string[];
  /**
   * What a 401 means: by default the bidder's session is over (refresh once, then sign out); the
   * back-office passes its own (lib/api/backoffice/staff-http.ts).
   */
  onUnauthorized?: () => void;
  /**
   * 'file': a file answer (CSV export), the body as a Blob with the name Content-Disposition gives.
   * 'text': a text answer (the bid record's key, checkpoint and lines, docs/architecture.md §11),
   * the body exactly as sent; failures still come as the JSON error shape.
   */
  as?: 'file' | 'text';
}

/** What a request with `as: 'file'` answers. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = `${opts.baseUrl ?? (await apiBaseUrl())}${path.startsWith('/') ? path : `/${path}`}`;
  const headers: Record<string, string> = {
    Accept: opts.as === 'text' ? 'text/plain, application/x-ndjson, application/json' : 'application/json',
  };
  const token = opts.token === undefined ? getAccessToken() : opts.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } = {
    method: opts.method ?? 'GET',
    headers,
    body,
    signal: opts.signal,
  };
  if (opts.credentials) init.credentials = opts.credentials;
  if (opts.keepalive) init.keepalive = true;
  if (typeof window === 'undefined') {
    if (opts.revalidate !== undefined) init.next = { revalidate: opts.revalidate, tags: opts.tags };
    else init.cache = 'no-store';
  }

  const renderCache =
    typeof window === 'undefined' && opts.renderTags && !token && init.method === 'GET' && !opts.as
      ? installedRenderDataCache()
      : undefined;
  if (renderCache) {
    // Shared by every render asking at once, so no one render's abort signal may end it.
    const answer = await renderCache.load(url, opts.renderTags!, async () => {
      const res = await send(url, { ...init, signal: undefined });
      return { status: res.status, body: await res.text() };
    });
    return fromPayload<T>(answer.status, answer.status >= 200 && answer.status < 300, parseJson(answer.body), opts);
  }

  let res = await send(url, init);
  const current = res.status === 401 && opts.token === undefined ? getAccessToken() : null;
  if (current && current !== token) {
    // The session moved on while this request was out (a silent refresh stored a new token, or the
    // request left before the page had one): the 401 answers a token that is no longer the
    // session's. Ask once more with the current one instead of ending the session, which would
    // throw the fresh token away and spend the refresh token a second time.
    res = await send(url, { ...init, headers: { ...headers, Authorization: `Bearer ${current}` } });
  }
  if (res.status === 204) return undefined as T;
  if (opts.as === 'file' && res.ok) {
    const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await res.blob(), filename } satisfies DownloadedFile as T;
  }
  if (opts.as === 'text' && res.ok) return (await res.text()) as T;
  return fromPayload<T>(res.status, res.ok, await res.json().catch(() => null), opts);
}

/** fetch, with a network failure as the ApiRequestError every caller expects. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'NetworkError', 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol ediniz.');
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** A JSON answer's value: `{ data }` unwrapped, nothing for 204, an ApiRequestError for a failure. */
function fromPayload<T>(status: number, ok: boolean, payload: unknown, opts: RequestOptions): T {
  if (status === 204) return undefined as T;
  if (!ok) throw toError(status, payload, opts.onUnauthorized ?? handleUnauthorized);
  if (payload && typeof payload === 'object' && 'data' in payload) return (payload as { data: T }).data;
  return payload as T;
}

function toError(status: number, payload: unknown, onUnauthorized: () => void): ApiRequestError {
  const raw = (payload && typeof payload === 'object' ? payload : {}) as Partial<ApiErrorBody> & {
    error?: { code?: string; message?: string };
  };
  // The OData service answers in OData's error shape (docs/architecture.md §10).
  const body: Partial<ApiErrorBody> =
    raw.error && typeof raw.error === 'object' ? { key: raw.error.code, message: raw.error.message } : raw;
  const lists = [body.errors ?? [], body.mesajList ?? []] as const;
  if (status === 401) {
    onUnauthorized();
    return new ApiRequestError(401, body.key ?? 'Unauthorized', body.message ?? 'Unauthorized', ...lists);
  }
  if (status === 403) {
    return new ApiRequestError(
      403,
      body.key ?? 'UnauthorizedException',
      body.message ?? 'ExceptionWithStatusCode: 403',
      ...lists,
    );
  }
  return new ApiRequestError(status, body.key ?? 'SomethingWentWrong', body.message ?? 'SomethingWentWrong', ...lists);
}
