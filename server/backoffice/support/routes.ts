import type { FastifyPluginAsync } from 'fastify';
import { CONVERSATION_STATUS } from '../../../lib/contract/lookups';
import type { StaffConversationList, StaffConversationThread } from '../../../lib/contract/staff';
import { recordIdParamsSchema } from '../../../lib/rules/content-schemas';
import {
  SUPPORT_MESSAGES as M,
  SUPPORT_PAGE_SIZE,
  noInputSchema,
  supportListQuerySchema,
  supportReplySchema,
} from '../../../lib/rules/support-schemas';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { replyAsInstitution } from '../../modules/conversations/institution-reply';
import { auditActor } from '../../kernel/record-audit';
import { auditedStaffReply, closeConversationAudited, countByStatus, findThread, listConversations } from './queries';

const DESTEK = { roles: ['destek'] } as const;

/**
 * The support desk (docs/architecture.md §8 Support desk), for Destek: bidders' conversations by
 * status, a thread, an answer and closing. An answer is written by the operator command's own
 * function (server/modules/conversations/institution-reply.ts): signed by the staff member, marked as the
 * institution's, and pushed live to the bidder after it commits with its audit record.
 */
export const supportDeskRoutes: FastifyPluginAsync = async (app) => {
  app.get('/yonetim/destek', { config: DESTEK }, async (request): Promise<{ data: StaffConversationList }> => {
    const q = validate(supportListQuerySchema, request.query);
    const sayfa = q.sayfa ?? 1;
    const { items, total } = await listConversations(app.db, {
      durumId: q.durum,
      offset: (sayfa - 1) * SUPPORT_PAGE_SIZE,
      limit: SUPPORT_PAGE_SIZE,
    });
    const durumSayilari = await countByStatus(app.db);
    return { data: { items, toplam: total, sayfa, sayfaBoyutu: SUPPORT_PAGE_SIZE, durumSayilari } };
  });

  app.get('/yonetim/destek/:id', { config: DESTEK }, async (request): Promise<{ data: StaffConversationThread }> => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const thread = await findThread(app.db, id);
    if (!thread) throw notFound(M.notFound);
    return { data: thread };
  });

  app.post('/yonetim/destek/:id/yanit', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const { icerik } = validate(supportReplySchema, request.body, { object: true });
    const actor = auditActor(request);
    const { message } = await replyAsInstitution(
      app.db,
      {
        iletisimId: id,
        icerik,
        now: app.now(),
        yazanAdiSoyadi: actor.adiSoyadi,
        around: auditedStaffReply(actor, id, icerik),
      },
      app.hub,
    );
    return { data: message };
  });

  app.post('/yonetim/destek/:id/kapat', { config: DESTEK }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    // No body, or an empty object: anything else is a malformed request.
    if (request.body !== undefined) validate(noInputSchema, request.body, { object: true });
    await closeConversationAudited(app.db, auditActor(request), id);
    return { data: { id, durumId: CONVERSATION_STATUS.closed } };
  });
};
