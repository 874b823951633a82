import type { FastifyPluginAsync } from 'fastify';
import { requestField as field } from '../../http/request-field';
import { JoinMessages } from '../../auction/messages';
import { parseId } from '../../kernel/parse-id';
import { assertCari } from '../../auth/request-auth';
import { badRequest } from '../../http/errors';
import { registerODataSet } from '../../odata/route';
import { ihaleKatilimCariSet } from './odata-model';
import { getParticipation, joinTender, leaveTender } from './queries';

function ids(source: unknown): { cariIdRaw: unknown; ihaleId: number } {
  const ihaleId = parseId(field(source, 'ihaleId'));
  const cariIdRaw = field(source, 'cariId');
  if (ihaleId === null || cariIdRaw === undefined || cariIdRaw === null) throw badRequest(JoinMessages.invalidIds);
  return { cariIdRaw, ihaleId };
}

/**
 * Joining and leaving tenders (docs/spec.md §7): GET/POST/PUT /api/v1/IhaleKatilimCari, and the caller's
 * participation records as the OData set IhaleKatilimCariOData. Every cariId goes through
 * assertCari (the set is scoped on the server); the deposit and alias rules live in queries.ts and
 * server/auction.
 */
export const participationBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/IhaleKatilimCari', async (request) => {
    const { cariIdRaw, ihaleId } = ids(request.query);
    const cariId = assertCari(request, cariIdRaw);
    return { data: await getParticipation(app.db, { cariId, ihaleId, now: app.now() }) };
  });

  app.post('/v1/IhaleKatilimCari', async (request) => {
    const { cariIdRaw, ihaleId } = ids(request.body);
    const cariId = assertCari(request, cariIdRaw);
    const joined = await joinTender(app.db, { cariId, ihaleId, now: app.now() });
    app.auctionEvents.emit({ type: 'joined', ihaleId, cariId });
    return { data: { cariId, ihaleId, cariRumuzu: joined.cariRumuzu, isActive: true } };
  });

  app.put('/v1/IhaleKatilimCari', async (request) => {
    const { cariIdRaw, ihaleId } = ids(request.body);
    const cariId = assertCari(request, cariIdRaw);
    if (field(request.body, 'isActive') !== false) throw badRequest(JoinMessages.onlyLeave);
    await leaveTender(app.db, { cariId, ihaleId, now: app.now() });
    app.auctionEvents.emit({ type: 'left', ihaleId, cariId });
    return { data: { cariId, ihaleId, cariRumuzu: null, isActive: false } };
  });

  // In the bidder scope: anonymous callers get 401 (their session is gone), not an empty list.
  registerODataSet(app, ihaleKatilimCariSet, { auth: 'bidder' });
};
