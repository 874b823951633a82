import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A won tender's money, defined once as SQL over a tender and an account (docs/architecture.md §9),
 * so every reader computes it alike: balance-payment.ts (balanceDue, collectedFrom), Satış Ödemeleri
 * (server/money/settlement/staff-queries.ts) and Katıldığım İhalelerim's OData properties
 * (server/modules/participation/odata-model.ts). The arguments are SQL for the tender id and the
 * account id (a bound value or an outer query's column).
 */

/** The ledger kinds of a block's life in a tender: written, released, used, forfeited. */
export const BLOCK_KINDS = ['blokaj', 'blokaj_cozme', 'kullanim', 'yanma'] as const;

/**
 * What the account's deposit still has blocked in the tender: max(0, B − U) of
 * server/money/ledger/ledger-balances.ts, with B = Σ blokaj − Σ blokaj_cozme and U = Σ kullanim + Σ yanma.
 */
export const blockedSql = (ihaleId: SQLWrapper, cariId: SQLWrapper): SQL => sql`greatest(0, coalesce((
  select sum(case when tb_h.tur = 'blokaj' then tb_h.tutar else -tb_h.tutar end) from teminat_hareket tb_h
  where tb_h.ihale_id = ${ihaleId} and tb_h.cari_id = ${cariId}
    and tb_h.tur in (${sql.raw(BLOCK_KINDS.map((k) => `'${k}'`).join(', '))})), 0))`;

/**
 * What the account has paid towards the tender's balance: only its own collections, so after a
 * defaulter the runner-up's balance starts from nothing collected (their part-payments were
 * credited back to them as deposit, settlement/forfeit.ts).
 */
export const collectedSql = (ihaleId: SQLWrapper, cariId: SQLWrapper): SQL =>
  sql`coalesce((select sum(tb_c.tutar) from ihale_tahsilat tb_c where tb_c.ihale_id = ${ihaleId} and tb_c.cari_id = ${cariId}), 0)`;

/** What the winner still has to pay: max(0, winning amount − their blocked deposit − their collections). */
export const balanceDueSql = (won: SQLWrapper, ihaleId: SQLWrapper, cariId: SQLWrapper): SQL =>
  sql`greatest(0, ${won} - ${blockedSql(ihaleId, cariId)} - ${collectedSql(ihaleId, cariId)})`;
