import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { edevletVatandas, externalLoginCode, firmaYetkili, gercekKisilik, refreshToken } from '../db/schema';
import type { RequestAuth } from './request-auth';

/**
 * Data access of the authorization service. Tokens and codes arrive here already hashed; the
 * plain values never reach the database.
 */

export interface Citizen {
  kimlikNo: string;
  adi: string;
  soyadi: string;
  eposta: string | null;
  gsm: string | null;
}

// ---- e-Devlet citizens -------------------------------------------------------------------------

export async function listEdevletCitizens(db: Db): Promise<Citizen[]> {
  return db.select().from(edevletVatandas).orderBy(asc(edevletVatandas.adi), asc(edevletVatandas.soyadi)).limit(500);
}

export async function findEdevletCitizen(db: Db, params: { kimlikNo: string }): Promise<Citizen | null> {
  const rows = await db.select().from(edevletVatandas).where(eq(edevletVatandas.kimlikNo, params.kimlikNo)).limit(1);
  return rows[0] ?? null;
}

/** What the real e-Devlet said about a citizen (oauth mode) replaces what we knew before. */
export async function upsertEdevletCitizen(db: Db, citizen: Citizen): Promise<void> {
  await db
    .insert(edevletVatandas)
    .values(citizen)
    .onConflictDoUpdate({
      target: edevletVatandas.kimlikNo,
      set: { adi: citizen.adi, soyadi: citizen.soyadi, eposta: citizen.eposta, gsm: citizen.gsm },
    });
}

/** Name and contact data for userinfo: e-Devlet's record, else the portal's own person record. */
export async function findUserInfoSource(db: Db, params: { kimlikNo: string }): Promise<Citizen | null> {
  const citizen = await findEdevletCitizen(db, params);
  if (citizen) return citizen;
  const rows = await db
    .select({
      kimlikNo: gercekKisilik.kimlikNo,
      adi: gercekKisilik.adi,
      soyadi: gercekKisilik.soyadi,
      eposta: gercekKisilik.eposta,
      gsm: gercekKisilik.gsm,
    })
    .from(gercekKisilik)
    .where(eq(gercekKisilik.kimlikNo, params.kimlikNo))
    .limit(1);
  return rows[0] ?? null;
}

// ---- single-use login codes --------------------------------------------------------------------

export async function insertExternalLoginCode(
  db: Db,
  params: { tokenHash: string; kimlikNo: string; provider: string; expiresAt: Date },
): Promise<void> {
  await db.insert(externalLoginCode).values(params);
}

/**
 * Spends a login code: one conditional update, so two concurrent exchanges cannot both win.
 * Answers the citizen's kimlik no, or null for an unknown, spent or expired code.
 */
export async function consumeExternalLoginCode(
  db: Db,
  params: { tokenHash: string; provider: string; now: Date },
): Promise<string | null> {
  const rows = await db
    .update(externalLoginCode)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(externalLoginCode.tokenHash, params.tokenHash),
        eq(externalLoginCode.provider, params.provider),
        isNull(externalLoginCode.usedAt),
        gt(externalLoginCode.expiresAt, params.now),
      ),
    )
    .returning({ kimlikNo: externalLoginCode.kimlikNo });
  return rows[0]?.kimlikNo ?? null;
}

// ---- refresh tokens ----------------------------------------------------------------------------

export type RefreshTokenRow = typeof refreshToken.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  params: {
    tokenHash: string;
    familyId: string;
    kimlikNo: string;
    clientId: string;
    expiresAt: Date;
    aktifCariId: number | null;
  },
): Promise<void> {
  await db.insert(refreshToken).values(params);
}

export async function findRefreshToken(db: Db, params: { tokenHash: string }): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, params.tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks a refresh token spent; false when it was spent or revoked meanwhile (a concurrent reuse). */
export async function markRefreshTokenUsed(db: Db, params: { id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(refreshToken)
    .set({ usedAt: params.now })
    .where(and(eq(refreshToken.id, params.id), isNull(refreshToken.usedAt), isNull(refreshToken.revokedAt)))
    .returning({ id: refreshToken.id });
  return rows.length === 1;
}

/** Reuse of a spent token means it leaked: every token of the family stops working. */
export async function revokeRefreshFamily(db: Db, params: { familyId: string; now: Date }): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: params.now })
    .where(and(eq(refreshToken.familyId, params.familyId), isNull(refreshToken.revokedAt)));
}

