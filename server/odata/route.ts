import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../auth/bidder-scope';
import '../auth/request-auth';
import { odataError, odataErrorHandler, odataNotFound, odataNotImplemented } from './errors';
import { executeODataCount, executeODataEntity, executeODataPage } from './execute';
import type { EntitySetDef } from './model';
import {
  contextUrl,
  ieee754Compatible,
  jsonMetadataLevel,
  nextLink,
  odataJsonType,
  odataRequestHook,
  pageSizeOf,
} from './protocol';
import { parseQueryString, type QueryOptions, rawQueryOf } from './query-options';

export interface ODataSetOptions {
  /**
   * Who may read the set, and so which scope mounts it (docs/architecture.md §3 Server module kit):
   * - 'public': anyone; part of the public OData service, whose service document and $metadata
   *   describe it, so its answers carry @odata.context. Mounted in the public scope (server/odata/
   *   service.ts mounts the PUBLIC_ODATA_SETS list);
   * - 'bidder': a signed-in bidder's own rows; mounted by its module inside the bidder scope, whose
   *   hook answers 401 to anonymous callers. Not described by the public service, so no context
   *   URL that would point at nothing (§10).
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
  const context = (request: FastifyRequest, options: QueryOptions) => ({
    now: app.now(),
    cariIds: request.auth?.cariIds ?? [],
    personCariId: request.auth?.personCariId ?? null,
    ieee754Compatible: ieee754Compatible(request, options),
  });
  // Every error of an OData route is answered in OData's shape (errors.ts), not the API envelope.
  const routeOptions = { onRequest: odataRequestHook, errorHandler: odataErrorHandler };

  app.get(`/external-odata/${set.name}`, routeOptions, async (request, reply) => {
    const raw = rawQueryOf(request.url);
    const options = parseQueryString(raw);
    const metadata = jsonMetadataLevel(request, options);
    if (scope) await scope(request, options);
    const pageSize = pageSizeOf(request);
    const ctx = context(request, options);
    const page = await executeODataPage(app.db, set, options, ctx, pageSize.size);
    if (pageSize.applied) reply.header('Preference-Applied', `odata.maxpagesize=${pageSize.size}`);
    const origin = app.config.publicOrigin;
    // Public sets carry per-caller data (FavoriIhaleler) and live prices, per-caller sets personal
    // data: never stored by shared caches.
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Type', odataJsonType(metadata, ctx.ieee754Compatible));
    return {
      ...(described && metadata !== 'none' ? { '@odata.context': contextUrl(origin, set.name, options) } : {}),
      ...(page.count === undefined ? {} : { '@odata.count': ctx.ieee754Compatible ? String(page.count) : page.count }),
      value: page.value,
      ...(page.more ? { '@odata.nextLink': nextLink(origin, set.name, raw, options, pageSize.size) } : {}),
    };
  });

  // What follows the set's name: `(key)` (one entity, URL Conventions §4.3.1) or `/$count` (Protocol
  // §11.2.10). Anything else after the name is not served: 501 after a key (navigation and property
  // paths), 404 otherwise.
  app.get(`/external-odata/${set.name}*`, routeOptions, async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const raw = rawQueryOf(request.url);
    reply.header('Cache-Control', 'no-store');
    if (rest === '/$count' || rest === '/$count/') {
      const options = parseQueryString(raw);
      if (scope) await scope(request, options);
      const count = await executeODataCount(app.db, set, options, context(request, options));
      reply.header('Content-Type', 'text/plain;charset=utf-8');
      return String(count);
    }
    const addressed = /^\(([^()/]*)\)(\/.*)?$/.exec(rest);
    if (!addressed) throw odataNotFound();
    const key = keyLiteral(set, addressed[1]);
    if (addressed[2]) {
      throw odataNotImplemented(
        'Anahtardan sonra gelen yollar (gezinme, özellik, $value, $ref) sunulmaz; $expand ya da $select kullanın.',
      );
    }
    const options = parseQueryString(raw);
    const metadata = jsonMetadataLevel(request, options);
    if (
      options.filter ||
      options.orderby.length ||
      options.top !== undefined ||
      options.skip !== undefined ||
      options.count
    ) {
      throw odataError('Tek bir kayıt için yalnızca $select ve $expand kullanılabilir.');
    }
    if (scope) await scope(request, options);
    const ctx = context(request, options);
    const entity = key === null ? null : await executeODataEntity(app.db, set, options, ctx, key);
    if (!entity)
      throw odataNotFound(`${set.name} içinde bu anahtarla (${addressed[1].slice(0, 60)}) bir kayıt bulunamadı.`);
    reply.header('Content-Type', odataJsonType(metadata, ctx.ieee754Compatible));
    return {
      ...(described && metadata !== 'none'
        ? { '@odata.context': `${contextUrl(app.config.publicOrigin, set.name, options)}/$entity` }
        : {}),
      ...entity,
    };
  });
}

const KEY_RANGE = { int32: 2n ** 31n, int64: 2n ** 63n } as const;

/**
 * The key of `Set(50)` or `Set(Id=50)` as a canonical integer literal, or null when the integer
 * cannot be a key of the set (out of the key type's range: no such entity). 400 for a literal that is
 * not an integer or names another property; 501 for a set whose key is not one integer property.
 */
function keyLiteral(set: EntitySetDef, text: string): string | null {
  const entry = Object.entries(set.entity.props).find(([, p]) => p.column === set.entity.keyColumn);
  if (!entry || (entry[1].type !== 'int32' && entry[1].type !== 'int64')) {
    throw odataNotImplemented(`${set.name} kayıtlarına anahtarla erişilemez; $filter kullanın.`);
  }
  const [name, prop] = entry;
  const m = /^(?:([A-Za-z_][A-Za-z0-9_]{0,127})\s*=\s*)?([+-]?\d{1,40})$/.exec(text.trim());
  if (!m) throw odataError(`Geçersiz anahtar: (${text.slice(0, 60)}); ${name} bir tamsayıdır, örneğin ${set.name}(1).`);
  if (m[1] !== undefined && m[1] !== name)
    throw odataError(`${set.name} anahtarı ${name}; ${m[1].slice(0, 60)} değil.`);
  const value = BigInt(m[2]);
  const range = KEY_RANGE[prop.type as 'int32' | 'int64'];
  return value >= -range && value < range ? value.toString() : null;
}
