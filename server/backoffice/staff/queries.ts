import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personel, personelKurtarmaKodu, personelOturum, personelRol } from '../../db/schema';
import type { StaffListItem, StaffRole } from '../../../lib/contract/staff';

/**
 * Staff and roles' storage (/yonetim/personel, docs/architecture.md §8). Every change runs in a
 * transaction that first takes STAFF_ADMIN_LOCK_KEY, so two changes (two Yöneticis removing each
 * other's role at once) meet one after the other and each reads the state the other left.
 */
export const STAFF_ADMIN_LOCK_KEY = 727010;

/** Serialises staff changes for the rest of the transaction (released at commit or rollback). */
export async function lockStaffAdmin(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(STAFF_ADMIN_LOCK_KEY))})`);
}

/** The state of one staff member as the audit trail records it before and after a change. */
export interface StaffState {
  id: number;
  kimlikNo: string;
  adiSoyadi: string;
  aktif: boolean;
  roller: StaffRole[];
  totpKayitli: boolean;
}

export async function listStaff(db: Db): Promise<StaffListItem[]> {
  const lastSignIn = db
    .select({ personelId: personelOturum.personelId, sonGiris: max(personelOturum.baslangic).as('son_giris') })
    .from(personelOturum)
    .groupBy(personelOturum.personelId)
    .as('son');
  const rows = await db
    .select({
      id: personel.id,
      kimlikNo: personel.kimlikNo,
      adiSoyadi: personel.adiSoyadi,
      aktif: personel.aktif,
      totpOnay: personel.totpOnayTarihi,
      sonGiris: lastSignIn.sonGiris,
    })
    .from(personel)
    .leftJoin(lastSignIn, eq(lastSignIn.personelId, personel.id))
    .orderBy(asc(personel.adiSoyadi), asc(personel.id));
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    kimlikNo: r.kimlikNo,
    adiSoyadi: r.adiSoyadi,
    roller: roles.get(r.id) ?? [],
    aktif: r.aktif,
    totpKayitli: r.totpOnay !== null,
    sonGiris: r.sonGiris ? new Date(r.sonGiris).toISOString() : null,
  }));
}

async function rolesOf(db: Db, ids: number[]): Promise<Map<number, StaffRole[]>> {
  const out = new Map<number, StaffRole[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(personelRol)
    .where(inArray(personelRol.personelId, ids))
    .orderBy(asc(personelRol.personelId));
  for (const r of rows) out.set(r.personelId, [...(out.get(r.personelId) ?? []), r.rol]);
  return out;
}

/** One staff member's state, or null; call under lockStaffAdmin to read what the change will change. */
export async function staffState(db: Db, id: number): Promise<StaffState | null> {
  const [row] = await db.select().from(personel).where(eq(personel.id, id)).limit(1);
  if (!row) return null;
  const roles = (await rolesOf(db, [id])).get(id) ?? [];
  return {
    id: row.id,
    kimlikNo: row.kimlikNo,
    adiSoyadi: row.adiSoyadi,
    aktif: row.aktif,
    roller: sortRoles(roles),
    totpKayitli: row.totpOnayTarihi !== null,
  };
}

const ROLE_ORDER: readonly StaffRole[] = ['yonetici', 'ihale', 'mali', 'destek'];
const sortRoles = (roles: StaffRole[]) => ROLE_ORDER.filter((r) => roles.includes(r));

/** How many active staff members hold the Yönetici role. */
export async function activeAdminCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(personel)
    .innerJoin(personelRol, and(eq(personelRol.personelId, personel.id), eq(personelRol.rol, 'yonetici')))
    .where(eq(personel.aktif, true));
  return Number(row?.n ?? 0);
}

/** A new staff member; null when the TC kimlik no already has a staff record. */
export async function insertStaff(
  db: Db,
  p: { kimlikNo: string; adiSoyadi: string; roller: StaffRole[]; now: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(personel)
    .values({ kimlikNo: p.kimlikNo, adiSoyadi: p.adiSoyadi, olusturmaTarihi: p.now })
    .onConflictDoNothing({ target: personel.kimlikNo })
    .returning({ id: personel.id });
  if (!row) return null;
  await db.insert(personelRol).values(p.roller.map((rol) => ({ personelId: row.id, rol })));
  return row.id;
}

export async function replaceRoles(db: Db, id: number, roller: StaffRole[]): Promise<void> {
  await db.delete(personelRol).where(eq(personelRol.personelId, id));
  await db.insert(personelRol).values(roller.map((rol) => ({ personelId: id, rol })));
}

export async function setActive(db: Db, id: number, aktif: boolean): Promise<void> {
  await db.update(personel).set({ aktif }).where(eq(personel.id, id));
}

/**
 * Clears the second factor (secret, its confirmation, the last accepted step, the wrong-code
 * count and lock) and the recovery codes: the next sign-in enrols anew.
 */
export async function resetSecondFactor(db: Db, id: number): Promise<void> {
  await db
    .update(personel)
    .set({ totpGizli: null, totpOnayTarihi: null, totpSonAdim: null, hataliDeneme: 0, kilitBitis: null })
    .where(eq(personel.id, id));
  await db.delete(personelKurtarmaKodu).where(eq(personelKurtarmaKodu.personelId, id));
}

/**
 * Ends a staff member's other sessions, keeping the one they are using: a Yönetici changing their
 * own roles stays signed in (roles are read afresh on every request anyway). Anyone else's
 * sessions all end (endAllStaffSessions).
 */
export async function endOtherStaffSessions(
  db: Db,
  p: { personelId: number; keepSessionId: string; now: Date },
): Promise<void> {
  await db
    .update(personelOturum)
    .set({ bitis: p.now })
    .where(
      and(
        eq(personelOturum.personelId, p.personelId),
        isNull(personelOturum.bitis),
        ne(personelOturum.id, p.keepSessionId),
      ),
    );
}
