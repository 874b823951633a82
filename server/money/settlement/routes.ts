import type { FastifyPluginAsync } from 'fastify';
import { cariQuerySchema } from '../../../lib/rules/profile-schemas';
import { offerAnswerSchema, offerParamsSchema } from '../../../lib/rules/settlement-schemas';
import { SETTLEMENT_MESSAGES } from '../../../lib/contract/settlement';
import { assertCari } from '../../auth/request-auth';
import { validate } from '../../http/validate';
import { acceptOffer, declineOffer, openOffers } from './runner-up-answer';

/**
 * The runner-up's side of a defaulted sale (docs/architecture.md §9): the account's open offers,
 * and its answer. The caller must act for the account (assertCari) and the offer must be that
 * account's (checked in the query, 404 otherwise).
 */
export const settlementBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/IkinciTeklif', async (request) => {
    const { cariId } = validate(cariQuerySchema, request.query);
    const id = assertCari(request, cariId);
    return { data: await openOffers(app.db, id, app.now()) };
  });

  app.post('/v1/IkinciTeklif/:id/Kabul', async (request) => {
    const { id: offerId } = validate(offerParamsSchema, request.params);
    const body = validate(offerAnswerSchema, request.body);
    const cariId = assertCari(request, body.cariId);
    const ihaleId = await acceptOffer(app.db, { cariId, offerId, now: app.now() });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId });
    return { data: { mesaj: SETTLEMENT_MESSAGES.accepted } };
  });

  app.post('/v1/IkinciTeklif/:id/Red', async (request) => {
    const { id: offerId } = validate(offerParamsSchema, request.params);
    const body = validate(offerAnswerSchema, request.body);
    const cariId = assertCari(request, body.cariId);
    const ihaleId = await declineOffer(app.db, { cariId, offerId, now: app.now() });
    app.auctionEvents.emit({ type: 'pagesChanged', ihaleId });
    return { data: { mesaj: SETTLEMENT_MESSAGES.declined } };
  });
};
