import type { FastifyInstance } from 'fastify';
import '../auth/request-auth';
import { executeODataQuery } from './execute';
import type { EntitySetDef } from './model';
import { parseQueryString, rawQueryOf } from './query-options';

/**
 * Serves an entity set at `GET /external-odata/<Set>` (under the /api prefix). The raw query string
 * is read from the URL, so percent-decoding and limits are ours, not the framework's.
 */
export function registerODataSet(app: FastifyInstance, set: EntitySetDef) {
  app.get(`/external-odata/${set.name}`, async (request, reply) => {
    const options = parseQueryString(rawQueryOf(request.url));
    const result = await executeODataQuery(app.db, set, options, {
      now: app.now(),
      cariIds: request.auth?.cariIds ?? [],
    });
    // Public sets carry per-caller data (FavoriIhaleler) and live prices: never cache.
    reply.header('Cache-Control', 'no-store');
    return result;
  });
}
