import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderHealth } from '../../lib/render-health';
import { type AnonymousPageCache, type CachedPage, PAGE_REFRESH_AHEAD_MS } from './anonymous-page-cache';
import { captureResponse } from './capture-response';
import { htmlText, inlineScriptHashes } from './inline-script-hashes';
import { pageCacheTarget } from './page-cache-key';
import { PAGE_REFRESH_CACHE_STATUS, type PageRefresher } from './page-refresh';
import { CSP_HEADER, type ContentSecurityPolicy } from './security-headers';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Puts the anonymous page cache in front of a page renderer (Next's request handler). A cached
 * page is answered at once (X-Cache: HIT); a request for a page being rendered waits for that
 * render (single-flight) unless an invalidation made it stale; otherwise the renderer streams to
 * the client as always and the finished response is kept when it is a 200 without Set-Cookie
 * whose render did not fall back for failed API data (X-Cache: MISS). Requests the cache must not answer go straight through (X-Cache: BYPASS).
 * Headers already on the response (the security headers main.ts sets first) are never replaced,
 * but for the policy: the rendered response named its own script nonce, which a stored page must
 * not repeat to other visitors, so a page is stored with a policy that names the hashes of its
 * inline scripts instead (computed once, when it is stored) and answered with that policy.
 * With a refresher, a stored page that a bid outdated is rendered again shortly before its grace
 * ends, by a request of this process's own (./page-refresh.ts), while visitors keep getting it.
 */
export function withAnonymousPageCache(
  cache: AnonymousPageCache,
  render: PageHandler,
  policy: ContentSecurityPolicy,
  refresher?: PageRefresher,
): PageHandler {
  return async (req, res) => {
    const target = pageCacheTarget(req);
    if (!target) {
      res.setHeader('X-Cache', 'BYPASS');
      return render(req, res);
    }
    const refresh = refresher?.isRefresh(req) ?? false;
    const hit = refresh ? undefined : cache.get(target.key);
    if (hit) {
      if (refresher && cache.refreshDue(target.key, PAGE_REFRESH_AHEAD_MS) && !cache.flight(target.key))
        refresher.request(req, target.key);
      return send(res, hit);
    }

    const flight = cache.flight(target.key);
    if (flight && refresh) {
      // A visitor's request is already rendering it.
      res.setHeader('X-Cache', PAGE_REFRESH_CACHE_STATUS);
      res.statusCode = 204;
      res.end();
      return;
    }
    if (flight) {
      const page = await within(WAIT_FOR_FLIGHT_MS, flight.result);
      if (page && cache.answerable(flight)) return send(res, page);
    }
    res.setHeader('X-Cache', refresh ? PAGE_REFRESH_CACHE_STATUS : 'MISS');
    // Set by the render when it fell back for failed API data (lib/render-health.ts; server/main.ts
    // runs every page request in trackRenderHealth): such a page is not stored.
    const health = renderHealth();
    let failed!: () => void;
    const shareable = Promise.race([
      captureResponse(res).then((page) =>
        page && page.status === 200 && page.headers['set-cookie'] === undefined && !health?.degraded
          ? withHashPolicy(page, policy)
          : null,
      ),
      new Promise<null>((resolve) => (failed = () => resolve(null))),
    ]);
    // A request that had waited for a stale, failed or slow render renders itself, uncoordinated.
    if (!flight) cache.startFlight(target.key, target.tags, shareable);
    try {
      await render(req, res);
    } catch (err) {
      failed();
      throw err;
    }
  };
}

/** How long a request waits for another request's render of the same page before rendering itself. */
const WAIT_FOR_FLIGHT_MS = 10_000;

function within<T>(ms: number, promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The largest policy a stored page may carry. A hash source is 53 bytes; proxies refuse answers
 * whose headers outgrow their buffer (nginx: proxy_buffer_size, 4 KB by default, 16 KB in
 * scripts/cluster.sh). A page with more inline scripts than this is rendered per request instead.
 */
const MAX_POLICY_BYTES = 8 * 1024;

/**
 * The page with a policy allowing exactly its inline scripts; null when it is not to be stored.
 * A picture (a tender's share preview) runs no script: it is stored with the policy it was sent with.
 */
function withHashPolicy(page: CachedPage, policy: ContentSecurityPolicy): CachedPage | null {
  if (/^image\//i.test(String(page.headers['content-type'] ?? ''))) return page;
  const html = htmlText(page.headers, page.body);
  if (html === null) return null;
  const hashPolicy = policy(inlineScriptHashes(html));
  if (hashPolicy.length > MAX_POLICY_BYTES) return null;
  return { ...page, headers: { ...page.headers, [CSP_HEADER.toLowerCase()]: hashPolicy } };
}

function send(res: ServerResponse, page: CachedPage): void {
  res.statusCode = page.status;
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
  }
  const storedPolicy = page.headers[CSP_HEADER.toLowerCase()];
  if (storedPolicy !== undefined) res.setHeader(CSP_HEADER, storedPolicy);
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('Content-Length', page.body.length);
  res.end(page.body);
}
