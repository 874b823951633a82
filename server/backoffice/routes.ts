import type { FastifyPluginAsync } from 'fastify';
import { staffSessionRoutes } from './auth/session-routes';
import { registerStaffScope } from './auth/staff-scope';
import { tenderPrepRoutes } from './tenders/routes';

/**
 * The back-office API, /api/yonetim/** (docs/architecture.md §9): one scope, one auth hook
 * (registerStaffScope), every route naming the roles that may call it. A module of the back-office
 * is a plugin registered here.
 */
export const backofficeRoutes: FastifyPluginAsync = async (scope) => {
  registerStaffScope(scope);
  await scope.register(staffSessionRoutes);
  await scope.register(tenderPrepRoutes);
};
