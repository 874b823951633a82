import { and, asc, eq, sql } from 'drizzle-orm';
import type { CariOrtakWire, MersisOrtakWire } from '../../../lib/contract/wire-types';
import { PROFILE_MESSAGES } from '../../../lib/rules/profile-messages';
import type { Db } from '../../db/client';
import { cari, firmaYetkili, mersisFirma, mersisOrtak } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';

/** A company as the profile screens show it (docs/spec.md §3: unvani, vergiNumarasi); id is its account id. */
export type CompanyRow = CariOrtakWire;

/** The registry (MERSIS stand-in) record of `vkn`, only when it lists this person as an authorised partner. */
export async function registryPartnership(
  db: Db,
  params: { vkn: string; kimlikNo: string },
): Promise<MersisOrtakWire | null> {
  const rows = await db
    .select({ unvani: mersisFirma.unvani, vergiNumarasi: mersisFirma.vkn })
    .from(mersisFirma)
    .innerJoin(mersisOrtak, eq(mersisOrtak.vkn, mersisFirma.vkn))
    .where(
      and(eq(mersisFirma.vkn, params.vkn), eq(mersisOrtak.kimlikNo, params.kimlikNo), eq(mersisOrtak.yetkili, true)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The companies the person is linked to in the portal (Firmalarım), oldest link first. */
export async function linkedCompanies(db: Db, gercekKisilikId: number): Promise<CompanyRow[]> {
  const rows = await db
    .select({ id: cari.id, unvani: cari.unvan, vergiNumarasi: cari.vergiNo })
    .from(firmaYetkili)
    .innerJoin(cari, eq(cari.id, firmaYetkili.firmaCariId))
    .where(and(eq(firmaYetkili.gercekKisilikId, gercekKisilikId), eq(cari.tur, 'firma')))
    .orderBy(asc(firmaYetkili.eklenmeTarihi), asc(cari.id));
  return rows.map((r) => ({ ...r, vergiNumarasi: r.vergiNumarasi ?? '' }));
}

const ALREADY_LINKED = 'Bu firma zaten hesabınıza eklenmiştir.';

/**
 * Links a company to the person when the registry lists them as an authorised partner: the company
 * account is created on first use (the tax number is unique, so two people adding it at once share
 * one account), then the authorisation row. Answers the company's account id.
 */
export async function linkCompany(
  db: Db,
  params: { gercekKisilikId: number; kimlikNo: string; vkn: string; now: Date },
): Promise<number> {
  const registry = await registryPartnership(db, params);
  if (!registry) throw DomainError.invalid(PROFILE_MESSAGES.partnershipNotFound, 'PartnershipNotFound');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .insert(cari)
      .values({ tur: 'firma', unvan: registry.unvani, vergiNo: registry.vergiNumarasi, olusturmaTarihi: params.now })
      .onConflictDoNothing({ target: cari.vergiNo });
    const [company] = await t
      .select({ id: cari.id, tur: cari.tur })
      .from(cari)
      .where(eq(cari.vergiNo, registry.vergiNumarasi))
      .limit(1);
    // A tax number held by a person account would be a data error; never link a person as a company.
    if (company?.tur !== 'firma') throw DomainError.invalid(PROFILE_MESSAGES.saveFailed, 'SaveFailed');
    const inserted = await t
      .insert(firmaYetkili)
      .values({ gercekKisilikId: params.gercekKisilikId, firmaCariId: company.id, eklenmeTarihi: params.now })
      .onConflictDoNothing()
      .returning({ id: firmaYetkili.firmaCariId });
    if (inserted.length === 0) throw DomainError.conflict(ALREADY_LINKED, 'AlreadyLinked');
    return company.id;
  });
}

/** Removes only this person's link to the company; the company account and others' links stay. */
export async function unlinkCompany(db: Db, params: { gercekKisilikId: number; vkn: string }): Promise<boolean> {
  const rows = await db
    .delete(firmaYetkili)
    .where(
      and(
        eq(firmaYetkili.gercekKisilikId, params.gercekKisilikId),
        sql`${firmaYetkili.firmaCariId} in (select id from cari where vergi_no = ${params.vkn} and tur = 'firma')`,
      ),
    )
    .returning({ id: firmaYetkili.firmaCariId });
  return rows.length > 0;
}
