import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRateLimiter, RateLimitError } from '../../auth/rate-limit';

/** Messages (new conversations and replies) one person may send per minute (docs/architecture.md §6). */
export const MESSAGES_PER_MINUTE = 30;

/**
 * A preHandler that brakes message floods per signed-in person (after requireAuth). In memory and per
 * process, like the token endpoints' limit: a brake on hammering, not an accounting system.
 */
export function messageRateLimit(app: FastifyInstance) {
  const limiter = createRateLimiter({ limit: MESSAGES_PER_MINUTE, windowMs: 60_000, now: app.now });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      limiter.hit(request.auth?.kimlikNo ?? request.ip);
    } catch (err) {
      if (err instanceof RateLimitError) reply.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  };
}
