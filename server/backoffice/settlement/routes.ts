import type { FastifyPluginAsync } from 'fastify';
import type { SettlementCollection, SettlementPage } from '../../../lib/contract/settlement';
import {
  SETTLEMENT_PAGE_SIZE,
  settlementListQuerySchema,
  settlementTenderParamsSchema,
} from '../../../lib/rules/settlement-schemas';
import { SETTLEMENT_MESSAGES } from '../../../lib/contract/settlement';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { listSettlements, tenderCollections } from './queries';

const MALI = { roles: ['mali'] } as const;

/**
 * Payment tracking of won tenders for Mali İşler (docs/architecture.md §10): read-only. The money
 * acts on these tenders (collections, the forfeit, the runner-up's answer) happen elsewhere and
 * are audited there.
 */
export const settlementAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/yonetim/mali/odemeler', { config: MALI }, async (request): Promise<{ data: SettlementPage }> => {
    const q = validate(settlementListQuerySchema, request.query);
    const { items, toplam } = await listSettlements(app.db, {
      durum: q.durum,
      offset: (q.sayfa - 1) * SETTLEMENT_PAGE_SIZE,
      limit: SETTLEMENT_PAGE_SIZE,
    });
    return { data: { items, toplam } };
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
