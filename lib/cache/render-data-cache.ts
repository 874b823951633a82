import { TaggedCache, type TaggedCacheOptions } from './tagged-cache';

/**
 * The render-data cache (docs/architecture.md §1 "Render-data cache", issue #18): the public API
 * answers a server render of a public page asks for (a tender's detail, the lists, the home page's
 * content), kept as the answer's text under tags and dropped by the same domain events that drop
 * the page cache (the same store, ./tagged-cache.ts). It makes a render that misses the page cache
 * (a bid just dropped it, an RSC navigation, a page with another cookie variant) cost the render
 * only, not a dozen queries on the database.
 *
 * Only answers to anonymous GETs are kept (the render sends no token), only 200s, and only where
 * this process hears every bid and status change: server/main.ts installs it beside the page cache.
 * Without it (development, tests, a web-only instance) every render asks the API as before.
 *
 * The instance is reached through `globalThis` because two module graphs share this process: the
 * server (loaded by tsx) installs it and subscribes it to the events, while lib/api/http.ts runs
 * inside Next's server bundle, which has its own copy of this module. Both read the same key.
 */

export interface CachedAnswer {
  status: number;
  body: string;
}

export class RenderDataCache extends TaggedCache<CachedAnswer> {
  constructor(opts: TaggedCacheOptions = {}) {
    super({ maxEntries: 1000, ...opts });
  }

  /**
   * The answer for `key`: a kept one, the one a concurrent render is already fetching, or `fetchAnswer`'s.
   * Only a 200 is kept, and not if an invalidation of one of its tags came while it was fetched.
   */
  async load(key: string, tags: readonly string[], fetchAnswer: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const kept = this.get(key);
    if (kept) return kept;
    const inFlight = this.flight(key);
    if (inFlight) return (await inFlight.result) ?? fetchAnswer();
    const answer = fetchAnswer();
    this.startFlight(
      key,
      tags,
      answer.then((a) => (a.status === 200 ? a : null)),
    );
    return answer;
  }
}

const INSTALLED = Symbol.for('esatis.renderDataCache');
type WithCache = typeof globalThis & { [INSTALLED]?: RenderDataCache };

/** server/main.ts: makes `cache` the one server renders use. */
export function installRenderDataCache(cache: RenderDataCache | undefined): void {
  (globalThis as WithCache)[INSTALLED] = cache;
}

/** The installed cache, if this process has one (lib/api/http.ts, on the server only). */
export function installedRenderDataCache(): RenderDataCache | undefined {
  return (globalThis as WithCache)[INSTALLED];
}
