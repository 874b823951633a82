import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../http/errors';
import { kategoriAgaci } from './queries';

const PARAM = 'UstIhaleKalemKategoriId';

export const lookupPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/IhaleKalemKategori', async (request) => {
    const raw = (request.query as Record<string, unknown>)[PARAM];
    if (raw === undefined || raw === '') throw badRequest(`${PARAM} parametresi zorunludur.`);
    if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw badRequest(`${PARAM} geçerli bir sayı olmalıdır.`);
    return { data: await kategoriAgaci(app.db, Number(raw)) };
  });
};
