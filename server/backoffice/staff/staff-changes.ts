import type { Db } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import type { StaffRole } from '../../../lib/contract/staff';
import { STAFF_ADMIN_MESSAGES as M } from '../../../lib/rules/staff-admin';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { endAllStaffSessions } from '../../auth/staff/queries';
import type { StaffAuth } from '../../auth/staff/staff-scope';
import {
  activeAdminCount,
  endOtherStaffSessions,
  insertStaff,
  lockStaffAdmin,
  replaceRoles,
  resetSecondFactor,
  type StaffState,
  setActive,
  staffState,
} from './queries';

/**
 * The Yönetici's changes to staff (docs/architecture.md §8). Each is one transaction: take the
 * staff lock, check the rules against the state as it is now, change, end the sessions the change
 * invalidates, and write the audit row with before and after. The rules:
 * - a Yönetici cannot take away their own Yönetici role, deactivate or reset themselves;
 * - the last active Yönetici can neither lose the role nor be deactivated (with the lock, two
 *   Yöneticis removing each other at once leave one, never none).
 */
export interface StaffChangeContext {
  db: Db;
  caller: StaffAuth;
  actor: AuditActor;
  now: Date;
}

const auditView = (s: StaffState) => ({ adiSoyadi: s.adiSoyadi, roller: s.roller, aktif: s.aktif });

async function inStaffTransaction<T>(ctx: StaffChangeContext, work: (tx: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await lockStaffAdmin(tx);
    // The caller's own role may have been taken away while this request waited for the lock.
    const self = await staffState(tx, ctx.caller.personelId);
    if (!self?.aktif || !self.roller.includes('yonetici')) throw DomainError.forbidden();
    return work(tx);
  });
}

async function target(tx: Db, id: number): Promise<StaffState> {
  const s = await staffState(tx, id);
  if (!s) throw DomainError.notFound('Personel bulunamadı.');
  return s;
}

/** Whether the change would leave no active Yönetici: `before` is one and is about to stop being one. */
async function isLastAdmin(tx: Db, before: StaffState): Promise<boolean> {
  return before.aktif && before.roller.includes('yonetici') && (await activeAdminCount(tx)) <= 1;
}

export function addStaff(
  ctx: StaffChangeContext,
  input: { kimlikNo: string; adiSoyadi: string; roller: StaffRole[] },
): Promise<StaffState> {
  return inStaffTransaction(ctx, async (tx) => {
    const id = await insertStaff(tx, { ...input, now: ctx.now });
    if (id === null) throw DomainError.conflict(M.duplicate);
    const after = await target(tx, id);
    await recordAudit(tx, ctx.actor, {
      islem: 'personel.ekle',
      hedefTuru: 'personel',
      hedefId: id,
      sonraki: { kimlikNo: after.kimlikNo, ...auditView(after) },
      ayrinti: after.adiSoyadi,
    });
    return after;
  });
}

/** Who the audit trail names for the operator command on the server (no staff member: there is none yet). */
export const SERVER_OPERATOR: AuditActor = { personelId: null, adiSoyadi: 'Sunucu operatörü', ip: null };

/**
 * The first Yönetici of a real deployment, added by `npm run operator -- yonetici-ekle` on the
 * server (docs/guides/production.md, "The minimal real configuration"): only while no active Yönetici exists, so the command is never a way
 * around the Yönetici's own screen. They enrol their authenticator app at the first sign-in.
 */
export async function addFirstAdmin(
  db: Db,
  input: { kimlikNo: string; adiSoyadi: string },
  now: Date,
): Promise<StaffState> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockStaffAdmin(tx);
    if ((await activeAdminCount(tx)) > 0) throw DomainError.conflict(M.adminExists);
    const id = await insertStaff(tx, { ...input, roller: ['yonetici'], now });
    if (id === null) throw DomainError.conflict(M.duplicate);
    const after = await target(tx, id);
    await recordAudit(tx, SERVER_OPERATOR, {
      islem: 'personel.ekle',
      hedefTuru: 'personel',
      hedefId: id,
      sonraki: { kimlikNo: after.kimlikNo, ...auditView(after) },
      ayrinti: after.adiSoyadi,
    });
    return after;
  });
}

export function changeRoles(ctx: StaffChangeContext, id: number, roller: StaffRole[]): Promise<StaffState> {
  return inStaffTransaction(ctx, async (tx) => {
    const before = await target(tx, id);
    if (sameRoles(before.roller, roller)) return before;
    const self = id === ctx.caller.personelId;
    const losesAdmin = before.roller.includes('yonetici') && !roller.includes('yonetici');
    if (losesAdmin && self) throw DomainError.conflict(M.ownAdminRole);
    if (losesAdmin && (await isLastAdmin(tx, before))) throw DomainError.conflict(M.lastAdmin);
    await replaceRoles(tx, id, roller);
    // The sessions carry the roles they were opened with: the member signs in again. A Yönetici
    // changing their own roles keeps the session they are using.
    if (self) await endOtherStaffSessions(tx, { personelId: id, keepSessionId: ctx.caller.sessionId, now: ctx.now });
    else await endAllStaffSessions(tx, { personelId: id, now: ctx.now });
    const after = await target(tx, id);
    await recordAudit(tx, ctx.actor, {
      islem: 'personel.rol',
      hedefTuru: 'personel',
      hedefId: id,
      onceki: { roller: before.roller },
      sonraki: { roller: after.roller },
      ayrinti: after.adiSoyadi,
    });
    return after;
  });
}

export function changeStatus(ctx: StaffChangeContext, id: number, aktif: boolean): Promise<StaffState> {
  return inStaffTransaction(ctx, async (tx) => {
    const before = await target(tx, id);
    if (before.aktif === aktif) return before;
    if (!aktif && id === ctx.caller.personelId) throw DomainError.conflict(M.ownDeactivate);
    if (!aktif && (await isLastAdmin(tx, before))) throw DomainError.conflict(M.lastAdmin);
    await setActive(tx, id, aktif);
    if (!aktif) await endAllStaffSessions(tx, { personelId: id, now: ctx.now });
    const after = await target(tx, id);
    await recordAudit(tx, ctx.actor, {
      islem: 'personel.durum',
      hedefTuru: 'personel',
      hedefId: id,
      onceki: { aktif: before.aktif },
      sonraki: { aktif: after.aktif },
      ayrinti: after.adiSoyadi,
    });
    return after;
  });
}

export function resetTotp(ctx: StaffChangeContext, id: number): Promise<StaffState> {
  return inStaffTransaction(ctx, async (tx) => {
    if (id === ctx.caller.personelId) throw DomainError.conflict(M.ownReset);
    const before = await target(tx, id);
    await resetSecondFactor(tx, id);
    await endAllStaffSessions(tx, { personelId: id, now: ctx.now });
    const after = await target(tx, id);
    await recordAudit(tx, ctx.actor, {
      islem: 'personel.totp-sifirla',
      hedefTuru: 'personel',
      hedefId: id,
      onceki: { totpKayitli: before.totpKayitli },
      sonraki: { totpKayitli: after.totpKayitli },
      ayrinti: after.adiSoyadi,
    });
    return after;
  });
}

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) =>
  a.length === b.length && a.every((r) => b.includes(r));
