import type { FastifyPluginAsync } from 'fastify';
import { newConversationPayloadSchema, replyPayloadSchema } from '../../../lib/rules/profile-schemas';
import { assertCari } from '../../auth/request-auth';
import { TENDER_TYPE } from '../../../lib/contract/lookups';
import { forbidden, notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { personFullName } from '../persons/queries';
import { equalityLiterals } from '../../odata/equality-literals';
import { registerODataSet } from '../../odata/route';
import { iletisimCariSet, iletisimYazismaCariSet } from './entity-sets';
import { messageRateLimit } from './message-rate-limit';
import { addMessage, CONVERSATION_NOT_FOUND, conversationOwner, conversationOwners, openConversation } from './queries';

const literalIds = (values: unknown[]) =>
  values
    .map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v))
    .filter((v): v is number => Number.isSafeInteger(v));

/** İletişim (docs/spec.md §7 Personal data and contact): conversations of the caller's accounts. */
export const conversationBidderRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = messageRateLimit(app);

  registerODataSet(app, iletisimCariSet, {
    auth: 'bidder',
    scope: (request, options) => {
      for (const lit of equalityLiterals(options.filter, 'CariId')) assertCari(request, lit.value);
    },
  });

  registerODataSet(app, iletisimYazismaCariSet, {
    auth: 'bidder',
    scope: async (request, options) => {
      // Naming another account's conversation is refused; unknown ids simply match nothing.
      const ids = literalIds(equalityLiterals(options.filter, 'IletisimId').map((l) => l.value));
      const owners = await conversationOwners(app.db, [...new Set(ids)]);
      for (const owner of owners.values()) {
        if (!request.auth?.cariIds.includes(owner)) throw forbidden();
      }
    },
  });

  app.post('/v1/Iletisim', { preHandler: rateLimit }, async (request) => {
    const body = validate(newConversationPayloadSchema, request.body);
    const cariId = assertCari(request, body.cariId);
    const now = app.now();
    // The question goes in with the conversation (one transaction): the desk never sees it empty.
    const firstMessage = { icerik: body.icerik, yazanAdiSoyadi: await authorName(request.auth!.kimlikNo) };
    const { conversation, message } = await openConversation(app.db, {
      cariId,
      konuId: body.konuId,
      baslik: body.baslik,
      ihaleTipiId: body.IhaleTipiId ?? TENDER_TYPE.publicSale,
      now,
      firstMessage,
    });
    return { data: { ...conversation, ilkMesaj: message } };
  });

  app.post('/v1/IletisimYazisma', { preHandler: rateLimit }, async (request) => {
    const body = validate(replyPayloadSchema, request.body);
    const owner = await conversationOwner(app.db, body.iletisimId);
    if (owner === null) throw notFound(CONVERSATION_NOT_FOUND);
    assertCari(request, owner);
    const { message } = await addMessage(app.db, {
      iletisimId: body.iletisimId,
      icerik: body.icerik,
      // The author is the signed-in person as registered, not whatever name the client sends.
      yazanAdiSoyadi:
        (await personFullName(app.db, request.auth!.kimlikNo)) ?? (body.yazanAdiSoyadi?.trim() || 'Kullanıcı'),
      kurumYazisi: false,
      now: app.now(),
    });
    return { data: message };
  });

  async function authorName(kimlikNo: string): Promise<string> {
    return (await personFullName(app.db, kimlikNo)) ?? 'Kullanıcı';
  }
};
