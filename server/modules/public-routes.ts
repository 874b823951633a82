import type { FastifyPluginAsync } from 'fastify';
import { openDataRoutes } from '../open-data/routes';
import { contentRoutes } from './content/routes';
import { lookupRoutes } from './lookups/routes';
import { tenderRoutes } from './tenders/routes';

/** Public (anonymous) API: OData sets at /external-odata/<Set> and the public v1 calls. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tenderRoutes);
  await app.register(contentRoutes);
  await app.register(lookupRoutes);
  await app.register(openDataRoutes);
};
