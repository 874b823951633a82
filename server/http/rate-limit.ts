import type { FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { ApiError } from './errors';

/**
 * The one rate-limit module (docs/architecture.md §3 Server module kit, §6 rate limits). Two
 * primitives, a brake on hammering, not an accounting system:
 * - a fixed window per key (`createRateLimiter`): the token endpoints and staff sign-in (per client
 *   address) and messages (per person), answered 429 with Retry-After through `rateLimitHook`.
 *   With Redis configured (REDIS_URL) every instance counts in the same window there, so N
 *   instances behind a balancer give one budget, not N; without it, or while Redis is away, each
 *   instance counts in memory;
 * - token buckets per key (`KeyedTokenBuckets`): bids on the hub, per person, so opening more
 *   connections buys no speed (per process: a bid's own path already holds the tender's lock).
 * The in-memory tables keep at most MAX_KEYS keys.
 *
 * Not @fastify/rate-limit: its stores are per route (the token endpoint's one budget spans two
 * paths, /api and /auth), and its in-memory store is an LRU that forgets a counted client's live
 * window when a flood of other addresses arrives, which this module must never do
 * (server/security/token-budget.test.ts). Its Redis counter is the same INCR and expiry as here.
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
  /** Counts one request; rejects with RateLimitError (429) when the key is over its limit. */
  hit(key: string): Promise<void>;
}

/**
 * A counter every instance shares: windows aligned to the clock (`start` = a multiple of the window),
 * so the instances count in the same window without agreeing on anything else.
 */
export interface SharedWindowCounter {
  /** The requests counted under `key` in the window starting at `start`, this one included. */
  count(key: string, start: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

/** The shared counter in Redis: INCR and an expiry past the window's end, in one round trip. */
export function redisWindowCounter(url: string): SharedWindowCounter {
  // A count waits at most 250 ms (also while connecting at start): later, the caller counts in memory.
  const redis = new Redis(url, { commandTimeout: 250, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => {});
  return {
    async count(key, start, windowMs) {
      const k = `esatis:rl:${start}:${key}`;
      const result = await redis
        .multi()
        .incr(k)
        .pexpire(k, windowMs + 5000)
        .exec();
      const counted = result?.[0]?.[1];
      if (typeof counted !== 'number') throw new Error('rate-limit counter gave no count');
      return counted;
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The window every key shares while the table is full of live ones; no real key looks like it. */
const OVERFLOW_KEY = '\u0000overflow';

export function createRateLimiter(opts: {
  limit: number;
  windowMs: number;
  now: () => Date;
  /** Counts in Redis too (the name keeps this limiter's keys apart from the others'). */
  shared?: { counter: SharedWindowCounter | null; name: string };
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const live = (w: { start: number }, now: number) => now - w.start < opts.windowMs;
  const local = (key: string) => {
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
  };
  const counter = opts.shared?.counter;
  return {
    async hit(key) {
      if (!counter) return local(key);
      const now = opts.now().getTime();
      const start = Math.floor(now / opts.windowMs) * opts.windowMs;
      let counted: number;
      try {
        counted = await counter.count(`${opts.shared?.name}:${key}`, start, opts.windowMs);
      } catch {
        // Redis is away: this instance brakes on its own until it is back.
        return local(key);
      }
      if (counted > opts.limit) throw new RateLimitError(Math.max(1, Math.ceil((start + opts.windowMs - now) / 1000)));
    },
  };
}

/**
 * Counts a request against `limiter` under the key `keyOf` picks; over the limit, 429 with a
 * Retry-After header. Call it from a hook or handler (it throws the error for the error handler).
 */
export async function brakeRequest(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  keyOf: (request: FastifyRequest) => string,
): Promise<void> {
  try {
    await limiter.hit(keyOf(request));
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
