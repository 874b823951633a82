import { toKurus, fromKurus } from '../../kernel/kurus';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LedgerKind, PARA_BIRIMI } from '../../../lib/contract/money';
import { portalTenderCondition } from '../../tenders/visibility';

/**
 * THE ledger arithmetic of the profile screens: every amount of the financial summary and the
 * deposit detail is derived here from the append-only ledger `teminat_hareket`, never stored.
 *
 * Kinds and their directions: LEDGER_DIRECTION in lib/contract/money.ts.
 *
 * Per tender t:  B(t) = Σ blokaj − Σ blokaj_cozme   (the block still outstanding)
 *                U(t) = Σ kullanim + Σ yanma         (the deposit consumed by the result)
 * A use or forfeit consumes the tender's outstanding block first; only what exceeds it comes out of
 * the available amount. A won tender keeps its block until the sale is paid (the block is released
 * and `kullanim` written, balance-payment.ts) or the deadline passes (`yanma` written against the
 * outstanding block, settlement/forfeit.ts); both forms give the right balances, nothing counted twice.
 *   blocked(t)  = max(0, B(t) − U(t))
 *   taken(t)    = max(B(t), U(t))            (what tender t holds away from the available amount)
 *
 * Balances of an account:
 *   kullanilabilir (available)  = Σ yatirma + Σ tahsilat_aktarimi + Σ iade_red + Σ iade_donusu − Σ iade_talebi − Σₜ taken(t)
 *   yatirilan (paid in)         = Σ yatirma
 *   blokajli (blocked)          = Σₜ blocked(t)      (the deposit detail lists each t with blocked(t) > 0)
 *   kullanilan (used, won)      = Σ kullanim
 *   yanan (forfeited)           = Σ yanma
 *   iade bekleyen (pending)     = Σ iade_talebi − Σ iade − Σ iade_red
 *   iade aldigim (refunded)     = Σ iade − Σ iade_donusu
 * A refund is pending from its request until the statement shows its outgoing transfer (`iade`,
 * written at settlement, not at approval); a transfer the bank returns gets `iade_donusu` after its
 * `iade`, so it is neither pending nor refunded and its amount is available again.
 * Rows without a tender (ihale_id null) of the tender kinds form their own group, which is the
 * same arithmetic.
 *
 * The database sums numeric amounts; they are combined here in integer kuruş (bigint), so no
 * floating-point error reaches a balance; they become JSON numbers only at the end.
 */

/** Kinds the deposit history leaves out because they never move the available amount. */
export const INFORMATIONAL_KINDS: readonly LedgerKind[] = ['iade'];

export interface LedgerSums {
  tur: string;
  ihaleId: number | null;
  toplam: string;
}

