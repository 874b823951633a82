import { LISTS_TAG, tenderTag } from './cache-tags';

/**
 * The render-data cache (docs/architecture.md §8, issue #18): the public API answers a server render
 * of a public page asks for (a tender's detail, the lists, the home page's content), kept as the
 * answer's text under tags and dropped by the same domain events that drop the page cache. It makes
 * a render that misses the page cache (a bid just dropped it, an RSC navigation, a page with
 * another cookie variant) cost the render only, not a dozen queries on the database.
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

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  expiresAt: number;
}

interface Flight {
  tags: readonly string[];
  stale: boolean;
  result: Promise<CachedAnswer>;
}

export interface RenderDataCacheOptions {
  /** Most answers kept (least recently used go first). */
  maxEntries?: number;
  /** Safety net for changes nobody announces (operator commands, time-based publication). */
  ttlMs?: number;
  now?: () => number;
}

export class RenderDataCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(opts: RenderDataCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 1000;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer for `key`: a kept one, the one a concurrent render is already fetching, or `fetchAnswer`'s.
   * Only a 200 is kept, and not if an invalidation of one of its tags came while it was fetched.
   */
  load(key: string, tags: readonly string[], fetchAnswer: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Re-inserted so the Map's order stays least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return Promise.resolve(entry.answer);
    }
    if (entry) this.entries.delete(key);
    const inFlight = this.flights.get(key);
    if (inFlight) return inFlight.result;

    const flight: Flight = { tags, stale: false, result: fetchAnswer() };
    this.flights.set(key, flight);
    const settle = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.result.then((answer) => {
      settle();
      if (answer.status === 200 && !flight.stale) this.keep(key, { answer, tags, expiresAt: this.now() + this.ttlMs });
    }, settle);
    return flight.result;
  }

  /** Drops one tender's answers and every list (an accepted bid). */
  invalidateTender(ihaleId: number): void {
    this.invalidate([tenderTag(ihaleId), LISTS_TAG]);
  }

  /** Drops everything (a status or content change). */
  invalidateAll(): void {
    this.entries.clear();
    for (const flight of this.flights.values()) flight.stale = true;
    this.flights.clear();
  }

  private invalidate(tags: readonly string[]): void {
    const hit = (own: readonly string[]) => own.some((t) => tags.includes(t));
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.entries.delete(key);
    // A fetch that began before the change may answer with the old data: it is neither kept nor shared.
    for (const [key, flight] of this.flights) {
      if (!hit(flight.tags)) continue;
      flight.stale = true;
      this.flights.delete(key);
    }
  }

  private keep(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
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
