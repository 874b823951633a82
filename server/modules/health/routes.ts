import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pingDatabase } from '../../db/client';
import { createRedisProbe } from './redis-probe';

const DATABASE_DOWN = 'Veritabanına ulaşılamıyor.';
const REDIS_DOWN = 'Redis sunucusuna ulaşılamıyor.';

/**
 * Liveness (/live): the process answers, nothing else is checked (a restart cannot fix a database).
 * Readiness (/ready, and /health as before): the database answers, and Redis when REDIS_URL is set;
 * otherwise 503 in the error shape, naming what is missing, so the load balancer stops sending traffic.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const redis = app.config.redisUrl ? createRedisProbe(app.config.redisUrl) : null;
  if (redis) app.addHook('onClose', () => redis.close());

  app.get('/live', async () => ({ status: 'ok' }));
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const [db, cache] = await Promise.all([pingDatabase(app.db), redis ? redis.ping() : true]);
    const problems = [...(db ? [] : [DATABASE_DOWN]), ...(cache ? [] : [REDIS_DOWN])];
    if (problems.length === 0) return { status: 'ok' };
    return reply
      .status(503)
      .send({ key: 'ServiceUnavailable', message: problems.join(' '), errors: problems, mesajList: problems });
  };
  app.get('/health', ready);
  app.get('/ready', ready);
};
