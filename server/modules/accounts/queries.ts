import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aktiviteLog, cari, firmaYetkili, gercekKisilik, sozlesmeOnay } from '../../db/schema';
import { CURRENT_CONTRACT_VERSION } from './contract-version';
import { DomainError } from '../../kernel/domain-error';
import { type AccountCheck, type Firma, SONUC_TIPI } from '../../../lib/contract/account-check';

/**
 * Data access of the account calls (auth contract item 7). Every function takes the caller's
 * identity or an account id the route has already checked with `assertCari`; none takes a
 * person from the request body.
 */

const ALREADY_REGISTERED = 'Bu T.C. kimlik numarası ile portalda kayıtlı bir kullanıcı zaten bulunmaktadır.';

/**
 * 1 = no portal record; 2 = a record whose acceptance of the contracts for this tender type is
 * missing or older than the current version; 3 = in order.
 */
export async function checkAccount(db: Db, params: { kimlikNo: string; ihaleTipiId: number }): Promise<AccountCheck> {
  const person = await db
    .select({ id: gercekKisilik.id, cariId: gercekKisilik.cariId })
    .from(gercekKisilik)
    .where(eq(gercekKisilik.kimlikNo, params.kimlikNo))
    .limit(1);
  if (!person[0]) return { sonucTipi: SONUC_TIPI.kayitYok, gercekKisilikId: null, firmalar: [] };
  const { id, cariId } = person[0];
  const [accepted] = await db
    .select({ versiyon: max(sozlesmeOnay.versiyon) })
    .from(sozlesmeOnay)
    .where(and(eq(sozlesmeOnay.cariId, cariId), eq(sozlesmeOnay.ihaleTipiId, params.ihaleTipiId)));
  const firmalar = await listCompanies(db, { gercekKisilikId: id });
  const inOrder = (accepted?.versiyon ?? 0) >= CURRENT_CONTRACT_VERSION;
  return { sonucTipi: inOrder ? SONUC_TIPI.tamam : SONUC_TIPI.sozlesmeEksik, gercekKisilikId: cariId, firmalar };
}

/** The companies a person is authorised for, as the login choice dialog lists them. */
export async function listCompanies(db: Db, params: { gercekKisilikId: number }): Promise<Firma[]> {
  const rows = await db
    .select({ id: cari.id, adi: cari.unvan, vergiNo: cari.vergiNo })
    .from(firmaYetkili)
    .innerJoin(cari, eq(cari.id, firmaYetkili.firmaCariId))
    .where(and(eq(firmaYetkili.gercekKisilikId, params.gercekKisilikId), eq(cari.tur, 'firma')))
    .orderBy(asc(cari.unvan), asc(cari.id));
  return rows.map((r) => ({ id: r.id, adi: r.adi, vergiNo: r.vergiNo ?? '' }));
}

export interface NewPerson {
  kimlikNo: string;
  adi: string;
  soyadi: string;
  eposta: string | null;
  gsm: string | null;
  ihaleTipiId: number;
}

/**
 * Registers the natural person with the current contracts accepted: the person account (cari
 * 'gercek'), the person record and the acceptance, all or nothing. Answers the new account id.
 * A second registration of the same kimlik no is a 409, also when two race.
 */
export async function registerPerson(db: Db, person: NewPerson): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: gercekKisilik.id })
        .from(gercekKisilik)
        .where(eq(gercekKisilik.kimlikNo, person.kimlikNo))
        .limit(1);
      if (existing[0]) throw DomainError.conflict(ALREADY_REGISTERED, 'AlreadyRegistered');
      const [account] = await tx
        .insert(cari)
        .values({ tur: 'gercek', unvan: `${person.adi} ${person.soyadi}` })
        .returning({ id: cari.id });
      await tx.insert(gercekKisilik).values({
        cariId: account.id,
        kimlikNo: person.kimlikNo,
        adi: person.adi,
        soyadi: person.soyadi,
        eposta: person.eposta,
        gsm: person.gsm,
      });
      await tx
        .insert(sozlesmeOnay)
        .values({ cariId: account.id, ihaleTipiId: person.ihaleTipiId, versiyon: CURRENT_CONTRACT_VERSION });
      return account.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw DomainError.conflict(ALREADY_REGISTERED, 'AlreadyRegistered');
    throw err;
  }
}

/** Records acceptance of the current contracts for an account the caller may act for. */
export async function acceptCurrentContracts(db: Db, params: { cariId: number; ihaleTipiId: number }): Promise<void> {
  await db
    .insert(sozlesmeOnay)
    .values({ cariId: params.cariId, ihaleTipiId: params.ihaleTipiId, versiyon: CURRENT_CONTRACT_VERSION });
}

export async function logActivity(
  db: Db,
  params: { cariId: number; gercekKisilikId: number | null; activityType: 'login' | 'logout'; at: Date },
): Promise<void> {
  await db.insert(aktiviteLog).values({
    cariId: params.cariId,
    gercekKisilikId: params.gercekKisilikId,
    activityType: params.activityType,
    tarih: params.at,
  });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}
