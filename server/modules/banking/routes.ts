import type { FastifyPluginAsync } from 'fastify';
import { cariQuerySchema, ibanPayloadSchema } from '../../../lib/rules/profile-schemas';
import { assertCari } from '../../auth/request-auth';
import { validate } from '../../http/validate';
import { getIban, saveIban } from './queries';

/** The bank details screen: the account's IBAN (docs/spec.md §7 Account and company calls). */
export const bankingBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/CariBilgisi/CariIbanBilgisi', async (request) => {
    const { cariId } = validate(cariQuerySchema, request.query);
    const id = assertCari(request, cariId);
    return { data: { cariId: id, iban: await getIban(app.db, id) } };
  });

  app.put('/v1/CariBilgisi/CariIbanBilgisi', async (request) => {
    const body = validate(ibanPayloadSchema, request.body);
    const id = assertCari(request, body.cariId);
    await saveIban(app.db, { cariId: id, iban: body.iban, now: app.now() });
    return { data: { cariId: id, iban: body.iban } };
  });
};
