import { LISTS_TAG, tenderTag } from './cache-tags';

interface Entry<T> {
  value: T;
  tags: readonly string[];
  expiresAt: number;
  /** A bid it does not show came within the grace: it goes at expiresAt, and may be rendered again before. */
  outdated: boolean;
}

/** A fill in progress for a key: later requests for the key wait for it instead of doing it again. */
export interface Flight<T> {
  readonly tags: readonly string[];
  /**
   * Until when (the cache's clock) its result may be answered and stored: lowered by an
   * invalidation that hit the key while filling (to at once, or to the end of a bid's grace).
   */
  answerableUntil: number;
  readonly result: Promise<T | null>;
}

export interface TaggedCacheOptions {
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Safety net for changes nobody announces (operator edits, time-based publication): older entries go. */
  ttlMs?: number;
  /**
   * How far behind a tender's bids an answer may be (ms; 0, the default: never). A bid after a
   * calm grace (no bid on the tag within it) drops what it outdates at once; a bid in a stream
   * leaves each entry or fill it outdates answerable until the grace after the first bid it does
   * not show. So under a stream a page is rendered again about once per grace instead of once per
   * bid, and no answer misses a bid accepted more than the grace before it. Status changes always
   * drop at once.
   */
  bidGraceMs?: number;
  now?: () => number;
}

/**
 * The one store behind the server's two caches of public renders (docs/architecture.md §1): the
 * page cache (server/http/anonymous-page-cache.ts) and the render-data cache (./render-data-cache.ts).
 * A bounded LRU with a TTL, tags for invalidation by the domain events, and the registry of fills
 * in flight (single-flight). Invalidation drops matching entries AND detaches matching flights,
 * so nothing that arrives after an invalidation is answered with a fill that began before it;
 * with a bid grace (the page cache's), nothing arriving more than the grace after a bid is.
 */
export class TaggedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  /** When each tag's last bid came, for the tags with a bid within the grace (bidGraceMs > 0 only). */
  private readonly lastBidAt = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly bidGraceMs: number;
  private readonly now: () => number;

  constructor(opts: TaggedCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.ttlMs = opts.ttlMs ?? 60_000;
    this.bidGraceMs = opts.bidGraceMs ?? 0;
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

  /** Stores `value` for the TTL, or until `notAfter` when that is sooner (a fill a bid overtook in its grace). */
  set(key: string, value: T, tags: readonly string[], notAfter = Number.POSITIVE_INFINITY): void {
    this.entries.delete(key);
    const expiresAt = this.now() + this.ttlMs;
    this.entries.set(key, { value, tags, expiresAt: Math.min(expiresAt, notAfter), outdated: notAfter < expiresAt });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /**
   * Whether the entry for `key` is one a bid outdated and goes within `aheadMs`: rendering it again
   * now lets visitors keep getting a stored page (the page cache's refresh, server/http/page-refresh.ts).
   */
  refreshDue(key: string, aheadMs: number): boolean {
    const entry = this.entries.get(key);
    return entry?.outdated === true && entry.expiresAt - this.now() <= aheadMs;
  }

  /** The fill in flight for a key that may still be answered, if any. */
  flight(key: string): Flight<T> | undefined {
    const flight = this.flights.get(key);
    if (flight && !this.answerable(flight)) {
      this.flights.delete(key);
      return undefined;
    }
    return flight;
  }

  /** Whether a fill's result may be answered now: no invalidation since it began has come due. */
  answerable(flight: Flight<T>): boolean {
    return this.now() < flight.answerableUntil;
  }

  /**
   * Registers a fill for a key; when it settles, its value is stored (unless it is no longer
   * answerable or is null = not shareable) and the flight is removed.
   */
  startFlight(key: string, tags: readonly string[], fill: Promise<T | null>): Flight<T> {
    const flight: Flight<T> = { tags, answerableUntil: Number.POSITIVE_INFINITY, result: fill };
    this.flights.set(key, flight);
    const settle = (value: T | null) => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
      if (value !== null && this.answerable(flight)) this.set(key, value, tags, flight.answerableUntil);
    };
    fill.then(settle, () => settle(null));
    return flight;
  }

  /** An accepted bid: that tender's entries and every list (and home) change, at once or within the grace. */
  invalidateTender(ihaleId: number): void {
    const now = this.now();
    // A tag whose last bid is a grace old is calm, as one never bid on: only the others are kept.
    for (const [tag, at] of this.lastBidAt) if (now - at >= this.bidGraceMs) this.lastBidAt.delete(tag);
    for (const tag of [tenderTag(ihaleId), LISTS_TAG]) {
      const calm = !this.lastBidAt.has(tag);
      if (this.bidGraceMs > 0) this.lastBidAt.set(tag, now);
      this.outdate((tags) => tags.includes(tag), calm ? now : now + this.bidGraceMs);
    }
  }

  /** A tender started, ended or was decided, or the institution changed content: everything goes. */
  invalidateAll(): void {
    this.outdate(() => true, this.now());
  }

  /**
   * Makes matching entries and fills unanswerable from `until` on: dropped (fills detached, so
   * nobody joins them) when that is now, otherwise kept until then.
   */
  private outdate(matches: (tags: readonly string[]) => boolean, until: number): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (!matches(entry.tags)) continue;
      if (until <= now) this.entries.delete(key);
      else if (until < entry.expiresAt) {
        entry.expiresAt = until;
        entry.outdated = true;
      }
    }
    for (const [key, flight] of this.flights) {
      if (!matches(flight.tags)) continue;
      flight.answerableUntil = Math.min(flight.answerableUntil, until);
      if (until <= now) this.flights.delete(key);
    }
  }
}
