import { sql } from 'drizzle-orm';
import type { FinansOzetWire } from '../../../lib/contract/wire-types';
import type { Db } from '../../db/client';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import { fromKurus, ledgerBalances, toKurus } from './ledger-balances';

/** Financial summary of docs/spec.md §3 (Finansal Özet): seven amounts in TL. */
export type FinansOzet = FinansOzetWire;

/** Σ kazanan_tutar of the tenders the account won (status 215, kazanan_cari_id = the account). */
export async function wonTendersTotal(db: Db, cariId: number): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(kazanan_tutar), 0)::text as toplam
    from ihale
    where kazanan_cari_id = ${cariId} and ihale_durumu_id = ${TENDER_STATUS.kazananBelirli}`);
  return fromKurus(toKurus((res as unknown as { rows: { toplam: string }[] }).rows[0]?.toplam ?? '0'));
}

/** The summary of one account; the caller has checked the account with assertCari. */
export async function financialSummary(db: Db, cariId: number): Promise<FinansOzet> {
  const [won, b] = await Promise.all([wonTendersTotal(db, cariId), ledgerBalances(db, cariId)]);
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
