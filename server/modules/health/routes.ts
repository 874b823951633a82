import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../db/client';

/** Liveness: the process answers. Health/readiness: the database answers too. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/live', async () => ({ status: 'ok' }));
  const ready = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    const ok = await pingDatabase(app.db);
    const message = ok ? 'ok' : 'Veritabanına ulaşılamıyor.';
    return reply.status(ok ? 200 : 503).send(ok ? { status: 'ok' } : { key: 'ServiceUnavailable', message });
  };
  app.get('/health', ready);
  app.get('/ready', ready);
};
