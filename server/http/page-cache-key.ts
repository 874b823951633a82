import type { IncomingMessage } from 'node:http';
import { isConsentGiven } from '../../lib/session/cookie-values';
import { ARCHIVE_PATH } from '../../lib/rules/tender-archive';
import { COOKIE } from '../../lib/session/cookie-names';
import { parseCookies } from './cookies';
import { LISTS_TAG, tenderTag } from '../../lib/cache/cache-tags';

/** A cacheable request: its key, and the tags invalidation drops it by. */
export interface PageCacheTarget {
  key: string;
  tags: string[];
}

/** Nothing drops an announcement's entries yet (announcements change only with the seed): the TTL does. */
const announcementTag = (id: number) => `announcement:${id}`;

/**
 * A full-page GET that gets the same HTML whoever asks: no Authorization header, not one of Next's
 * client-side navigation requests (RSC payloads, prefetches, server actions).
 */
function isSessionFreePageRequest(req: IncomingMessage, search: string): boolean {
  if (req.method !== 'GET' || /[?&]_rsc=/.test(search) || req.headers.authorization) return false;
  for (const name of Object.keys(req.headers)) {
    if (NEXT_CLIENT_HEADERS.includes(name) || name.startsWith('next-router-')) return false;
  }
  return true;
}

/**
 * The public content pages beside the cached ones (announcements, help, about, terms, contact, open
 * data, a tender's bid record): session-free renders too (their only request state is the consent
 * cookie of the shell), changed only by the institution's editors. Shared caches may keep them
 * like the cached pages (server/http/cache-control.ts); this process renders them each time.
 */
const CONTENT_PAGE =
  /^\/(duyurular(\/\d{1,10})?|yardim(\/[a-z-]+)?|portal-hakkinda\/[a-z-]+|sartlar|iletisim|acik-veri|ihaleler\/\d{1,10}\/kayit)$/;

/** Whether shared caches may keep this page request's answer (if it is a 200 HTML page without Set-Cookie). */
export function isSharedCachePage(req: IncomingMessage): boolean {
  if (pageCacheTarget(req)) return true;
  const { pathname, search } = splitUrl(req);
  return CONTENT_PAGE.test(pathname) && isSessionFreePageRequest(req, search);
}

function splitUrl(req: IncomingMessage): { pathname: string; search: string } {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}

/** The cookies a cached page's render varies on (see pageCacheTarget's key); no other cookie is. */
const KEY_COOKIES = [COOKIE.cookieConsent, COOKIE.closedPopups];

/**
 * The request's cookies that a cached page's key varies on, as a Cookie header (undefined: none):
 * what a render of the same page for the cache needs, without the visitor's session
 * (server/http/page-refresh.ts).
 */
export function keyCookieHeader(req: IncomingMessage): string | undefined {
  const jar = parseCookies(req.headers.cookie);
  const kept = KEY_COOKIES.flatMap((name) => {
    const value = jar.get(name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Each request's answer, so the second question about it costs nothing. */
const decided = new WeakMap<IncomingMessage, PageCacheTarget | null>();

/** Headers of Next's client-side navigation (RSC payloads, prefetches, server actions): never cached. */
const NEXT_CLIENT_HEADERS = ['rsc', 'next-action', 'next-url'];

/**
 * Whether a full-page GET may be answered from the cache, and under which key. Only the public
 * pages whose HTML is the same for every visitor, signed in or not (their server render reads no
 * session: everything personal is a client island, docs/architecture.md §1 "Page cache"): home, the
 * tender list and the archive of finished tenders (the query string is part of the key), a tender's
 * detail, and the share preview pictures of tenders and announcements
 * (app/(public)/ihaleler/[id]/opengraph-image.tsx: drawn per request otherwise). A session cookie
 * does not split or bypass the cache; an Authorization header and every RSC/prefetch/action
 * request bypass (null).
 * The key carries what the server render varies on: the cookie-consent cookie (banner rendered
 * or not, components/layout/site-shell.tsx), on the home page the closed-popups cookie
 * (app/(public)/page.tsx), and the Accept-Encoding header as sent (Next compresses by it).
 */
export function pageCacheTarget(req: IncomingMessage): PageCacheTarget | null {
  // Asked twice per page request (its Cache-Control, server/http/cache-control.ts, and the cache
  // itself): decided once.
  if (decided.has(req)) return decided.get(req) ?? null;
  const target = decideTarget(req);
  decided.set(req, target);
  return target;
}

function decideTarget(req: IncomingMessage): PageCacheTarget | null {
  if (req.method !== 'GET') return null;
  const { pathname, search } = splitUrl(req);

  let tags: string[];
  // The archive changes when a tender is decided or cancelled: status events drop every page.
  if (pathname === '/' || pathname === '/ihaleler' || pathname === ARCHIVE_PATH) tags = [LISTS_TAG];
  else {
    // A tender's page and its share preview picture (Next names its route opengraph-image-<hash>):
    // both show its price and status.
    const tender = /^\/ihaleler\/(\d{1,10})(?:\/opengraph-image-\w+)?$/.exec(pathname);
    const announcementPreview = /^\/duyurular\/(\d{1,10})\/opengraph-image-\w+$/.exec(pathname);
    if (tender) tags = [tenderTag(Number(tender[1]))];
    else if (announcementPreview) tags = [announcementTag(Number(announcementPreview[1]))];
    else return null;
  }
  if (!isSessionFreePageRequest(req, search)) return null;
  const h = req.headers;
  const jar = parseCookies(h.cookie);

  const consent = isConsentGiven(jar.get(COOKIE.cookieConsent)) ? '1' : '0';
  const popups = pathname === '/' ? (jar.get(COOKIE.closedPopups) ?? '') : '';
  const encoding = String(h['accept-encoding'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');
  return { key: `${pathname}${search}|c=${consent}|p=${popups}|e=${encoding}`, tags };
}
