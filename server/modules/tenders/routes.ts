import type { FastifyPluginAsync } from 'fastify';
import type { ServerCurrentTimeWire } from '../../../lib/contract/wire-types';
import type { WithdrawnTenderWire } from '../../../lib/contract/tender-lifecycle';
import { notFound } from '../../http/errors';
import { parseId } from '../../kernel/parse-id';
import { withdrawnTender } from './withdrawn';

export const tenderPublicRoutes: FastifyPluginAsync = async (app) => {
  // Countdowns run on the offset to this clock, never on the browser's own (docs/architecture.md §4).
  app.get('/v1/HerkeseAcikSatisIhale/ServerCurrentTime', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const data: ServerCurrentTimeWire = { serverCurrentTime: app.now().toISOString() };
    return { data };
  });

  // A withdrawn tender's address says so, with the reason (withdrawn.ts); anything else is missing.
  app.get('/v1/HerkeseAcikSatisIhale/:id/YayindanKaldirma', async (request): Promise<{ data: WithdrawnTenderWire }> => {
    const id = parseId((request.params as { id?: unknown }).id);
    const data = id === null ? null : await withdrawnTender(app.db, id, app.now());
    if (!data) throw notFound('İhale bulunamadı.');
    return { data };
  });
};
