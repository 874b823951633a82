import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../request-auth';
import { STAFF_IDLE_MINUTES } from '../../../lib/contract/staff';
import { authenticateStaff } from './staff-scope';

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

/**
 * The hub identity of the live monitor (`/yonetim/ihaleler/[id]/izleme`, docs/architecture.md §8):
 * an İhale Sorumlusu's staff session, as a watcher that may join tender groups and hear bids, and
 * acts for no account, so every bid it might send is refused like any bid naming someone else's
 * account. The connection ends with the idle limit and reconnects through this check again, so a
 * session ended or idle meanwhile is not kept.
 */
export async function authenticateStaffWatcher(app: AuthApp, token: string): Promise<RequestAuth | null> {
  const staff = await authenticateStaff(app, token);
  if (!staff?.roller.includes('ihale')) return null;
  return {
    kimlikNo: staff.kimlikNo,
    sessionId: staff.sessionId,
    aktifCariId: null,
    personCariId: null,
    gercekKisilikId: null,
    allCariIds: [],
    cariIds: [],
    expiresAt: new Date(app.now().getTime() + STAFF_IDLE_MINUTES * 60_000),
  };
}
