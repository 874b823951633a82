import { LISTS_TAG, tenderTag } from './cache-tags';

interface Entry<T> {
  value: T;
  tags: readonly string[];
  expiresAt: number;
}

/** A fill in progress for a key: later requests for the key wait for it instead of doing it again. */
export interface Flight<T> {
  readonly tags: readonly string[];
  /** Set when an invalidation hit the key while filling: the result must not be stored. */
  stale: boolean;
  readonly result: Promise<T | null>;
}

export interface TaggedCacheOptions {
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Safety net for changes nobody announces (operator edits, time-based publication): older entries go. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The one store behind the server's two caches of public renders (docs/architecture.md §1): the
 * page cache (server/http/anonymous-page-cache.ts) and the render-data cache (./render-data-cache.ts).
 * A bounded LRU with a TTL, tags for invalidation by the domain events, and the registry of fills
 * in flight (single-flight). Invalidation drops matching entries AND detaches matching flights,
 * so nothing that arrives after an invalidation is answered with a fill that began before it.
 */
export class TaggedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(opts: TaggedCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Fills in flight now. */
  get rendering(): number {
    return this.flights.size;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, tags: readonly string[]): void {
    this.entries.delete(key);
    this.entries.set(key, { value, tags, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The fill in flight for a key, if any. */
  flight(key: string): Flight<T> | undefined {
    return this.flights.get(key);
  }

  /**
   * Registers a fill for a key; when it settles, its value is stored (unless it went stale or is
   * null = not shareable) and the flight is removed.
   */
  startFlight(key: string, tags: readonly string[], fill: Promise<T | null>): Flight<T> {
    const flight: Flight<T> = { tags, stale: false, result: fill };
    this.flights.set(key, flight);
    const settle = (value: T | null) => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      if (value !== null && !flight.stale) this.set(key, value, tags);
    };
    fill.then(settle, () => settle(null));
    return flight;
  }

  /** An accepted bid: that tender's entries and every list (and home) change. */
  invalidateTender(ihaleId: number): void {
    this.drop((tags) => tags.includes(LISTS_TAG) || tags.includes(tenderTag(ihaleId)));
  }

  /** A tender started, ended or was decided, or the institution changed content: everything goes. */
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
