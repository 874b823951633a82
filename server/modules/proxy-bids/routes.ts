import type { FastifyPluginAsync } from 'fastify';
import { requestField as field } from '../../http/request-field';
import { storedBidEvents } from '../../auction/bid-events';
import { enqueueNudge } from '../../auction/bid-queue';
import { MAX_BID } from '../../auction/increments';
import { BidMessages } from '../../auction/messages';
import { parseId } from '../../kernel/parse-id';
import { assertCari } from '../../auth/request-auth';
import { badRequest, notFound } from '../../http/errors';
import { PROXY_BID_PATH, ProxyBidMessages } from '../../../lib/rules/proxy-bid';
import { cancelMaximum, getMaximum, setMaximum } from '../../auction/proxy-maximums';

function tenderId(source: unknown): number {
  const id = parseId(field(source, 'ihaleId'));
  if (id === null) throw badRequest(BidMessages.invalidPayload);
  return id;
}

/** Whole TL from a JSON number or a digit string, like a bid amount. */
function maximum(source: unknown): number {
  const v = field(source, 'azamiTutar');
  const n = typeof v === 'string' && /^\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw badRequest(ProxyBidMessages.notWholeNumber);
  if (n > MAX_BID) throw badRequest(BidMessages.tooLarge);
  return n;
}

/**
 * Otomatik teklif (issue #16, lib/rules/proxy-bid.ts): the caller's maximum in a tender, for the
 * account the session acts for (assertCari). PUT sets or raises it and lets the maximums answer at
 * once in the tender's bid queue, so a maximum above the current price bids before the answer
 * comes back; GET reads it (to its owner only); DELETE cancels it.
 */
export const proxyBidBidderRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${PROXY_BID_PATH}`, async (request) => {
    const cariId = assertCari(request, field(request.query, 'cariId'));
    const azami = await getMaximum(app.db, { cariId, ihaleId: tenderId(request.query), now: app.now() });
    if (azami === null) throw notFound(ProxyBidMessages.notFound);
    return { data: { azamiTutar: azami } };
  });

  app.put(`${PROXY_BID_PATH}`, async (request) => {
    const cariId = assertCari(request, field(request.body, 'cariId'));
    const ihaleId = tenderId(request.body);
    const azami = maximum(request.body);
    await setMaximum(app.db, { cariId, ihaleId, kimlikNo: request.auth!.kimlikNo, azami, now: app.now() });
    const answered = await enqueueNudge(app.db, { ihaleId, nudge: true, now: app.now });
    for (const event of storedBidEvents(answered.answers, answered.exceeded)) app.auctionEvents.emit(event);
    return { data: { azamiTutar: azami } };
  });

  app.delete(`${PROXY_BID_PATH}`, async (request, reply) => {
    const cariId = assertCari(request, field(request.query, 'cariId'));
    await cancelMaximum(app.db, { cariId, ihaleId: tenderId(request.query), now: app.now() });
    return reply.code(204).send();
  });
};
