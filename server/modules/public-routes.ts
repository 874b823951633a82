import type { FastifyPluginAsync } from 'fastify';

/** Public (anonymous) API: OData sets and the public v1 calls. Filled in by the modules. */
export const publicRoutes: FastifyPluginAsync = async () => {};
