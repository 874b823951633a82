import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorBody } from '../../http/errors';
import { pingDatabase } from '../../db/client';
import { createRedisProbe } from './redis-probe';

const DATABASE_DOWN = 'Veritabanına ulaşılamıyor.';
const REDIS_DOWN = 'Redis sunucusuna ulaşılamıyor.';

/**
 * Liveness (/live): the process answers, nothing else is checked (a restart cannot fix a database).
 * Readiness (/ready, and /health as before): the database answers; otherwise 503 in the error shape,
 * so the load balancer stops sending traffic. Redis (when REDIS_URL is set) is reported, not
 * required: without it every instance still serves its own clients, and failing readiness on every
 * instance at once would turn a fan-out degradation into a full outage.
 */
export const healthPublicRoutes: FastifyPluginAsync = async (app) => {
  const redis = app.config.redisUrl ? createRedisProbe(app.config.redisUrl) : null;
  if (redis) app.addHook('onClose', () => redis.close());

  app.get('/live', async () => ({ status: 'ok' }));
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const [db, cache] = await Promise.all([pingDatabase(app.db), redis ? redis.ping() : true]);
    if (db) return redis ? { status: cache ? 'ok' : 'degraded', redis: cache ? 'ok' : 'down' } : { status: 'ok' };
    const problems = [DATABASE_DOWN, ...(cache ? [] : [REDIS_DOWN])];
    return reply.status(503).send(errorBody('ServiceUnavailable', problems.join(' '), problems));
  };
  app.get('/health', ready);
  app.get('/ready', ready);
};
