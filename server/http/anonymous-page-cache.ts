import type { OutgoingHttpHeaders } from 'node:http';
import { LISTS_TAG, tenderTag } from './page-cache-key';

/** A complete response as Next sent it. */
export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry {
  page: CachedPage;
  tags: readonly string[];
  expiresAt: number;
}

/** A render in progress for a key: later requests for the key wait for it instead of rendering again. */
export interface Flight {
  readonly tags: readonly string[];
  /** Set when an invalidation hit the key while rendering: the result must not be stored. */
  stale: boolean;
  readonly result: Promise<CachedPage | null>;
}

export interface AnonymousPageCacheOptions {
  /** Most pages kept (least recently used go first). */
  maxEntries?: number;
  /** Safety net for changes nobody announces (operator edits, content): pages older than this re-render. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The store of anonymous page renders: bounded LRU with a TTL, tags for invalidation, and the
 * registry of renders in flight (single-flight). Invalidation drops matching pages AND detaches
 * matching flights, so no request that arrives after an invalidation is answered with a render
 * that began before it.
 */
export class AnonymousPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(opts: AnonymousPageCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Renders in flight now. */
  get rendering(): number {
    return this.flights.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage, tags: readonly string[]): void {
    this.entries.delete(key);
    this.entries.set(key, { page, tags, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The render in flight for a key, if any. */
  flight(key: string): Flight | undefined {
    return this.flights.get(key);
  }

  /**
   * Registers a render for a key; when it settles, its page is stored (unless it went stale or is
   * null = not shareable) and the flight is removed.
   */
  startFlight(key: string, tags: readonly string[], render: Promise<CachedPage | null>): Flight {
    const flight: Flight = { tags, stale: false, result: render };
    this.flights.set(key, flight);
    const settle = (page: CachedPage | null) => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      if (page && !flight.stale) this.set(key, page, tags);
    };
    render.then(settle, () => settle(null));
    return flight;
  }

  /** An accepted bid: that tender's detail page and every list (and home) change. */
  invalidateTender(ihaleId: number): void {
    this.drop((tags) => tags.includes(LISTS_TAG) || tags.includes(tenderTag(ihaleId)));
  }

  /** A tender started, ended or was decided: statuses and lists change everywhere. */
  invalidateAll(): void {
    this.drop(() => true);
  }

  private drop(matches: (tags: readonly string[]) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.tags)) this.entries.delete(key);
    for (const [key, flight] of this.flights) {
      if (!matches(flight.tags)) continue;
      flight.stale = true;
      this.flights.delete(key);
    }
  }
}
