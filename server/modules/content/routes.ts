import type { FastifyPluginAsync } from 'fastify';
import { registerODataSet } from '../../odata/route';
import { contactDetailsRoutes } from './contact-details';
import { duyuruSetCached, duyuruSetWithoutCache, portalSayfaSet, sliderSet } from './odata-model';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  registerODataSet(app, duyuruSetCached);
  registerODataSet(app, duyuruSetWithoutCache);
  registerODataSet(app, sliderSet);
  registerODataSet(app, portalSayfaSet);
  await app.register(contactDetailsRoutes);
};
