import type { OutgoingHttpHeaders } from 'node:http';
import { TaggedCache } from '../../lib/cache/tagged-cache';

/** A complete response as Next sent it. */
export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * The store of anonymous page renders (docs/architecture.md §1 "Page cache"): the shared tagged
 * store (lib/cache/tagged-cache.ts: LRU, TTL, tags, single-flight) keyed by pageCacheTarget.
 */
export class AnonymousPageCache extends TaggedCache<CachedPage> {}
