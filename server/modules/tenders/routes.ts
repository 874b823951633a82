import type { FastifyPluginAsync } from 'fastify';
import type { ServerCurrentTimeWire } from '../../../lib/contract/wire-types';
import { registerODataSet } from '../../odata/route';
import { herkeseAcikIhaleSet, sonuclananIhaleSet } from './odata-model';

export const tenderRoutes: FastifyPluginAsync = async (app) => {
  registerODataSet(app, herkeseAcikIhaleSet);
  registerODataSet(app, sonuclananIhaleSet);

  // Countdowns run on the offset to this clock, never on the browser's own (docs/architecture.md §4).
  app.get('/v1/HerkeseAcikSatisIhale/ServerCurrentTime', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const data: ServerCurrentTimeWire = { serverCurrentTime: app.now().toISOString() };
    return { data };
  });
};
