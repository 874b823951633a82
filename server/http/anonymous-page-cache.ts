import type { OutgoingHttpHeaders } from 'node:http';
import { TaggedCache, type TaggedCacheOptions } from '../../lib/cache/tagged-cache';

/** A complete response as Next sent it. */
export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * How far behind a tender's bids a stored page may be answered (docs/decisions/cached-pages-lag-bids-by-a-second.md).
 * A bid after a calm second drops its pages at once; under a stream of bids (a closing minute) a
 * page is rendered again about once a second instead of once per bid. The page's live part then
 * catches up from the last bid it was rendered with (AddToGroup's siraNo), and status changes
 * still drop every page at once.
 */
export const PAGE_BEHIND_BIDS_MS = 1000;

/**
 * How long before that grace ends a stored page is rendered again in the background
 * (server/http/page-refresh.ts): longer than a render takes in a busy closing minute, so visitors
 * rarely wait for one, and short enough that a page is rendered about once a second.
 */
export const PAGE_REFRESH_AHEAD_MS = 400;

/**
 * The store of anonymous page renders (docs/architecture.md §1 "Page cache"): the shared tagged
 * store (lib/cache/tagged-cache.ts: LRU, TTL, tags, single-flight) keyed by pageCacheTarget.
 */
export class AnonymousPageCache extends TaggedCache<CachedPage> {
  constructor(opts: TaggedCacheOptions = {}) {
    super({ bidGraceMs: PAGE_BEHIND_BIDS_MS, ...opts });
  }
}
