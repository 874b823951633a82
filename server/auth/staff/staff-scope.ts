import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors';
import { STAFF_IDLE_MINUTES, type StaffRole } from '../../../lib/contract/staff';
import { findStaff, staffRoles, touchStaffSession } from './queries';
import { clearedStaffCookie, readStaffCookie } from './staff-cookie';
import { verifyStaffToken } from './staff-token';

/** Who is calling the back-office, loaded fresh from the database for every request. */
export interface StaffAuth {
  personelId: number;
  kimlikNo: string;
  adiSoyadi: string;
  roller: StaffRole[];
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffAuth;
  }
  interface FastifyContextConfig {
    /**
     * Who may call a back-office route: the roles of which one is enough, or 'any' signed-in staff
     * member. Every /api/yonetim route names it (staffRoutes refuses to register one without), and
     * the role matrix test reads it from here.
     */
    roles?: readonly StaffRole[] | 'any';
    /** The two sign-in steps, before there is a staff session. */
    staffPublic?: boolean;
  }
}

export const STAFF_SIGN_IN_REQUIRED = 'Kurum paneline giriş yapmanız gerekmektedir.';

type AuthApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

/**
 * The staff member behind a session cookie's token, or null when the token is not valid, the
 * session has ended or been idle for STAFF_IDLE_MINUTES (a valid request renews it), or the staff
 * record is deactivated. Roles come from the database, so a change applies at the next request.
 */
export async function authenticateStaff(app: AuthApp, token: string): Promise<StaffAuth | null> {
  const claims = await verifyStaffToken(app, token);
  if (!claims) return null;
  const alive = await touchStaffSession(app.db, {
    sessionId: claims.sessionId,
    personelId: claims.personelId,
    now: app.now(),
    idleMinutes: STAFF_IDLE_MINUTES,
  });
  if (!alive) return null;
  const row = await findStaff(app.db, claims.personelId);
  if (!row?.aktif || row.kimlikNo !== claims.kimlikNo) return null;
  const roller = await staffRoles(app.db, row.id);
  return { personelId: row.id, kimlikNo: row.kimlikNo, adiSoyadi: row.adiSoyadi, roller, sessionId: claims.sessionId };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one auth hook of the /api/yonetim scope (docs/architecture.md §8). Register it on the scope
 * before its routes:
 * - a route without `config.roles` (or `staffPublic`) cannot be registered;
 * - no session cookie, or one whose session is over: 401 (a bidder's Bearer is no staff session);
 * - a signed-in staff member without one of the route's roles: 403;
 * - a state-changing request whose Origin is another site: 403 (the cookie is SameSite=Strict as
 *   well; this holds for browsers that send Origin but not SameSite).
 */
export function registerStaffScope(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('staff')) scope.decorateRequest('staff', undefined);
  scope.addHook('onRoute', (route) => {
    const config = route.config as { roles?: unknown; staffPublic?: boolean } | undefined;
    if (!config?.staffPublic && !config?.roles) {
      throw new Error(`${route.method} ${route.url}: a back-office route must name its roles`);
    }
  });
  scope.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!SAFE_METHODS.has(request.method) && !sameOrigin(request, scope.config.publicOrigin)) throw forbidden();
    if (config?.staffPublic) return;
    const token = readStaffCookie(request);
    const staff = token ? await authenticateStaff(scope, token) : null;
    if (!staff) {
      if (token) reply.header('Set-Cookie', clearedStaffCookie(scope.config));
      throw unauthorized(STAFF_SIGN_IN_REQUIRED);
    }
    request.staff = staff;
    const roles = config?.roles;
    if (roles !== 'any' && !(roles ?? []).some((r) => staff.roller.includes(r))) throw forbidden();
  });
}

function sameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === new URL(publicOrigin).origin;
}

/** The signed-in staff member of a route behind registerStaffScope. */
export function currentStaff(request: FastifyRequest): StaffAuth {
  if (!request.staff) throw unauthorized(STAFF_SIGN_IN_REQUIRED);
  return request.staff;
}
