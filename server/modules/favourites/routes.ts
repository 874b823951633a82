import type { FastifyPluginAsync } from 'fastify';
import { requestField as field } from '../../http/request-field';
import { parseId } from '../../kernel/parse-id';
import { assertCari } from '../../auth/request-auth';
import { badRequest } from '../../http/errors';
import { registerODataSet } from '../../odata/route';
import { favoriIhaleSet } from './odata-model';
import { addFavourite, FavouriteMessages, removeFavourite } from './queries';

/** Favourites (docs/spec.md §7): POST /v1/FavoriIhale, DELETE /v1/FavoriIhale/{id}, OData FavoriIhaleOData. */
export const favouriteBidderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/v1/FavoriIhale', async (request) => {
    const ihaleId = parseId(field(request.body, 'IhaleId'));
    const cariIdRaw = field(request.body, 'cariId');
    if (ihaleId === null || cariIdRaw === undefined || cariIdRaw === null)
      throw badRequest(FavouriteMessages.invalidIds);
    const cariId = assertCari(request, cariIdRaw);
    return { data: await addFavourite(app.db, { cariId, ihaleId, now: app.now() }) };
  });

  app.delete<{ Params: { id: string } }>('/v1/FavoriIhale/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === null) throw badRequest(FavouriteMessages.invalidId);
    await removeFavourite(app.db, { id, cariIds: request.auth!.cariIds });
    return reply.status(204).send();
  });

  // In the bidder scope: anonymous callers get 401 (their session is gone), not an empty list.
  registerODataSet(app, favoriIhaleSet, { auth: 'bidder' });
};
