import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../db/client';

/** Liveness: the process answers. Health/readiness: the database answers too. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/live', async () => ({ status: 'ok' }));
  const ready = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    const ok = await pingDatabase(app.db);
    if (ok) return reply.send({ status: 'ok' });
    const message = 'Veritabanına ulaşılamıyor.';
    return reply.status(503).send({ key: 'ServiceUnavailable', message, errors: [message], mesajList: [message] });
  };
  app.get('/health', ready);
  app.get('/ready', ready);
};
