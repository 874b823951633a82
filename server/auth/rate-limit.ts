import { ApiError } from '../http/errors';

/**
 * A fixed-window counter per key (the client address for the token endpoints, the person for
 * messages). In memory and per process: a brake on hammering, not an accounting system. Behind a
 * load balancer each instance counts on its own.
 *
 * Memory is bounded at MAX_KEYS windows, and a full table never forgets a live window: only windows
 * whose minute has passed are dropped. While the table is full of live windows (a flood from more
 * addresses than that within one window), keys it does not hold share one overflow window with the
 * same limit, so a flood can slow newcomers for the rest of the window but can never reset the
 * budget of a client it is already counting.
 */
export interface RateLimiter {
  /** Counts one request; throws 429 in the error shape when the key is over its limit. */
  hit(key: string): void;
}

const TOO_MANY = 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyiniz.';
export const MAX_KEYS = 10_000;
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

export class RateLimitError extends ApiError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'TooManyRequests', TOO_MANY);
  }
}
