import type { FastifyPluginAsync } from 'fastify';
import type { SettlementCollection, SettlementPage, SettlementRuleWire } from '../../../lib/contract/settlement';
import {
  SETTLEMENT_PAGE_SIZE,
  settlementListQuerySchema,
  settlementRuleSchema,
  settlementTenderParamsSchema,
} from '../../../lib/rules/settlement-schemas';
import { SETTLEMENT_MESSAGES } from '../../../lib/contract/settlement';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { statementGraceDays } from '../deadline';
import { auditActor } from '../../kernel/record-audit';
import { changeStatementGraceDays, listSettlements, tenderCollections } from './staff-queries';

const MALI = { roles: ['mali'] } as const;

/**
 * Payment tracking of won tenders for Mali İşler (docs/architecture.md §9): read-only. The money
 * acts on these tenders (collections, the forfeit, the runner-up's answer) happen elsewhere and
 * are audited there. The one setting here is the institution's grace for the statement of a
 * deadline day (money/deadline.ts), changed by Mali İşler and audited.
 */
export const settlementAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/yonetim/mali/odemeler', { config: MALI }, async (request): Promise<{ data: SettlementPage }> => {
    const q = validate(settlementListQuerySchema, request.query);
    const { items, toplam } = await listSettlements(app.db, {
      durum: q.durum,
      offset: (q.sayfa - 1) * SETTLEMENT_PAGE_SIZE,
      limit: SETTLEMENT_PAGE_SIZE,
      now: app.now(),
    });
    return { data: { items, toplam, ekstreBeklemeGun: await statementGraceDays(app.db) } };
  });

  app.get(
    '/yonetim/mali/odemeler/ayar',
    { config: MALI },
    async (): Promise<{ data: SettlementRuleWire }> => ({
      data: { ekstreBeklemeGun: await statementGraceDays(app.db) },
    }),
  );

  app.put('/yonetim/mali/odemeler/ayar', { config: MALI }, async (request): Promise<{ data: SettlementRuleWire }> => {
    const input = validate(settlementRuleSchema, request.body, { object: true });
    await changeStatementGraceDays(app.db, auditActor(request), { ...input, now: app.now() });
    return { data: input };
  });

  app.get(
    '/yonetim/mali/odemeler/:id/tahsilatlar',
    { config: MALI },
    async (request): Promise<{ data: SettlementCollection[] }> => {
      const { id } = validate(settlementTenderParamsSchema, request.params);
      const rows = await tenderCollections(app.db, id);
      if (!rows) throw notFound(SETTLEMENT_MESSAGES.tenderNotFound);
      return { data: rows };
    },
  );
};
