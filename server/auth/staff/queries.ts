import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { personel, personelKurtarmaKodu, personelOturum, personelRol } from '../../db/schema';
import type { StaffRole } from '../../../lib/contract/staff';
import { LOCK_MINUTES, MAX_FAILED_CODES } from '../../../lib/rules/staff-sign-in';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';

/** Staff sign-in's storage: records, TOTP state, recovery codes and sessions (docs/architecture.md §8). */

export type StaffRow = typeof personel.$inferSelect;

export async function findStaffByKimlikNo(db: Db, kimlikNo: string): Promise<StaffRow | null> {
  const rows = await db.select().from(personel).where(eq(personel.kimlikNo, kimlikNo)).limit(1);
  return rows[0] ?? null;
}

export async function findStaff(db: Db, personelId: number): Promise<StaffRow | null> {
  const rows = await db.select().from(personel).where(eq(personel.id, personelId)).limit(1);
  return rows[0] ?? null;
}

export async function staffRoles(db: Db, personelId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ rol: personelRol.rol })
    .from(personelRol)
    .where(eq(personelRol.personelId, personelId))
    .orderBy(asc(personelRol.rol));
  return rows.map((r) => r.rol);
}

/** A new secret for a staff member not yet enrolled (each first step offers a fresh one until confirmed). */
export async function setPendingSecret(db: Db, personelId: number, secret: string): Promise<boolean> {
  const rows = await db
    .update(personel)
    .set({ totpGizli: secret, totpSonAdim: null })
    .where(and(eq(personel.id, personelId), isNull(personel.totpOnayTarihi)))
    .returning({ id: personel.id });
  return rows.length === 1;
}

/**
 * Records an accepted code: one conditional UPDATE, so the same step can never be accepted twice,
 * even by two requests at once. Confirms the enrolment on its first code. False: already used.
 */
