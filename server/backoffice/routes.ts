import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/routes';
import { staffSessionRoutes } from '../auth/staff/session-routes';
import { fileAdminRoutes } from './files/routes';
import { registerStaffScope } from '../auth/staff/staff-scope';
import { staffAdminRoutes } from './staff/routes';
import { tenderLifecycleRoutes } from './lifecycle/routes';
import { contentAdminRoutes } from '../content/routes';
import { statementRoutes } from './statements/routes';
import { supportDeskRoutes } from './support/routes';
import { tenderPrepRoutes } from './tenders/routes';
import { staffDocumentRoutes } from '../documents/staff-routes';
import { refundQueueRoutes } from './finance/refunds/routes';
import { cardMismatchRoutes } from './finance/card-mismatches/routes';
import { reconciliationRoutes } from './finance/reconciliation/routes';
import { settlementAdminRoutes } from '../money/settlement/staff-routes';
import { staffHomeRoutes } from './home/routes';

/**
 * The back-office API, /api/yonetim/** (docs/architecture.md §8): one scope, one auth hook
 * (registerStaffScope), every route naming the roles that may call it. A module of the back-office
 * is a plugin registered here.
 */
export const backofficeRoutes: FastifyPluginAsync = async (scope) => {
  registerStaffScope(scope);
  await scope.register(staffSessionRoutes);
  await scope.register(staffAdminRoutes);
  await scope.register(auditRoutes);
  await scope.register(fileAdminRoutes);
  await scope.register(tenderLifecycleRoutes);
  await scope.register(contentAdminRoutes);
  await scope.register(supportDeskRoutes);
  await scope.register(tenderPrepRoutes);
  await scope.register(statementRoutes);
  await scope.register(staffDocumentRoutes);
  await scope.register(refundQueueRoutes);
  await scope.register(cardMismatchRoutes);
  await scope.register(reconciliationRoutes);
  await scope.register(settlementAdminRoutes);
  await scope.register(staffHomeRoutes);
};
