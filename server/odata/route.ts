import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../auth/bidder-scope';
import '../auth/request-auth';
import { executeODataPage } from './execute';
import type { EntitySetDef } from './model';
import { assertAcceptsJson, contextUrl, nextLink, ODATA_JSON, odataRequestHook, pageSizeOf } from './protocol';
import { parseQueryString, type QueryOptions, rawQueryOf } from './query-options';

export interface ODataSetOptions {
  /**
   * Who may read the set, and so which scope mounts it (docs/architecture.md §3 Server module kit):
   * - 'public': anyone; part of the public OData service, whose service document and $metadata
   *   describe it, so its answers carry @odata.context. Mounted in the public scope (server/odata/
   *   service.ts mounts the PUBLIC_ODATA_SETS list);
   * - 'bidder': a signed-in bidder's own rows; mounted by its module inside the bidder scope, whose
   *   hook answers 401 to anonymous callers. Not described by the public service, so no context
   *   URL that would point at nothing (§11).
   */
  auth: 'public' | 'bidder';
  /**
   * Checks the ids the query names before it runs (403 for another account's; equality-literals.ts
   * finds them). The set's base filter keeps other accounts' rows out whatever the query says; this
   * makes naming them a refusal rather than an empty answer.
   */
  scope?: (request: FastifyRequest, options: QueryOptions) => void | Promise<void>;
}

/**
 * The one way to serve an entity set: `GET /external-odata/<Set>` (under the /api prefix). The raw
 * query string is read from the URL, so percent-decoding and limits are ours, not the framework's.
 * The query runs with the caller's accounts (request.auth), which per-caller sets and per-caller
 * navigations (FavoriIhaleler) filter on.
 */
export function registerODataSet(app: FastifyInstance, set: EntitySetDef, { auth, scope }: ODataSetOptions) {
  // A set in the wrong scope would be open to anyone, or refuse the public: fail at start-up instead.
  if ((auth === 'bidder') !== Boolean(app.bidderScope)) {
    throw new Error(`${set.name}: an OData set with auth '${auth}' belongs in the ${auth} scope (server/app.ts)`);
  }
  const described = auth === 'public';
  app.get(`/external-odata/${set.name}`, { onRequest: odataRequestHook }, async (request, reply) => {
    assertAcceptsJson(request);
    const raw = rawQueryOf(request.url);
    const options = parseQueryString(raw);
    if (scope) await scope(request, options);
    const pageSize = pageSizeOf(request);
    const page = await executeODataPage(
      app.db,
      set,
      options,
      {
        now: app.now(),
        cariIds: request.auth?.cariIds ?? [],
        personCariId: request.auth?.personCariId ?? null,
      },
      pageSize.size,
    );
    if (pageSize.applied) reply.header('Preference-Applied', `odata.maxpagesize=${pageSize.size}`);
    const origin = app.config.publicOrigin;
    // Public sets carry per-caller data (FavoriIhaleler) and live prices, per-caller sets personal
    // data: never stored by shared caches.
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
