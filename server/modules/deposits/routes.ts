import type { FastifyPluginAsync } from 'fastify';
import { cariQuerySchema, depositHistoryQuerySchema, refundPayloadSchema } from '../../../lib/rules/profile-schemas';
import { assertCari } from '../../auth/request-auth';
import { validate } from '../../http/validate';
import { depositDetail, depositHistory, requestRefund } from './queries';

/** Deposit (teminat) detail, refund request and history (docs/spec.md §7 Finance). */
export const depositBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/Teminat/Detay', async (request) => {
    const { cariId } = validate(cariQuerySchema, request.query);
    const id = assertCari(request, cariId);
    return { data: await depositDetail(app.db, id, app.now()) };
  });

  app.post('/v1/Teminat/TeminatIade', async (request) => {
    const body = validate(refundPayloadSchema, request.body);
    const id = assertCari(request, body.cariId);
    return {
      data: await requestRefund(app.db, {
        cariId: id,
        amount: body.talepTutari,
        currency: body.paraBirimi,
        now: app.now(),
      }),
    };
  });

  app.get('/v1/Teminat/TeminatGecmisi', async (request) => {
    const q = validate(depositHistoryQuerySchema, request.query);
    const id = assertCari(request, q.cariId);
    return {
      data: await depositHistory(app.db, { cariId: id, yil: q.yil, pageNumber: q.PageNumber, pageSize: q.PageSize }),
    };
  });
};
