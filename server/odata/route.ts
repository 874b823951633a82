import type { FastifyInstance } from 'fastify';
import '../auth/request-auth';
import { executeODataPage } from './execute';
import type { EntitySetDef } from './model';
import { assertAcceptsJson, contextUrl, nextLink, ODATA_JSON, odataRequestHook, pageSizeOf } from './protocol';
import { parseQueryString, rawQueryOf } from './query-options';

export interface ODataSetOptions {
  /**
   * Part of the public OData service (service document and $metadata describe it): its answers
   * carry @odata.context. Per-caller sets (favourites, participation) are not described there, so
   * they carry no context URL that would point at nothing (docs/architecture.md §11).
   */
  described?: boolean;
}

/**
 * Serves an entity set at `GET /external-odata/<Set>` (under the /api prefix). The raw query string
 * is read from the URL, so percent-decoding and limits are ours, not the framework's.
 */
export function registerODataSet(app: FastifyInstance, set: EntitySetDef, { described = false }: ODataSetOptions = {}) {
  app.get(`/external-odata/${set.name}`, { onRequest: odataRequestHook }, async (request, reply) => {
    assertAcceptsJson(request);
    const raw = rawQueryOf(request.url);
    const options = parseQueryString(raw);
    const pageSize = pageSizeOf(request);
    const page = await executeODataPage(
      app.db,
      set,
      options,
      { now: app.now(), cariIds: request.auth?.cariIds ?? [] },
      pageSize.size,
    );
    if (pageSize.applied) reply.header('Preference-Applied', `odata.maxpagesize=${pageSize.size}`);
    const origin = app.config.publicOrigin;
    // Public sets carry per-caller data (FavoriIhaleler) and live prices: never cache.
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Type', ODATA_JSON);
    return {
      ...(described ? { '@odata.context': contextUrl(origin, set.name, options) } : {}),
      ...(page.count === undefined ? {} : { '@odata.count': page.count }),
      value: page.value,
      ...(page.more ? { '@odata.nextLink': nextLink(origin, set.name, raw, options, pageSize.size) } : {}),
    };
  });
}
