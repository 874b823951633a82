import { and, asc, eq, isNull, gt } from 'drizzle-orm';
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
  params: { tokenHash: string; familyId: string; kimlikNo: string; clientId: string; expiresAt: Date },
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

// ---- who is calling ----------------------------------------------------------------------------

/**
 * The accounts a person may act for, read fresh for every request so a removed company link takes
 * effect at once: their own person account (when registered) and every linked company.
 */
export async function loadRequestAuth(db: Db, params: { kimlikNo: string }): Promise<RequestAuth> {
  const person = await db
    .select({ id: gercekKisilik.id, cariId: gercekKisilik.cariId })
    .from(gercekKisilik)
    .where(eq(gercekKisilik.kimlikNo, params.kimlikNo))
    .limit(1);
  if (!person[0]) return { kimlikNo: params.kimlikNo, personCariId: null, gercekKisilikId: null, cariIds: [] };
  const companies = await db
    .select({ cariId: firmaYetkili.firmaCariId })
    .from(firmaYetkili)
    .where(eq(firmaYetkili.gercekKisilikId, person[0].id))
    .orderBy(asc(firmaYetkili.firmaCariId));
  return {
    kimlikNo: params.kimlikNo,
    personCariId: person[0].cariId,
    gercekKisilikId: person[0].id,
    cariIds: [person[0].cariId, ...companies.map((c) => c.cariId)],
  };
}