export async function acceptTotp(db: Db, p: { personelId: number; step: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(personel)
    .set({
      totpSonAdim: p.step,
      hataliDeneme: 0,
      kilitBitis: null,
      totpOnayTarihi: sql`coalesce(${personel.totpOnayTarihi}, ${p.now})`,
    })
    .where(and(eq(personel.id, p.personelId), or(isNull(personel.totpSonAdim), lt(personel.totpSonAdim, p.step))))
    .returning({ id: personel.id });
  return rows.length === 1;
}

/**
 * Takes one attempt at the second factor before any code is checked, and counts it as wrong until
 * the code proves right (acceptTotp, spendRecoveryCode reset the count). One conditional UPDATE, so
 * requests sent at once each take their own attempt: the fifth in a row sets the lock, and every
 * request after it finds the lock and checks nothing (at most MAX_FAILED_CODES codes are ever
 * checked per lock, TOTP and recovery codes alike). An expired lock starts the count afresh.
 * Answers whether the attempt may go ahead and whether it is the last before the lock.
 */
export async function takeCodeAttempt(
  db: Db,
  p: { personelId: number; now: Date },
): Promise<{ allowed: boolean; lastBeforeLock: boolean }> {
  const lockUntil = new Date(p.now.getTime() + LOCK_MINUTES * 60_000);
  const lockOver = sql`(${personel.kilitBitis} is not null and ${personel.kilitBitis} <= ${p.now.toISOString()}::timestamptz)`;
  const count = sql`(case when ${lockOver} then 0 else ${personel.hataliDeneme} end) + 1`;
  const rows = await db
    .update(personel)
    .set({
      hataliDeneme: count,
      kilitBitis: sql`case when ${count} >= ${MAX_FAILED_CODES} then ${lockUntil.toISOString()}::timestamptz when ${lockOver} then null else ${personel.kilitBitis} end`,
    })
    .where(and(eq(personel.id, p.personelId), or(isNull(personel.kilitBitis), lte(personel.kilitBitis, p.now))))
    .returning({ hataliDeneme: personel.hataliDeneme });
  const taken = rows[0];
  return { allowed: Boolean(taken), lastBeforeLock: (taken?.hataliDeneme ?? 0) >= MAX_FAILED_CODES };
}

/** A right code: the count of wrong ones starts again, and a lock the right code raced is lifted. */
async function clearFailedCodes(db: Db, personelId: number): Promise<void> {
  await db.update(personel).set({ hataliDeneme: 0, kilitBitis: null }).where(eq(personel.id, personelId));
}

export async function replaceRecoveryCodes(db: Db, personelId: number, hashes: string[]): Promise<void> {
  await db.delete(personelKurtarmaKodu).where(eq(personelKurtarmaKodu.personelId, personelId));
  if (hashes.length) await db.insert(personelKurtarmaKodu).values(hashes.map((kodOzeti) => ({ personelId, kodOzeti })));
}

/** Spends a recovery code once (conditional UPDATE); a right one clears the wrong-code count, as a TOTP code does. */
export async function spendRecoveryCode(db: Db, p: { personelId: number; hash: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(personelKurtarmaKodu)
    .set({ kullanimTarihi: p.now })
    .where(
      and(
        eq(personelKurtarmaKodu.personelId, p.personelId),
        eq(personelKurtarmaKodu.kodOzeti, p.hash),
        isNull(personelKurtarmaKodu.kullanimTarihi),
      ),
    )
    .returning({ id: personelKurtarmaKodu.id });
  if (rows.length !== 1) return false;
  await clearFailedCodes(db, p.personelId);
  return true;
}

/**
 * A new session, named by the second-factor challenge it was opened with: the challenge is spent
 * by the first sign-in, and a second one with it finds the id taken (false), so one challenge never
 * opens two sessions.
 */
export async function createStaffSession(db: Db, p: { id: string; personelId: number; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(personelOturum)
    .values({ id: p.id, personelId: p.personelId, baslangic: p.now, sonEtkinlik: p.now })
    .onConflictDoNothing({ target: personelOturum.id })
    .returning({ id: personelOturum.id });
  return rows.length === 1;
}

/**
 * Keeps a session alive: one conditional UPDATE that succeeds only for a session that has not
 * ended and has seen a request within the idle limit. False: the session is over.
 */
export async function touchStaffSession(
  db: Db,
  p: { sessionId: string; personelId: number; now: Date; idleMinutes: number },
): Promise<boolean> {
  const idleSince = new Date(p.now.getTime() - p.idleMinutes * 60_000);
  const rows = await db
    .update(personelOturum)
    .set({ sonEtkinlik: p.now })
    .where(
      and(
        eq(personelOturum.id, p.sessionId),
        eq(personelOturum.personelId, p.personelId),
        isNull(personelOturum.bitis),
        gt(personelOturum.sonEtkinlik, idleSince),
      ),
    )
    .returning({ id: personelOturum.id });
  return rows.length === 1;
}

export async function endStaffSession(db: Db, p: { sessionId: string; now: Date }): Promise<void> {
  await db
    .update(personelOturum)
    .set({ bitis: p.now })
    .where(and(eq(personelOturum.id, p.sessionId), isNull(personelOturum.bitis)));
}

/** Ends every session of a staff member (deactivated, roles or second factor reset). */
export async function endAllStaffSessions(db: Db, p: { personelId: number; now: Date }): Promise<void> {
  await db
    .update(personelOturum)
    .set({ bitis: p.now })
    .where(and(eq(personelOturum.personelId, p.personelId), isNull(personelOturum.bitis)));
}

/**
 * Opens the staff session a passed second factor earned, in one transaction with its audit
 * records: a first sign-in also stores the new recovery codes (their hashes). False when the
 * challenge already opened a session (a replay): then nothing is written.
 */
export async function openStaffSession(
  db: Db,
  actor: AuditActor,
  p: { sessionId: string; personelId: number; now: Date; recoveryHashes: string[] | null; byRecoveryCode: boolean },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await createStaffSession(tx, { id: p.sessionId, personelId: p.personelId, now: p.now }))) return false;
    if (p.recoveryHashes) {
      await replaceRecoveryCodes(tx, p.personelId, p.recoveryHashes);
      await recordAudit(tx, actor, { islem: 'oturum.totp-kayit', hedefTuru: 'personel', hedefId: p.personelId });
    }
    await recordAudit(tx, actor, {
      islem: p.byRecoveryCode ? 'oturum.kurtarma-kodu' : 'oturum.giris',
      hedefTuru: 'personel',
      hedefId: p.personelId,
    });
    return true;
  });
}

/** Ends a staff member's session (sign-out), with its audit record, in one transaction. */
export async function closeStaffSession(
  db: Db,
  actor: AuditActor & { personelId: number },
  p: { sessionId: string; now: Date },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await endStaffSession(tx, { sessionId: p.sessionId, now: p.now });
    await recordAudit(tx, actor, { islem: 'oturum.cikis', hedefTuru: 'personel', hedefId: actor.personelId });
  });
}
