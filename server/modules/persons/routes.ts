import type { FastifyPluginAsync } from 'fastify';
import { contactConsentPayloadSchema } from '../../../lib/rules/profile-schemas';
import { forbidden, notFound } from '../../http/errors';
import { gercekKisilikSet } from './entity-sets';
import { validate } from '../../http/validate';
import { updateContactConsent } from './queries';
import { equalityLiterals } from '../../odata/equality-literals';
import { registerODataSet } from '../../odata/route';

const NO_PERSON_RECORD = 'Kişi kaydınız bulunamadı.';

/** Hesabım: the caller's personal record and contact consents (docs/spec.md §7 Personal data and contact). */
export const personBidderRoutes: FastifyPluginAsync = async (app) => {
  registerODataSet(app, gercekKisilikSet, {
    auth: 'bidder',
    scope: (request, options) => {
      // Asking for somebody else's TC kimlik no is refused outright, not just answered empty.
      for (const lit of equalityLiterals(options.filter, 'KimlikNo')) {
        if (lit.value !== request.auth?.kimlikNo) throw forbidden();
      }
    },
  });

  app.put('/v1/GercekKisilik/IletisimTercihi', async (request) => {
    const body = validate(contactConsentPayloadSchema, request.body);
    const saved = await updateContactConsent(app.db, { kimlikNo: request.auth!.kimlikNo, ...body });
    if (!saved) throw notFound(NO_PERSON_RECORD);
    return { data: saved };
  });
};