// ---- sessions and the account they act for ------------------------------------------------------

/** The person's own account id, or null before they registered. */
export async function personCariId(db: Db, params: { kimlikNo: string }): Promise<number | null> {
  const rows = await db
    .select({ cariId: gercekKisilik.cariId })
    .from(gercekKisilik)
    .where(eq(gercekKisilik.kimlikNo, params.kimlikNo))
    .limit(1);
  return rows[0]?.cariId ?? null;
}

/**
 * Fixes the account a session acts for, once (docs/spec.md §1): every row of the family, in one
 * conditional UPDATE, so two tabs choosing at once cannot both win. 'bound' also when it was
 * already bound to this account (a repeated call); 'other' when bound to another; 'gone' when the
 * session has ended (revoked, or never was).
 */
export async function bindSession(
  db: Db,
  params: { sessionId: string; kimlikNo: string; cariId: number },
): Promise<'bound' | 'other' | 'gone'> {
  const live = and(
    eq(refreshToken.familyId, params.sessionId),
    eq(refreshToken.kimlikNo, params.kimlikNo),
    isNull(refreshToken.revokedAt),
  );
  const updated = await db
    .update(refreshToken)
    .set({ aktifCariId: params.cariId })
    .where(and(live, or(isNull(refreshToken.aktifCariId), eq(refreshToken.aktifCariId, params.cariId))))
    .returning({ id: refreshToken.id });
  if (updated.length > 0) return 'bound';
  const rows = await db.select({ id: refreshToken.id }).from(refreshToken).where(live).limit(1);
  return rows.length > 0 ? 'other' : 'gone';
}

// ---- who is calling ----------------------------------------------------------------------------

/**
 * Who is behind an access token, read fresh for every request so that a logout (a revoked
 * session) and a removed company link take effect at once. Null when the token's session is not
 * alive or is another person's. `allCariIds` are the accounts the person may act for (their own
 * person account when registered, and every linked company); `cariIds`, what this session may act
 * for: the account chosen at /callback while the person still may act for it, else nothing.
 */
export async function loadRequestAuth(
  db: Db,
  params: { kimlikNo: string; sessionId: string },
): Promise<RequestAuth | null> {
  const [session] = await db
    .select({
      alive: sql<boolean>`bool_or(${refreshToken.revokedAt} is null)`,
      aktifCariId: sql<number | null>`max(${refreshToken.aktifCariId})`,
    })
    .from(refreshToken)
    .where(and(eq(refreshToken.familyId, params.sessionId), eq(refreshToken.kimlikNo, params.kimlikNo)));
  if (!session?.alive) return null;
  const aktifCariId = session.aktifCariId === null ? null : Number(session.aktifCariId);
  const base = { kimlikNo: params.kimlikNo, sessionId: params.sessionId, aktifCariId };
  const person = await db
    .select({ id: gercekKisilik.id, cariId: gercekKisilik.cariId })
    .from(gercekKisilik)
    .where(eq(gercekKisilik.kimlikNo, params.kimlikNo))
    .limit(1);
  if (!person[0]) return { ...base, personCariId: null, gercekKisilikId: null, allCariIds: [], cariIds: [] };
  const companies = await db
    .select({ cariId: firmaYetkili.firmaCariId })
    .from(firmaYetkili)
    .where(eq(firmaYetkili.gercekKisilikId, person[0].id))
    .orderBy(asc(firmaYetkili.firmaCariId));
  const allCariIds = [person[0].cariId, ...companies.map((c) => c.cariId)];
  return {
    ...base,
    personCariId: person[0].cariId,
    gercekKisilikId: person[0].id,
    allCariIds,
    cariIds: aktifCariId !== null && allCariIds.includes(aktifCariId) ? [aktifCariId] : [],
  };
}
