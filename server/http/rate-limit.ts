import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * The one rate-limit module (docs/architecture.md §3 Server module kit, §6 rate limits). Two
 * primitives, both in memory and per process — a brake on hammering, not an accounting system;
 * behind a load balancer each instance counts on its own:
 * - a fixed window per key (`createRateLimiter`): the token endpoints and staff sign-in (per client
 *   address) and messages (per person), answered 429 with Retry-After through `rateLimitHook`;
 * - token buckets per key (`KeyedTokenBuckets`): bids on the hub, per person, so opening more
 *   connections buys no speed.
 * Both keep at most MAX_KEYS keys.
 */
export const MAX_KEYS = 10_000;

const TOO_MANY = 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyiniz.';

/** 429 in the error shape; Retry-After in whole seconds (at least 1). */
export class RateLimitError extends ApiError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'TooManyRequests', TOO_MANY);
  }
}

/**
 * A fixed-window counter per key.
 *
 * Memory is bounded at MAX_KEYS windows, and a full table never forgets a live window: only windows
 * whose minute has passed are dropped. While the table is full of live windows (a flood from more
 * addresses than that within one window), keys it does not hold share one overflow window with the
 * same limit, so a flood can slow newcomers for the rest of the window but can never reset the
 * budget of a client it is already counting.
 */
export interface RateLimiter {
  /** Counts one request; throws RateLimitError (429) when the key is over its limit. */
  hit(key: string): void;
}

/** The window every key shares while the table is full of live ones; no real key looks like it. */
const OVERFLOW_KEY = '\u0000overflow';

export function createRateLimiter(opts: { limit: number; windowMs: number; now: () => Date }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const live = (w: { start: number }, now: number) => now - w.start < opts.windowMs;
  return {
    hit(key) {
      const now = opts.now().getTime();
      let w = windows.get(key);
      if (!w && windows.size >= MAX_KEYS) {
        for (const [k, old] of windows) if (!live(old, now)) windows.delete(k);
      }
      if (!w && windows.size >= MAX_KEYS) key = OVERFLOW_KEY;
      w = windows.get(key);
      if (!w || !live(w, now)) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > opts.limit) {
        const retryAfter = Math.max(1, Math.ceil((w.start + opts.windowMs - now) / 1000));
        throw new RateLimitError(retryAfter);
      }
    },
  };
}

/**
 * Counts a request against `limiter` under the key `keyOf` picks; over the limit, 429 with a
 * Retry-After header. Call it from a hook or handler (it throws the error for the error handler).
 */
export function brakeRequest(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  keyOf: (request: FastifyRequest) => string,
): void {
  try {
    limiter.hit(keyOf(request));
  } catch (err) {
    if (err instanceof RateLimitError) reply.header('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

/** The same as a preHandler hook. */
export function rateLimitHook(limiter: RateLimiter, keyOf: (request: FastifyRequest) => string) {
  return async (request: FastifyRequest, reply: FastifyReply) => brakeRequest(limiter, request, reply, keyOf);
}

/** Token bucket: `burst` actions at once, refilled at `perSecond`. */
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

/** One bucket per key (a person); full buckets are forgotten when many pile up. */
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
