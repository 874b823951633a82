import { randomInt } from 'node:crypto';
import { PARA_BIRIMI, type Currency } from '../../lib/contract/money';
import { TENDER_TYPE } from '../../lib/contract/lookups';
import type { Db } from '../db/client';
import {
  cari,
  cariIban,
  edevletVatandas,
  firmaYetkili,
  gercekKisilik,
  mersisFirma,
  mersisOrtak,
  sozlesmeOnay,
} from '../db/schema';
import { depositPaidIn } from '../money/deposit-in';
import { CURRENT_CONTRACT_VERSION } from '../modules/accounts/contract-version';
import { randomCompanyTitle, randomTcKimlikNo, randomVkn } from './identity-numbers';
import { uniqueName } from './unique-name';

/** What a journey asks of its citizen (server/e2e-fixtures/routes.ts validates it). */
export interface CitizenSpec {
  adi?: string;
  soyadi?: string;
  /** e-Devlet knows an e-mail address / a phone number for the person (both by default). */
  eposta?: boolean;
  gsm?: boolean;
  /**
   * The portal's record: `kayitli` (registered, current contracts), `kayitsiz` (e-Devlet only: the
   * first sign-in registers), `eskiSozlesme` (registered, contracts of an earlier version).
   */
  kayit?: 'kayitli' | 'kayitsiz' | 'eskiSozlesme';
  /** Companies the person is authorised for and has linked (each with its deposit). */
  firmalar?: number;
  /** A company the registry (MERSIS stand-in) lists the person as authorised for, not yet linked. */
  eklenebilirFirma?: boolean;
  /** Available deposit of every account, per currency (whole units); default 5,000,000 TL. */
  teminat?: Partial<Record<Currency, number>>;
  /** An IBAN on file for refunds. */
  iban?: boolean;
  /** E-mail and SMS notifications consented to. */
  bildirimOnayi?: boolean;
}

export interface MadeCompany {
  cariId: number;
  unvan: string;
  vkn: string;
}

export interface MadeCitizen {
  kimlikNo: string;
  adi: string;
  soyadi: string;
  /** As the e-Devlet stand-in page and the header show it. */
  adSoyad: string;
  eposta: string | null;
  gsm: string | null;
  /** The person's own account; null while not registered. */
  cariId: number | null;
  firmalar: MadeCompany[];
  eklenebilirFirma: { vkn: string; unvan: string } | null;
  iban: string | null;
}

const DEFAULT_DEPOSIT: Partial<Record<Currency, number>> = { TL: 5_000_000 };

/** An IBAN that passes the mod-97 check (TR, 26 characters), random in its account part. */
export function randomIban(): string {
  const bban = `000610${Array.from({ length: 16 }, () => randomInt(0, 10)).join('')}`;
  const numeric = `${bban}292700`; // the country code TR as 29 27, then check digits 00
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return `TR${String(98 - rest).padStart(2, '0')}${bban}`;
}

/**
 * A citizen of a journey's own: known to the e-Devlet stand-in, and (unless `kayitsiz`) with a
 * portal account, companies and deposits, written the way the portal writes them (deposits through
 * the money module's depositPaidIn, as a statement line or card payment would).
 */
export async function makeCitizen(db: Db, spec: CitizenSpec, now: Date): Promise<MadeCitizen> {
  const { adi, soyadi } = await uniqueName(db, spec);
  const kimlikNo = await freeKimlikNo(db);
  const eposta = spec.eposta === false ? null : `vatandas.${kimlikNo}@example.com.tr`;
  const gsm = spec.gsm === false ? null : `53${kimlikNo.slice(-8)}`;
  const made: MadeCitizen = {
    kimlikNo,
    adi,
    soyadi,
    adSoyad: `${adi} ${soyadi}`,
    eposta,
    gsm,
    cariId: null,
    firmalar: [],
    eklenebilirFirma: null,
    iban: null,
  };
  await db.transaction(async (tx) => {
    await tx.insert(edevletVatandas).values({ kimlikNo, adi, soyadi, eposta, gsm });
    if (spec.eklenebilirFirma) {
      made.eklenebilirFirma = await registryCompany(tx as unknown as Db, { kimlikNo, adSoyad: made.adSoyad });
    }
    if ((spec.kayit ?? 'kayitli') === 'kayitsiz') return;
    const versiyon = spec.kayit === 'eskiSozlesme' ? CURRENT_CONTRACT_VERSION - 1 : CURRENT_CONTRACT_VERSION;
    const [own] = await tx.insert(cari).values({ tur: 'gercek', unvan: made.adSoyad }).returning({ id: cari.id });
    const [person] = await tx
      .insert(gercekKisilik)
      .values({
        cariId: own.id,
        kimlikNo,
        adi,
        soyadi,
        eposta,
        gsm,
        epostaBildirimOnayi: spec.bildirimOnayi ?? false,
        gsmBildirimOnayi: spec.bildirimOnayi ?? false,
      })
      .returning({ id: gercekKisilik.id });
    made.cariId = own.id;
    const accounts = [own.id];
    for (let i = 0; i < (spec.firmalar ?? 0); i++) {
      const company = await registryCompany(tx as unknown as Db, { kimlikNo, adSoyad: made.adSoyad });
      const [c] = await tx
        .insert(cari)
        .values({ tur: 'firma', unvan: company.unvan, vergiNo: company.vkn })
        .returning({ id: cari.id });
      await tx.insert(firmaYetkili).values({ gercekKisilikId: person.id, firmaCariId: c.id });
      made.firmalar.push({ cariId: c.id, ...company });
      accounts.push(c.id);
    }
    for (const cariId of accounts) {
      await tx.insert(sozlesmeOnay).values({ cariId, ihaleTipiId: TENDER_TYPE.publicSale, versiyon, onayTarihi: now });
      for (const [currency, amount] of Object.entries(spec.teminat ?? DEFAULT_DEPOSIT) as Array<[Currency, number]>) {
        if (!amount) continue;
        await depositPaidIn(tx as unknown as Db, {
          cariId,
          tutarKurus: BigInt(Math.round(amount * 100)),
          paraBirimiId: PARA_BIRIMI[currency].id,
          aciklama: 'Teminat yatırma (EFT)',
          idempotencyKey: `e2e-fixture:${cariId}:${currency}`,
          at: now,
        });
      }
    }
    if (spec.iban) {
      made.iban = randomIban();
      await tx.insert(cariIban).values({ cariId: own.id, iban: made.iban });
    }
  });
  return made;
}

async function freeKimlikNo(db: Db): Promise<string> {
  for (;;) {
    const candidate = randomTcKimlikNo();
    const taken = await db.query.edevletVatandas.findFirst({
      where: (v, { eq }) => eq(v.kimlikNo, candidate),
      columns: { kimlikNo: true },
    });
    if (!taken) return candidate;
  }
}

/** A company in the registry stand-in with the person as its authorised partner. */
async function registryCompany(
  db: Db,
  p: { kimlikNo: string; adSoyad: string },
): Promise<{ vkn: string; unvan: string }> {
  for (;;) {
    const vkn = randomVkn();
    const unvan = randomCompanyTitle();
    const inserted = await db.insert(mersisFirma).values({ vkn, unvani: unvan }).onConflictDoNothing().returning();
    if (inserted.length === 0) continue;
    await db.insert(mersisOrtak).values({ vkn, kimlikNo: p.kimlikNo, adSoyad: p.adSoyad, yetkili: true });
    return { vkn, unvan };
  }
}
