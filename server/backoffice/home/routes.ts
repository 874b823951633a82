import type { FastifyPluginAsync } from 'fastify';
import type { StaffWorkQueue } from '../../../lib/contract/work-queue';
import { currentStaff } from '../../auth/staff/staff-scope';
import { workQueueFor } from './queries';

/**
 * The back-office home's work queue (issue #36 item 13): open to every signed-in staff member,
 * because what it answers is cut to the caller's own roles (server/backoffice/home/queries.ts); a
 * Yönetici, whose work has no queue, gets an empty list.
 */
export const staffHomeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/yonetim/bekleyen-isler',
    { config: { roles: 'any' } },
    async (request): Promise<{ data: StaffWorkQueue }> => {
      const staff = currentStaff(request);
      return { data: await workQueueFor(app.db, staff, app.now()) };
    },
  );
};
