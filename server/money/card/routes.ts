import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { cariQuerySchema } from '../../../lib/rules/profile-schemas';
import { startCardPaymentSchema, transferInfoQuerySchema } from '../../../lib/rules/card-payment';
import { assertCari } from '../../auth/request-auth';
import { notFound, unsupportedMediaType } from '../../http/errors';
import { validate } from '../../http/validate';
import { CARD_PAYMENT_MESSAGES as M } from '../../../lib/rules/card-payment';
import { nestpayPos } from '../pos/nestpay-pos';
import { standInBankRoutes } from '../pos/stand-in-bank-routes';
import { applyCardCallback, CREDITED_OUTCOMES } from './card-callback';
import { cardPaymentState, returnedPayment, transferInfo } from './queries';
import { startCardPayment } from './start-payment';

/** Where the bank posts its answer (okUrl and failUrl): public, the bank's signature is the authentication. */
export const CARD_CALLBACK_PATH = '/odeme/3d/sonuc';

/** The bidder's pages a payment starts from, where the browser returns with ?odeme=<id>. */
export const RETURN_PAGES = {
  teminat: '/finansal-bilgilerim/teminat-bilgileri',
  ihale_bakiye: '/katildigim-ihaleler?tab=kazandigim',
} as const;

/** The callback URL the bank is given, and the page the browser goes back to after it. */
function cardCallbackTargets(app: FastifyInstance) {
  const callbackUrl = `${app.config.portalApiUrl}${CARD_CALLBACK_PATH}`;
  const back = (odeme: { id: string; amac: keyof typeof RETURN_PAGES } | null) => {
    if (!odeme) return `${app.config.publicOrigin}${RETURN_PAGES.teminat}`;
    const page = RETURN_PAGES[odeme.amac];
    return `${app.config.publicOrigin}${page}${page.includes('?') ? '&' : '?'}odeme=${odeme.id}`;
  };
  return { callbackUrl, back };
}

/**
 * Money in by card and transfer details, for bidders (docs/architecture.md §9): in the bidder scope
 * (server/app.ts), every route needs a signed-in bidder.
 */
export const cardPaymentBidderRoutes: FastifyPluginAsync = async (app) => {
  const pos = nestpayPos(app.config.pos);
  const { callbackUrl } = cardCallbackTargets(app);

  app.post('/v1/Odeme/KartOdemeBaslat', async (request) => {
    const body = validate(startCardPaymentSchema, request.body, { object: true });
    const cariId = assertCari(request, body.cariId);
    const data = await startCardPayment(app.db, pos, {
      request: { ...body, cariId },
      kimlikNo: request.auth!.kimlikNo,
      now: app.now(),
      callbackUrl,
    });
    return { data };
  });

  app.get('/v1/Odeme/Kart/:odemeId', async (request) => {
    const { cariId } = validate(cariQuerySchema, request.query);
    const id = assertCari(request, cariId);
    // An id that is no payment id names no payment: the same 404 as another account's (./queries.ts).
    const odemeId = (request.params as { odemeId?: unknown }).odemeId;
    return { data: await cardPaymentState(app.db, id, odemeId, app.now()) };
  });

  app.get('/v1/Odeme/HavaleBilgileri', async (request) => {
    const q = validate(transferInfoQuerySchema, request.query);
    const cariId = assertCari(request, q.cariId);
    return {
      data: await transferInfo(app.db, { cariId, paraBirimi: q.paraBirimi, ihaleId: q.ihaleId, now: app.now() }),
    };
  });
};

/**
 * The bank's side of a card payment, in the public scope: its callback (no session, the bank's
 * signature is the authentication) and the stand-in bank (POS_MODE=dev).
 */
export const cardPaymentPublicRoutes: FastifyPluginAsync = async (app) => {
  const pos = nestpayPos(app.config.pos);
  const { back } = cardCallbackTargets(app);

  await app.register(standInBankRoutes);

  // The bank's answer, through the browser (a cross-site form POST: no session, no Origin check;
  // the signature is verified instead). Whatever it was, the browser goes back to the payment's page.
  app.post(CARD_CALLBACK_PATH, async (request, reply) => {
    // Banks post an HTML form (application/x-www-form-urlencoded); nothing else is a callback.
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      throw unsupportedMediaType();
    const result = await applyCardCallback(app.db, pos, request.body, app.now());
    if (!CREDITED_OUTCOMES.includes(result.sonuc))
      request.log.warn({ sonuc: result.sonuc }, 'card callback changed nothing');
    if (!result.odeme) return reply.code(400).header('Cache-Control', 'no-store').send(errorBodyUnknown());
    return reply.header('Cache-Control', 'no-store').redirect(back(result.odeme), 303);
  });

  // The stand-in's "bank did not answer" link (and a person reloading the address): no callback, only the way back.
  app.get(CARD_CALLBACK_PATH, async (request, reply) => {
    const odeme = await returnedPayment(app.db, (request.query as { oid?: unknown })?.oid);
    return reply.header('Cache-Control', 'no-store').redirect(back(odeme), 303);
  });
};

/** The bank's answer to a callback naming no payment: 400 with the not-found body (the bank reads no more). */
const errorBodyUnknown = () => notFound(M.paymentNotFound).toBody();