export interface LedgerBalances {
  yatirilan: number;
  kullanilabilir: number;
  blokajli: number;
  kullanilan: number;
  yanan: number;
  iadeBekleyen: number;
  iadeAldigim: number;
  /** Tenders whose deposit is still blocked, with the blocked amount. */
  blocks: { ihaleId: number; teminatMiktari: number }[];
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** Folds ledger sums per (kind, tender) into the balances, exactly as documented above. */
export function foldBalances(rows: LedgerSums[]): LedgerBalances {
  const byKind = new Map<string, bigint>();
  const tenders = new Map<number | null, { b: bigint; u: bigint }>();
  for (const r of rows) {
    const amount = toKurus(r.toplam);
    byKind.set(r.tur, (byKind.get(r.tur) ?? 0n) + amount);
    const delta =
      r.tur === 'blokaj'
        ? { b: amount, u: 0n }
        : r.tur === 'blokaj_cozme'
          ? { b: -amount, u: 0n }
          : r.tur === 'kullanim' || r.tur === 'yanma'
            ? { b: 0n, u: amount }
            : null;
    if (!delta) continue;
    const key = r.ihaleId === null ? null : Number(r.ihaleId);
    const t = tenders.get(key) ?? { b: 0n, u: 0n };
    tenders.set(key, { b: t.b + delta.b, u: t.u + delta.u });
  }
  const k = (kind: LedgerKind) => byKind.get(kind) ?? 0n;
  let taken = 0n;
  let blocked = 0n;
  const blocks: LedgerBalances['blocks'] = [];
  for (const [ihaleId, t] of tenders) {
    taken += max(t.b, t.u);
    const open = max(0n, t.b - t.u);
    blocked += open;
    if (open > 0n && ihaleId !== null) blocks.push({ ihaleId, teminatMiktari: fromKurus(open) });
  }
  return {
    yatirilan: fromKurus(k('yatirma')),
    kullanilabilir: fromKurus(
      k('yatirma') + k('tahsilat_aktarimi') + k('iade_red') + k('iade_donusu') - k('iade_talebi') - taken,
    ),
    blokajli: fromKurus(blocked),
    kullanilan: fromKurus(k('kullanim')),
    yanan: fromKurus(k('yanma')),
    iadeBekleyen: fromKurus(max(0n, k('iade_talebi') - k('iade') - k('iade_red'))),
    iadeAldigim: fromKurus(max(0n, k('iade') - k('iade_donusu'))),
    blocks,
  };
}

/**
 * All balances of one account in one currency: TL unless told, because every ledger row carries its
 * currency and amounts of different currencies never add up. The caller has checked the account is
 * the caller's. Inside a transaction that has locked the account row, this is the amount a new
 * debit in that currency may draw on.
 */
export async function ledgerBalances(
  db: Db,
  cariId: number,
  paraBirimiId: number = PARA_BIRIMI.TL.id,
): Promise<LedgerBalances> {
  const res = await db.execute(sql`
    select tur, ihale_id, sum(tutar)::text as toplam
    from teminat_hareket
    where cari_id = ${cariId} and para_birimi_id = ${paraBirimiId}
    group by tur, ihale_id`);
  const rows = (res as unknown as { rows: { tur: string; ihale_id: number | null; toplam: string }[] }).rows;
  return foldBalances(rows.map((r) => ({ tur: r.tur, ihaleId: r.ihale_id, toplam: r.toplam })));
}

export interface TenderBlock {
  ihaleId: number;
  ihaleAdi: string;
  rumuz: string | null;
  teminatMiktari: number;
}

/**
 * The still-blocked deposits of `ledgerBalances`, with each tender's title and the account's alias
 * in it. Only tenders the portal may act on are listed (named and linked): a block in a tender
 * withdrawn or unpublished since the account joined stays in the balances, because it is the
 * account's money and is really held until the scheduler settles that tender, but the tender itself
 * is not revealed.
 */
export async function describeBlocks(
  db: Db,
  cariId: number,
  blocks: LedgerBalances['blocks'],
  now: Date,
): Promise<TenderBlock[]> {
  if (blocks.length === 0) return [];
  const ids = sql.join(
    blocks.map((b) => sql`${b.ihaleId}::int4`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select i.id, i.baslik, k.cari_rumuzu
    from ihale i
    left join ihale_katilim_cari k on k.ihale_id = i.id and k.cari_id = ${cariId}
    where i.id in (${ids}) and ${portalTenderCondition(sql.raw('i'), now)}`);
  const info = new Map(
    (res as unknown as { rows: { id: number; baslik: string; cari_rumuzu: string | null }[] }).rows.map((r) => [
      Number(r.id),
      r,
    ]),
  );
  // Newest tender first, the way the other tender tables of the profile sort.
  return blocks
    .flatMap((b) => {
      const tender = info.get(b.ihaleId);
      return tender
        ? [{ ihaleId: b.ihaleId, ihaleAdi: tender.baslik, rumuz: tender.cari_rumuzu, teminatMiktari: b.teminatMiktari }]
        : [];
    })
    .sort((a, b) => b.ihaleId - a.ihaleId);
}
