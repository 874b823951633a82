import type { FastifyPluginAsync } from 'fastify';
import { taxNumberQuerySchema } from '../../../lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '../../../lib/rules/profile-messages';
import { badRequest, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { linkCompany, linkedCompanies, registryPartnership, unlinkCompany } from './queries';

const PERSON_RECORD_REQUIRED = 'Firma ekleyebilmek için önce gerçek kişi kaydınızın bulunması gerekmektedir.';
const LINK_NOT_FOUND = 'Firma kaydı bulunamadı.';

/**
 * Firmalarım (docs/spec.md §7 Companies): registry look-up, the caller's companies, link and unlink. The
 * person is always the token's; a registry record counts only when it names them as authorised.
 */
export const companyBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/Mersis/MersisFirmaAktifOrtakBilgisi', async (request) => {
    const { vkn } = validate(taxNumberQuerySchema, request.query);
    const found = await registryPartnership(app.db, { vkn, kimlikNo: request.auth!.kimlikNo });
    if (!found) throw notFound(PROFILE_MESSAGES.partnershipNotFound);
    return { data: found };
  });

  app.get('/v1/Mersis/CariOrtakBilgisi', async (request) => {
    const person = request.auth!.gercekKisilikId;
    return { data: person === null ? [] : await linkedCompanies(app.db, person) };
  });

  app.post('/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet', async (request) => {
    const { vkn } = validate(taxNumberQuerySchema, request.body);
    const auth = request.auth!;
    if (auth.gercekKisilikId === null) throw badRequest(PERSON_RECORD_REQUIRED, 'PersonRecordRequired');
    const id = await linkCompany(app.db, {
      gercekKisilikId: auth.gercekKisilikId,
      kimlikNo: auth.kimlikNo,
      vkn,
      now: app.now(),
    });
    app.hub.accountsChanged(auth.kimlikNo);
    return { data: { id } };
  });

  app.delete<{ Params: { vkn: string } }>('/v1/Mersis/DeleteFirmaOrtaklik/:vkn', async (request, reply) => {
    const { vkn } = validate(taxNumberQuerySchema, request.params);
    const person = request.auth!.gercekKisilikId;
    if (person === null || !(await unlinkCompany(app.db, { gercekKisilikId: person, vkn })))
      throw notFound(LINK_NOT_FOUND);
    // Committed: the person's live connections stop receiving the company's messages now.
    app.hub.accountsChanged(request.auth!.kimlikNo);
    return reply.status(204).send();
  });
};
