import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StaffCardMismatch } from '../../../../lib/contract/card-mismatch';
import { CARD_MISMATCH_MESSAGES as M, cardMismatchListQuerySchema } from '../../../../lib/rules/card-mismatch';
import { recordIdParamsSchema } from '../../../../lib/rules/content-schemas';
import { ApiError } from '../../../http/errors';
import { validate } from '../../../http/validate';
import { appPos } from '../../../money/pos/app-pos';
import { PosRefundNotConfiguredError } from '../../../money/pos/virtual-pos';
import { toKurus } from '../../../kernel/kurus';
import { auditActor } from '../../../kernel/record-audit';
import {
  claimCardRefund,
  creditCardMismatchAudited,
  listCardMismatches,
  recordCardRefundOutcome,
  resolveStuckCardRefunds,
} from './queries';
import { REFUND_CHECK_MESSAGES } from '../../../../lib/rules/card-mismatch';

const MALI = { roles: ['mali'] } as const;

const callerId = (request: FastifyRequest) => {
  const id = request.staff?.personelId;
  if (!id) throw new Error('card mismatch queue outside the staff scope');
  return id;
};

/**
 * Kart Ödemesi Uyuşmazlıkları for Mali İşler (docs/architecture.md §9): the bank-approved card
 * payments the portal did not credit by itself, with the bank's data; "Karta iade et" refunds the
 * bank-reported amount to the card through the virtual POS, "Teminata aktar" credits it as deposit.
 * Each decision and its audit record commit together.
 */
export const cardMismatchRoutes: FastifyPluginAsync = async (app) => {
  const pos = appPos(app);

  app.get(
    '/yonetim/mali/kart-uyusmazliklari',
    { config: MALI },
    async (request): Promise<{ data: StaffCardMismatch[] }> => {
      const q = validate(cardMismatchListQuerySchema, request.query);
      // A refund whose outcome is unknown (no definite answer, or the process died while the bank
      // was asked) is settled by asking the bank, before the queue is shown.
      await resolveStuckCardRefunds(app.db, pos, app.now(), request.log);
      return { data: await listCardMismatches(app.db, { durum: q.durum }) };
    },
  );

  app.post('/yonetim/mali/kart-uyusmazliklari/:id/teminata-aktar', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const actor = auditActor(request);
    const now = app.now();
    const { item, teminatHareketId } = await creditCardMismatchAudited(app.db, actor, {
      id,
      personelId: callerId(request),
      now,
    });
    return { data: { id, durum: 'alacaklandirildi', cariId: item.cariId, teminatHareketId } };
  });

  app.post('/yonetim/mali/kart-uyusmazliklari/:id/karta-iade', { config: MALI }, async (request) => {
    const { id } = validate(recordIdParamsSchema, request.params);
    const actor = auditActor(request);
    const personelId = callerId(request);
    // Claimed and committed first: a second click finds it taken and never reaches the bank.
    const item = await claimCardRefund(app.db, { id, personelId, now: app.now() });
    // 'refunded' and 'refused' are the bank's definite answers (or the bank was never asked);
    // 'unknown' (no answer, a timeout, an unreadable one) may hide a refund the bank made.
    let outcome: 'refunded' | 'refused' | 'unknown';
    let result: string;
    let failure: ApiError | null = null;
    try {
      const answer = await pos.refund(item.kartOdemeId, toKurus(item.bankaTutar as string), item.bankaParaBirimiKodu);
      outcome = answer.approved ? 'refunded' : 'refused';
      result = answer.approved
        ? `${answer.response} ${answer.procReturnCode} (işlem no ${answer.transId})`
        : answer.errMsg || `${answer.response} ${answer.procReturnCode}`.trim();
      if (!answer.approved) failure = new ApiError(409, 'RefundRefused', M.refundRefused(result));
    } catch (err) {
      if (err instanceof PosRefundNotConfiguredError) {
        outcome = 'refused';
        failure = new ApiError(503, 'RefundNotConfigured', M.refundNotConfigured);
        result = failure.message;
      } else {
        // PosUnreachableError, or anything else once the call may have left: never read as a refusal.
        outcome = 'unknown';
        failure = new ApiError(502, 'RefundOutcomeUnknown', REFUND_CHECK_MESSAGES.outcomeUnknown);
        result = err instanceof Error ? err.message : String(err);
      }
      request.log.error(
        { err, id, outcome },
        'card mismatch refund: the bank was not asked or gave no definite answer',
      );
    }
    const now = app.now();
    await recordCardRefundOutcome(app.db, actor, { item, outcome, result, now });
    if (failure) throw failure;
    return { data: { id, durum: 'iade_edildi', cariId: item.cariId } };
  });
};
