import type { FastifyPluginAsync } from 'fastify';
import { contactDetailsRoutes } from './contact-details';

export const contentPublicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contactDetailsRoutes);
};
