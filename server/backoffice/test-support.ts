import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { COOKIE } from '../../lib/session/cookie-names';
import type { StaffRole } from '../../lib/contract/staff';
import { personel, personelRol } from '../db/schema';
import { TEST_STAFF } from '../seed/constants';
import { createStaffSession, findStaffByKimlikNo, staffRoles } from '../auth/staff/queries';
import { signStaffToken } from '../auth/staff/staff-token';
import type { ProfileTestContext } from '../modules/persons/test-support';

type StaffApp = Pick<FastifyInstance, 'config' | 'db' | 'now'>;

/** The seeded staff member of each role (server/seed/constants.ts TEST_STAFF). */
export const STAFF_BY_ROLE: Record<StaffRole, string> = {
  yonetici: TEST_STAFF.yonetici.kimlikNo,
  ihale: TEST_STAFF.ihale.kimlikNo,
  mali: TEST_STAFF.mali.kimlikNo,
  destek: TEST_STAFF.destek.kimlikNo,
};

/**
 * For tests: the Cookie header of a signed-in staff member, behind a real session row (as the
 * second factor makes), without going through e-Devlet and TOTP.
 */
export async function staffCookie(app: StaffApp, kimlikNo: string): Promise<string> {
  const staff = await findStaffByKimlikNo(app.db, kimlikNo);
  if (!staff) throw new Error(`no staff member ${kimlikNo}`);
  const sessionId = randomUUID();
  await createStaffSession(app.db, { id: sessionId, personelId: staff.id, now: app.now() });
  const token = await signStaffToken(app, {
    kimlikNo,
    personelId: staff.id,
    sessionId,
    roller: await staffRoles(app.db, staff.id),
  });
  return `${COOKIE.staffSession}=${token}`;
}

/** A staff member holding every role (not in the seed): generic input tests reach every route with it. */
export async function allRolesStaffCookie(app: StaffApp): Promise<string> {
  const kimlikNo = '10000001204';
  if (!(await findStaffByKimlikNo(app.db, kimlikNo))) {
    const [row] = await app.db.insert(personel).values({ kimlikNo, adiSoyadi: 'Test Tüm Roller' }).returning();
    await app.db
      .insert(personelRol)
      .values((['yonetici', 'ihale', 'mali', 'destek'] as const).map((rol) => ({ personelId: row.id, rol })));
  }
  return staffCookie(app, kimlikNo);
}

/** The TOTP code an authenticator app shows for `secret` at `now`. */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/**
 * For the generic input tests (bodies, control characters) that call every registered route: every
 * call also carries an all-roles staff session, so the back-office routes reach their input checks
 * instead of stopping at 401. Bidder routes ignore the staff cookie.
 */
export async function withStaffSession(t: ProfileTestContext): Promise<void> {
  const cookie = await allRolesStaffCookie(t.app);
  const call = t.call.bind(t);
  t.call = (kimlikNo, opts, cariId) =>
    call(kimlikNo, { ...opts, headers: { ...(opts.headers ?? {}), cookie } }, cariId);
}
