import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TENDER_TYPE } from '../../../lib/contract/lookups';
import {
  ACCOUNT_MESSAGES,
  accountCheckSchema,
  activeAccountSchema,
  activityLogSchema,
  companyLinkSchema,
  contractAcceptanceSchema,
  personRegistrationSchema,
} from '../../../lib/rules/account-schemas';
import { normalizePhone } from '../../auth/edevlet-oauth';
import { findEdevletCitizen } from '../../auth/queries';
import { bindSession } from '../../auth/queries';
import { type RequestAuth, assertCari, assertCariBeforeChoice } from '../../auth/request-auth';
import { signAccessToken } from '../../auth/tokens';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { acceptCurrentContracts, checkAccount, logActivity, registerPerson } from './queries';
import { validate } from '../../http/validate';

const NAME_MISMATCH = 'Ad ve soyad bilgileri e-Devlet kayıtlarınızla uyuşmuyor.';
const WRONG_PERSON = 'Yalnızca kendi T.C. kimlik numaranızla kayıt olabilirsiniz.';
const WRONG_ACTIVITY = 'Geçersiz işlem tipi.';

/** Names compare as people read them: case (Turkish rules) and spacing do not matter. */
const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLocaleUpperCase('tr-TR') === b.replace(/\s+/g, ' ').trim().toLocaleUpperCase('tr-TR');

/** The bidder scope's hook ran before every handler here; this only narrows the type. */
const who = (request: FastifyRequest): RequestAuth => request.auth as RequestAuth;

/**
 * The account calls of the login flow (auth contract item 7) under /api/v1/CariBilgisi. The person
 * is always the Bearer token's; every account id in a body goes through assertCari.
 */
export async function accountBidderRoutes(app: FastifyInstance): Promise<void> {
  app.put('/v1/CariBilgisi/CariGirisIslemleri', async (request) => {
    const body = validate(accountCheckSchema, request.body, { object: true });
    return { data: await checkAccount(app.db, { kimlikNo: who(request).kimlikNo, ihaleTipiId: body.IhaleTipiId }) };
  });

  app.put('/v1/CariBilgisi/SozlesmeleriOnayliGercekKisilikEkle', async (request) => {
    const body = validate(personRegistrationSchema, request.body, { object: true });
    const { kimlikNo } = who(request);
    if (body.KimlikNo !== kimlikNo) throw forbidden(WRONG_PERSON);
    // e-Devlet is the authority on a citizen's name and contact data (docs/spec.md §5: changed only there).
    const citizen = await findEdevletCitizen(app.db, { kimlikNo });
    if (citizen && !sameName(`${body.Adi} ${body.Soyadi}`, `${citizen.adi} ${citizen.soyadi}`)) {
      throw badRequest(NAME_MISMATCH, 'NameMismatch');
    }
    const cariId = await registerPerson(app.db, {
      kimlikNo,
      adi: body.Adi,
      soyadi: body.Soyadi,
      eposta: citizen ? citizen.eposta : (body.Eposta ?? null),
      gsm: citizen ? citizen.gsm : normalizePhone(body.GSM),
      ihaleTipiId: body.IhaleTipiId,
    });
    app.hub.accountsChanged(kimlikNo);
    return { data: { gercekKisilikId: cariId } };
  });

  app.put('/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle', async (request) => {
    const body = validate(companyLinkSchema, request.body, { object: true });
    // Part of the login flow: it runs before the account is chosen (lib/session/login-flow.ts).
    const cariId = assertCariBeforeChoice(request, body.CariId);
    await acceptCurrentContracts(app.db, { cariId, ihaleTipiId: body.IhaleTipiId ?? TENDER_TYPE.publicSale });
    return { data: { success: true } };
  });

  /**
   * The choice at /callback (docs/spec.md §1): the session acts for this one account from now until
   * logout. Answers an access token that names it; every later refresh keeps it. Choosing again
   * the same account is harmless; another one is refused until the user logs out and in again.
   */
  app.put('/v1/CariBilgisi/AktifCari', async (request) => {
    const body = validate(activeAccountSchema, request.body, { object: true });
    const auth = who(request);
    if (auth.aktifCariId !== null && body.cariId !== auth.aktifCariId) {
      throw forbidden(ACCOUNT_MESSAGES.accountAlreadyChosen);
    }
    const cariId = assertCariBeforeChoice(request, body.cariId);
    const outcome = await bindSession(app.db, { sessionId: auth.sessionId, kimlikNo: auth.kimlikNo, cariId });
    if (outcome === 'gone') throw unauthorized();
    if (outcome === 'other') throw forbidden(ACCOUNT_MESSAGES.accountAlreadyChosen);
    const access = await signAccessToken(app, auth.kimlikNo, { sessionId: auth.sessionId, aktifCariId: cariId });
    return { data: { access_token: access.token, expires_in: access.expiresIn } };
  });

  for (const [path, activityType] of [
    ['/v1/CariBilgisi/CariFirmaGirisiLogu', 'login'],
    ['/v1/CariBilgisi/CariFirmaCikisiLogu', 'logout'],
  ] as const) {
    app.post(path, async (request, reply) => {
      const body = validate(activityLogSchema, request.body, { object: true });
      const cariId = assertCari(request, body.cariId);
      if (body.activityType !== activityType) throw badRequest(WRONG_ACTIVITY, 'InvalidActivityType');
      await logActivity(app.db, {
        cariId,
        gercekKisilikId: who(request).gercekKisilikId,
        activityType,
        at: app.now(),
      });
      return reply.code(204).send();
    });
  }

  app.post('/v1/CariBilgisi/SozlesmeOnay', async (request, reply) => {
    const body = validate(contractAcceptanceSchema, request.body, { object: true });
    const cariId = assertCari(request, body.CariId);
    await acceptCurrentContracts(app.db, { cariId, ihaleTipiId: body.IhaleTipiId });
    return reply.code(204).send();
  });
}
