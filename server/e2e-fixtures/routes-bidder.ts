import type { FastifyPluginAsync } from 'fastify';

/**
 * Fixtures of the bidders' journeys beyond a citizen, a tender and a staff member (registered by routes.ts,
 * under its key check and path).
 */
export const bidderFixtureRoutes: FastifyPluginAsync = async () => {};
