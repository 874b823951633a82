import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { csdlJson, csdlXml } from './csdl';
import { buildEdmModel } from './edm-model';
import { odataErrorHandler, odataNotImplemented, registerODataNotFound } from './errors';
import type { EntitySetDef } from './model';
import { acceptedTypes, assertAcceptsJson, metadataUrl, ODATA_JSON, odataRequestHook } from './protocol';
import { rawQueryOf } from './query-options';
import { registerODataSet } from './route';

/**
 * The public OData service (docs/architecture.md §11): each public set at /external-odata/<Set>,
 * the service document at /external-odata/ and $metadata, all from the ONE list of sets given
 * here, so what is described is exactly what is served.
 */
export function registerODataService(app: FastifyInstance, publicSets: readonly EntitySetDef[]) {
  const model = buildEdmModel(publicSets);
  const xml = csdlXml(model);
  const json = csdlJson(model);
  for (const set of publicSets) registerODataSet(app, set, { auth: 'public' });
  // Unknown sets and paths under the service root: 404 (405 for writes) in OData's error shape.
  registerODataNotFound(app);
  const routeOptions = { onRequest: odataRequestHook, errorHandler: odataErrorHandler };

  const serviceDocument = async (request: FastifyRequest) => {
    assertAcceptsJson(request);
    const origin = app.config.publicOrigin;
    return {
      '@odata.context': metadataUrl(origin),
      value: model.sets.map((s) => ({ name: s.name, kind: 'EntitySet', url: s.name })),
    };
  };
  // The app ignores trailing slashes, so this also answers /external-odata.
  app.get('/external-odata/', routeOptions, async (request, reply) => {
    const body = await serviceDocument(request);
    reply.header('Content-Type', ODATA_JSON);
    return body;
  });

  app.get('/external-odata/$metadata', routeOptions, async (request, reply) => {
    const format = metadataFormat(request);
    if (format === 'json') {
      reply.header('Content-Type', ODATA_JSON);
      return json;
    }
    reply.header('Content-Type', 'application/xml;charset=utf-8');
    return xml;
  });
}

/**
 * XML unless the client asks for JSON: `$format=json|application/json` or an Accept header whose
 * best served type is JSON. `$format` wins over Accept; a $format other than XML or JSON is a 501.
 */
function metadataFormat(request: FastifyRequest): 'xml' | 'json' {
  for (const part of rawQueryOf(request.url).split('&')) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)) !== '$format') continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1))
        .split(';')[0]
        .trim()
        .toLowerCase();
    } catch {
      value = '';
    }
    if (value === 'json' || value === 'application/json') return 'json';
    if (value === 'xml' || value === 'application/xml') return 'xml';
    throw odataNotImplemented(`Desteklenmeyen $format: ${value.slice(0, 60)}; $metadata XML ya da JSON sunulur.`);
  }
  for (const type of acceptedTypes(request.headers.accept)) {
    if (type === 'application/json') return 'json';
    if (type === 'application/xml' || type === 'text/xml' || type === '*/*' || type === 'application/*') return 'xml';
  }
  throw new ApiError(406, 'NotAcceptable', '$metadata yalnızca XML ya da JSON olarak sunulur.');
}
