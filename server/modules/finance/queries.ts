import { sql } from 'drizzle-orm';
import type { FinansOzetTutarlariWire, FinansOzetWire } from '../../../lib/contract/wire-types';
import type { Db } from '../../db/client';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { type Currency, currencyById, PARA_BIRIMI } from '../../../lib/contract/money';
import { ledgerBalances } from '../../money/ledger/ledger-balances';
import { fromKurus, toKurus } from '../../kernel/kurus';

/** Financial summary of docs/spec.md §3 (Finansal Özet): seven amounts in TL, then per other currency. */
export type FinansOzet = FinansOzetWire;

/** Σ kazanan_tutar of the tenders the account won (status 215, kazanan_cari_id = the account), in one currency. */
export async function wonTendersTotal(
  db: Db,
  cariId: number,
  paraBirimiId: number = PARA_BIRIMI.TL.id,
): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(kazanan_tutar), 0)::text as toplam
    from ihale
    where kazanan_cari_id = ${cariId} and ihale_durumu_id = ${TENDER_STATUS.kazananBelirli}
      and para_birimi_id = ${paraBirimiId}`);
  return fromKurus(toKurus((res as unknown as { rows: { toplam: string }[] }).rows[0]?.toplam ?? '0'));
}

/**
 * The currencies other than TL an account has money in: any ledger row, or a won tender. TL is
 * always shown (the SPEC fields), so it is not listed; the order is the portal's currency order.
 */
export async function otherCurrencies(db: Db, cariId: number): Promise<Currency[]> {
  const res = await db.execute(sql`
    select para_birimi_id from teminat_hareket where cari_id = ${cariId}
    union
    select para_birimi_id from ihale
    where kazanan_cari_id = ${cariId} and ihale_durumu_id = ${TENDER_STATUS.kazananBelirli}`);
  const ids = new Set(
    (res as unknown as { rows: { para_birimi_id: number }[] }).rows.map((r) => Number(r.para_birimi_id)),
  );
  return Object.values(PARA_BIRIMI)
    .filter((c) => c.id !== PARA_BIRIMI.TL.id && ids.has(c.id))
    .map((c) => currencyById(c.id)?.adi as Currency);
}

async function amountsIn(db: Db, cariId: number, paraBirimiId: number): Promise<FinansOzetTutarlariWire> {
  const [won, b] = await Promise.all([
    wonTendersTotal(db, cariId, paraBirimiId),
    ledgerBalances(db, cariId, paraBirimiId),
  ]);
  return {
    kazandigimIhalelerToplami: won,
    yatirilanTeminatTutariToplami: b.yatirilan,
    kullanilabilirTeminatTutari: b.kullanilabilir,
    blokajliTeminatTutariToplami: b.blokajli,
    yananTeminatlarToplami: b.yanan,
    iadeBekleyenTeminatlarToplami: b.iadeBekleyen,
    iadeAldigimTeminatlarToplami: b.iadeAldigim,
  };
}

/** The summary of one account; the caller has checked the account with assertCari. */
export async function financialSummary(db: Db, cariId: number): Promise<FinansOzet> {
  const [tl, others] = await Promise.all([amountsIn(db, cariId, PARA_BIRIMI.TL.id), otherCurrencies(db, cariId)]);
  const paraBirimleri = await Promise.all(
    others.map(async (paraBirimi) => ({ paraBirimi, ...(await amountsIn(db, cariId, PARA_BIRIMI[paraBirimi].id)) })),
  );
  return { ...tl, paraBirimleri };
}
