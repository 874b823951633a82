import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cari, teminatHareket } from '../db/schema';

/**
 * THE deposit (teminat) ledger arithmetic. The ledger is append-only (ARCHITECTURE.md §5): rows are
 * never updated or deleted, every balance is a sum over them.
 *
 * Each row moves `tutar` (> 0) INTO the account's available deposit (yon 1) or OUT of it (yon 2):
 *
 *   available (kullanılabilir)  = Σ tutar[yon 1] − Σ tutar[yon 2]      over every row except 'iade'
 *   blocked in tender X         = Σ blokaj(X) − Σ blokaj_cozme(X)
 *   used on won tenders         = Σ kullanim
 *
 * 'iade' (refund paid out) is informational: the money already left the available balance with the
 * 'iade_talebi' row (yon 2); an 'iade_red' (yon 1) gives it back when a request is rejected.
 *
 * What the auction writes:
 *   join                        blokaj        yon 2, T   available −T, blocked(X) +T
 *   leave, lose, no winner      blokaj_cozme  yon 1, B   available +B, blocked(X) −B   (B = blocked(X))
 *   win                         blokaj_cozme  yon 1, B   then
 *                               kullanim      yon 2, B   available unchanged overall, blocked(X) 0, used +B
 * So a winner's deposit stays out of the available balance, but as "used towards payment" rather
 * than "blocked", and every sum above stays right without touching earlier rows.
 */

/** Kinds that count towards the available balance (all but the informational 'iade'). */
const BALANCE_KINDS = ['yatirma', 'blokaj', 'blokaj_cozme', 'kullanim', 'yanma', 'iade_talebi', 'iade_red'] as const;

const toNumber = (v: unknown) => Number(v ?? 0);
export const money = (n: number) => n.toFixed(2);

/**
 * Locks the account row for the rest of the transaction, so two deposit-spending operations of one
 * account (e.g. joining two tenders at once) never both see the same available balance.
 */
export async function lockAccount(tx: Db, cariId: number): Promise<boolean> {
  const rows = await tx.select({ id: cari.id }).from(cari).where(eq(cari.id, cariId)).for('update');
  return rows.length === 1;
}

export async function availableDeposit(db: Db, cariId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${teminatHareket.yon} = 1 then ${teminatHareket.tutar} else -${teminatHareket.tutar} end), 0)`,
    })
    .from(teminatHareket)
    .where(and(eq(teminatHareket.cariId, cariId), inArray(teminatHareket.tur, [...BALANCE_KINDS])));
  return toNumber(row?.total);
}

/** Net blocked amount per account in one tender (only accounts with something still blocked). */
export async function blockedInTender(db: Db, ihaleId: number, cariId?: number): Promise<Array<{ cariId: number; tutar: number }>> {
  const rows = await db
    .select({
      cariId: teminatHareket.cariId,
      net: sql<string>`sum(case when ${teminatHareket.tur} = 'blokaj' then ${teminatHareket.tutar} else -${teminatHareket.tutar} end)`,
    })
    .from(teminatHareket)
    .where(
      and(
        eq(teminatHareket.ihaleId, ihaleId),
        inArray(teminatHareket.tur, ['blokaj', 'blokaj_cozme']),
        cariId === undefined ? undefined : eq(teminatHareket.cariId, cariId),
      ),
    )
    .groupBy(teminatHareket.cariId)
    .orderBy(teminatHareket.cariId);
  return rows.map((r) => ({ cariId: r.cariId, tutar: toNumber(r.net) })).filter((r) => r.tutar > 0);
}

export async function blockDeposit(tx: Db, p: { cariId: number; ihaleId: number; tutar: number; at: Date }): Promise<void> {
  if (p.tutar <= 0) return;
  await tx.insert(teminatHareket).values({
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    tur: 'blokaj',
    yon: 2,
    tutar: money(p.tutar),
    aciklama: `${p.ihaleId} numaralı ihaleye katılım teminat blokajı`,
    islemTarihi: p.at,
  });
}

/** Releases whatever is still blocked for the account in the tender; returns the amount released. */
export async function releaseBlock(tx: Db, p: { cariId: number; ihaleId: number; at: Date; reason?: string }): Promise<number> {
  const [blocked] = await blockedInTender(tx, p.ihaleId, p.cariId);
  if (!blocked) return 0;
  await tx.insert(teminatHareket).values({
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    tur: 'blokaj_cozme',
    yon: 1,
    tutar: money(blocked.tutar),
    aciklama: p.reason ?? `${p.ihaleId} numaralı ihale teminat blokajı çözüldü`,
    islemTarihi: p.at,
  });
  return blocked.tutar;
}

/** The winner's block becomes "used towards payment": block released and the same amount used. */
export async function useBlockForPayment(tx: Db, p: { cariId: number; ihaleId: number; at: Date }): Promise<number> {
  const released = await releaseBlock(tx, {
    ...p,
    reason: `${p.ihaleId} numaralı kazanılan ihale teminat blokajı ödemeye aktarıldı`,
  });
  if (released <= 0) return 0;
  await tx.insert(teminatHareket).values({
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    tur: 'kullanim',
    yon: 2,
    tutar: money(released),
    aciklama: `${p.ihaleId} numaralı kazanılan ihale ödemesine teminat mahsubu`,
    islemTarihi: p.at,
  });
  return released;
}
