import type { FastifyPluginAsync } from 'fastify';
import { cariQuerySchema } from '../../../lib/rules/profile-schemas';
import { assertCari } from '../../auth/request-auth';
import { validate } from '../../http/validate';
import { financialSummary } from './queries';

/** GET /v1/Finans/Ozet?cariId: the seven amounts of the financial summary (docs/spec.md §3, §7). */
export const financeBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/Finans/Ozet', async (request) => {
    const { cariId } = validate(cariQuerySchema, request.query);
    const id = assertCari(request, cariId);
    return { data: await financialSummary(app.db, id) };
  });
};
