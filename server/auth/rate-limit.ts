import { ApiError } from '../http/errors';

/**
 * A fixed-window counter per key (client IP + client id) for the token endpoints. In memory and per
 * process: a brake on hammering, not an accounting system. Behind a load balancer each instance
 * counts on its own.
 */
export interface RateLimiter {
  /** Counts one request; throws 429 in the error shape when the key is over its limit. */
  hit(key: string): void;
}

const TOO_MANY = 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyiniz.';
const MAX_KEYS = 10_000;

export function createRateLimiter(opts: { limit: number; windowMs: number; now: () => Date }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const now = opts.now().getTime();
      if (windows.size >= MAX_KEYS) {
        for (const [k, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(k);
        // Still full of live windows: forget the oldest rather than grow without bound.
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
      }
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
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
    super(429, 'TooManyRequests', TOO_MANY, { errors: [TOO_MANY], mesajList: [TOO_MANY] });
  }
}
