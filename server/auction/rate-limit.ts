/**
 * Token bucket: `burst` actions at once, refilled at `perSecond`. Bids are braked per person
 * (docs/architecture.md §6: rate limits on bid endpoints), so opening more connections buys no speed.
 */
export class TokenBucket {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True when the bucket has refilled completely: forgetting it changes nothing. */
  isFull(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill() {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}

const MAX_KEYS = 10_000;

/** One bucket per key (a person), in memory and per process; full buckets are forgotten when many pile up. */
export class KeyedTokenBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= MAX_KEYS) {
        for (const [k, b] of this.buckets) if (b.isFull()) this.buckets.delete(k);
        // Still full of busy buckets: forget the oldest rather than grow without bound.
        if (this.buckets.size >= MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value as string);
      }
      bucket = new TokenBucket(this.burst, this.perSecond);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }
}
