import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { renderHealth } from '../../lib/render-health';
import { isGuardedPath } from '../../lib/session/route-guard';
import { isSharedCachePage } from './page-cache-key';

/**
 * What answers tell browsers and shared caches (a CDN in front of the balancer), decided here and
 * nowhere else (docs/architecture.md §1 "Page cache and shared caches", docs/guides/production.md, "Production layout").
 *
 * A public page (one the page cache serves, or a public content page: isSharedCachePage) may sit in
 * a shared cache for 10 s and be served stale
 * for 30 s more while the cache fetches it again: prices move with every bid, but an open page
 * gets each bid from the hub, and a bid is checked by the server whatever the page showed. So a
 * closing-minute crowd costs the origin about one render per page and variant every 10 s.
 * Browsers keep nothing (max-age=0): a reload asks again.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
/** Answers about one person: no cache anywhere keeps them. */
export const PERSONAL = 'private, no-store';
/**
 * A public page that fell back for API data it did not get (lib/render-health.ts): shown to the one
 * visitor who asked, kept by no cache, so the next request renders it afresh.
 */
export const NOT_KEPT = 'no-store';
/** Content-addressed bytes (hashed file names, stored file keys): kept for a year by anyone. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The server render of a public page varies by the consent cookie (the banner) and, on home, by
 * the closed-popups cookie (server/http/page-cache-key.ts keys the same). A shared cache must
 * never hand one variant to a visitor of another, so it keys public pages by the Cookie header.
 */
const PUBLIC_PAGE_VARY = 'Cookie';

/**
 * Sets the page's Cache-Control just before its head goes out, whatever the renderer (Next, or
 * the page cache replaying a stored page) put there: public pages answered 200 as HTML without a
 * Set-Cookie get PUBLIC_PAGE and `Vary: Cookie`; any answer carrying a Set-Cookie, and every
 * profile page, gets PERSONAL; a public page that fell back for failed API data (its data is
 * awaited before the head goes out) gets NOT_KEPT. Other pages (and the share pictures, which name their own) keep
 * what their renderer sent; Next already sends IMMUTABLE for /_next/static.
 */
export function holdPageCacheControl(req: IncomingMessage, res: ServerResponse): void {
  const pathname = (req.url ?? '/').split('?')[0];
  const kind = isSharedCachePage(req) ? 'public' : isGuardedPath(pathname) ? 'personal' : null;
  if (!kind) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given here would override the ones decided below: they are set first.
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last as OutgoingHttpHeaders)) {
        if (value !== undefined) this.setHeader(name, value);
      }
      rest.pop();
    }
    if (kind === 'personal' || this.hasHeader('set-cookie')) this.setHeader('Cache-Control', PERSONAL);
    else if (renderHealth()?.degraded) this.setHeader('Cache-Control', NOT_KEPT);
    else if (statusCode === 200 && /^text\/html/i.test(String(this.getHeader('content-type') ?? ''))) {
      this.setHeader('Cache-Control', PUBLIC_PAGE);
      this.setHeader('Vary', withVary(this.getHeader('vary'), PUBLIC_PAGE_VARY));
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, [statusCode, ...rest]);
  } as ServerResponse['writeHead'];
}

function withVary(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

/**
 * API and authorization answers to a request carrying credentials (a Bearer token, or cookies:
 * the staff session, the refresh token) are PERSONAL unless the route said otherwise (a stored
 * file, open data: public by design).
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && (request.headers.authorization || request.headers.cookie)) {
      reply.header('Cache-Control', PERSONAL);
    }
    return payload;
  });
}
