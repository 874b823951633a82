import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { csdlJson, csdlXml } from './csdl';
import { buildEdmModel } from './edm-model';
import { odataErrorHandler, odataNotImplemented, registerODataNotFound } from './errors';
import type { EntitySetDef } from './model';
import {
  acceptedTypes,
  jsonMetadataLevel,
  maxVersionOf,
  metadataUrl,
  odataJsonType,
  odataRequestHook,
} from './protocol';
import { rawQueryOf } from './query-options';
import { registerODataSet } from './route';

/**
 * The public OData service (docs/architecture.md §10): each public set at /external-odata/<Set>,
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

  // The app ignores trailing slashes, so this also answers /external-odata.
  app.get('/external-odata/', routeOptions, async (request, reply) => {
    const metadata = jsonMetadataLevel(request);
    reply.header('Content-Type', odataJsonType(metadata, false));
    return {
      ...(metadata === 'none' ? {} : { '@odata.context': metadataUrl(app.config.publicOrigin) }),
      value: model.sets.map((s) => ({ name: s.name, kind: 'EntitySet', url: s.name })),
    };
  });

  app.get('/external-odata/$metadata', routeOptions, async (request, reply) => {
    const format = metadataFormat(request);
    if (format === 'json') {
      // CSDL JSON is a format of OData 4.01 (CSDL JSON §1): the answer says so.
      reply.header('OData-Version', '4.01');
      reply.header('Content-Type', odataJsonType('minimal', false));
      return json;
    }
    reply.header('Content-Type', 'application/xml;charset=utf-8');
    return xml;
  });
}

/**
 * XML unless the client asks for JSON: `$format=json|application/json` or an Accept header whose
 * best served type is JSON. `$format` wins over Accept; a $format other than XML or JSON is a 501.
 * CSDL JSON exists only from OData 4.01: a client that says it reads at most 4.0
 * (`OData-MaxVersion: 4.0`) gets the XML it can read when its Accept allows XML, else a 406.
 */
function metadataFormat(request: FastifyRequest): 'xml' | 'json' {
  const reads401 = (maxVersionOf(request) ?? Number.POSITIVE_INFINITY) >= 4.01;
  const jsonFor401 = () => {
    if (reads401) return 'json' as const;
    throw new ApiError(
      406,
      'NotAcceptable',
      '$metadata JSON (CSDL JSON) OData 4.01 biçimidir; OData-MaxVersion 4.0 ile XML isteyin.',
    );
  };
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
    if (value === 'json' || value === 'application/json') return jsonFor401();
    if (value === 'xml' || value === 'application/xml') return 'xml';
    throw odataNotImplemented(`Desteklenmeyen $format: ${value.slice(0, 60)}; $metadata XML ya da JSON sunulur.`);
  }
  const types = acceptedTypes(request.headers.accept);
  const xml = (type: string) =>
    type === 'application/xml' || type === 'text/xml' || type === '*/*' || type === 'application/*';
  for (const type of types) {
    if (type === 'application/json') {
      if (reads401) return 'json';
      if (types.some(xml)) return 'xml';
      return jsonFor401();
    }
    if (xml(type)) return 'xml';
  }
  throw new ApiError(406, 'NotAcceptable', '$metadata yalnızca XML ya da JSON olarak sunulur.');
}
