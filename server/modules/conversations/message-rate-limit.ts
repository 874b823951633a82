import type { FastifyInstance } from 'fastify';
import { createRateLimiter, rateLimitHook } from '../../http/rate-limit';

/** Messages (new conversations and replies) one person may send per minute (docs/architecture.md §6). */
export const MESSAGES_PER_MINUTE = 30;

/**
 * A preHandler that brakes message floods per signed-in person (the bidder scope's hook ran first),
 * with the one fixed-window limiter of server/http/rate-limit.ts.
 */
export function messageRateLimit(app: FastifyInstance) {
  const limiter = createRateLimiter({
    limit: MESSAGES_PER_MINUTE,
    windowMs: 60_000,
    now: app.now,
    shared: { counter: app.rateCounter, name: 'messages' },
  });
  return rateLimitHook(limiter, (request) => request.auth?.kimlikNo ?? request.ip);
}
