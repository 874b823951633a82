import type { FastifyPluginAsync } from 'fastify';
import type { StaffReconciliation } from '../../../../lib/contract/reconciliation';
import { currencyById } from '../../../../lib/contract/money';
import { istanbulDay, istanbulDayStart } from '../../../../lib/format/istanbul-time';
import { RECONCILIATION_DEFAULT_DAYS, reconciliationQuerySchema } from '../../../../lib/rules/reconciliation';
import { validate } from '../../../http/validate';
import { fromKurus } from '../../../kernel/kurus';
import { readMovements } from './movements';
import { reconcile } from './reconcile';

const MALI = { roles: ['mali'] } as const;

/**
 * Mutabakat for Mali İşler (docs/architecture.md §9): GET ?baslangic&bitis (Istanbul days, both
 * included; by default the last seven days) answers the day × account × currency rows of the bank's
 * and the ledger's totals with every difference explained. Read only.
 */
export const reconciliationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/yonetim/mali/mutabakat', { config: MALI }, async (request): Promise<{ data: StaffReconciliation }> => {
    const q = validate(reconciliationQuerySchema, request.query);
    const bitis = q.bitis ?? istanbulDay(app.now());
    const baslangic = q.baslangic ?? istanbulDay(istanbulDayStart(bitis, 1 - RECONCILIATION_DEFAULT_DAYS));
    const rows = reconcile(await readMovements(app.db, istanbulDayStart(baslangic), istanbulDayStart(bitis, 1)));
    return {
      data: {
        baslangic,
        bitis,
        satirlar: rows.map((r) => ({
          gun: r.gun,
          hesap: r.hesap,
          paraBirimi: currencyById(r.paraBirimiId)?.adi ?? 'TL',
          bankaGiris: fromKurus(r.bankaGiris),
          bankaCikis: fromKurus(r.bankaCikis),
          portalGiris: fromKurus(r.portalGiris),
          portalCikis: fromKurus(r.portalCikis),
          fark: fromKurus(r.fark),
          kalemler: r.kalemler.map((k) => ({ ...k, tutar: fromKurus(k.tutar), fark: fromKurus(k.fark) })),
        })),
      },
    };
  });
};
