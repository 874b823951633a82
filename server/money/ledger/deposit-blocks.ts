import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerKind } from '../../../lib/contract/money';
import type { Db } from '../../db/client';
import { cari, teminatHareket } from '../../db/schema';
import { ledgerBalances } from './ledger-balances';
import { fromKurus, toKurus } from '../../kernel/kurus';
import { BLOCK_KINDS } from './tender-balance-sql';
import { writePosting } from './write-posting';

/**
 * A deposit's blocks in tenders (the auction's side of the deposit ledger, written for it by the money
 * module). The ledger is append-only (docs/architecture.md
 * §5): rows are never updated or deleted, every balance is a sum over them. Each row moves
 * `tutar_kurus` (> 0, bigint kuruş) towards the account (yon 1) or away from it (yon 2); the open
 * blocks below are summed in kuruş and carried as bigint, so a release or use posts exactly the
 * kuruş the block holds.
 *
 * The balances themselves are defined ONCE, in server/money/ledger/ledger-balances.ts (the
 * financial summary reads the same function), so the amount a join may draw on is exactly the
 * "kullanılabilir" the user sees. In short, per tender t with B(t) = Σ blokaj − Σ blokaj_cozme and
 * U(t) = Σ kullanim + Σ yanma:
 *   available = Σ yatirma + Σ iade_red − Σ iade_talebi − Σₜ max(B(t), U(t))
 *   blocked(t) = max(0, B(t) − U(t))
 *
 * What the auction and the money acts write (keys name the block: 'blokaj:<ihale>:<cari>:<n>' is the
 * account's n-th block in the tender, e.g. 2 for a join after leaving, and its release and use
 * carry the same n, so two releases racing past their callers' locks write one row):
 *   join                        blokaj        yon 2, T   available −T, blocked(X) +T
 *   leave, lose, no winner      blokaj_cozme  yon 1, B   available +B, blocked(X) −B   (B = blocked(X))
 *   win                         nothing: the winner's block stays until the sale is paid or forfeited
 *   paid (balance-payment.ts)   blokaj_cozme  yon 1, B   then
 *                               kullanim      yon 2, B   available unchanged, blocked(X) 0, used +B
 *   deadline passed unpaid      yanma         yon 2, B   available unchanged, blocked(X) 0, forfeited +B
 *   (server/money/settlement/forfeit.ts)
 * So a winner's deposit stays out of the available balance throughout: blocked, then used or forfeited.
 */

/**
 * The account's open block in the tender and which block it is (the n-th `blokaj`), read in ONE
 * statement so both come from the same snapshot: a release or use names the block it consumes
 * ('blokaj_cozme:<ihale>:<cari>:<n>'), so two releases racing past their callers' locks carry the
 * same key and the database writes one (measured: reading the two apart let both through).
 */
async function openBlock(tx: Db, ihaleId: number, cariId: number): Promise<OpenBlock | null> {
  const [open] = await openBlocks(tx, ihaleId, cariId);
  return open ?? null;
}

const blockKey = (kind: LedgerKind, ihaleId: number, cariId: number, n: number) => `${kind}:${ihaleId}:${cariId}:${n}`;

/**
 * Locks the account row for the rest of the transaction, so two deposit-spending operations of one
 * account (e.g. joining two tenders at once) never both see the same available balance.
 */
export async function lockAccount(tx: Db, cariId: number): Promise<boolean> {
  const rows = await tx.select({ id: cari.id }).from(cari).where(eq(cari.id, cariId)).for('update');
  return rows.length === 1;
}

/** The available deposit in the given currency (a USD tender draws on the account's USD deposit). */
export async function availableDeposit(db: Db, cariId: number, paraBirimiId: number): Promise<number> {
  return (await ledgerBalances(db, cariId, paraBirimiId)).kullanilabilir;
}

/** An account's block still open in a tender: its amount in kuruş (and in lira, for display). */
export interface BlockInTender {
  cariId: number;
  paraBirimiId: number;
  tutarKurus: bigint;
  /** The same amount in lira (a JSON number for audit records and notices; never for arithmetic). */
  tutar: number;
}

interface OpenBlock extends BlockInTender {
  blockNo: number;
}

/**
 * Net blocked amount per account in one tender (only accounts with something still blocked), in
 * the currency the block was written in (the tender's).
 */
export async function blockedInTender(db: Db, ihaleId: number, cariId?: number): Promise<BlockInTender[]> {
  return (await openBlocks(db, ihaleId, cariId)).map(({ blockNo: _, ...b }) => b);
}

/** The one query of a tender's open blocks: blockedInTender's rows and which block each is (openBlock). */
async function openBlocks(db: Db, ihaleId: number, cariId?: number): Promise<OpenBlock[]> {
  const rows = await db
    .select({
      cariId: teminatHareket.cariId,
      paraBirimiId: teminatHareket.paraBirimiId,
      // Summed in kuruş and read as text: exact whatever the driver makes of a bigint.
      net: sql<string>`sum(case when ${teminatHareket.tur} = 'blokaj' then ${teminatHareket.tutarKurus} else -${teminatHareket.tutarKurus} end)::text`,
      // Which block is open (the n-th `blokaj`): the key of its release and use (openBlock).
      blocks: sql<string>`count(*) filter (where ${teminatHareket.tur} = 'blokaj')`,
    })
    .from(teminatHareket)
    .where(
      and(
        eq(teminatHareket.ihaleId, ihaleId),
        // A use or forfeit consumes the block (ledger-balances.ts: blocked = max(0, B − U)).
        inArray(teminatHareket.tur, [...BLOCK_KINDS]),
        cariId === undefined ? undefined : eq(teminatHareket.cariId, cariId),
      ),
    )
    .groupBy(teminatHareket.cariId, teminatHareket.paraBirimiId)
    .orderBy(teminatHareket.cariId);
  return rows
    .map((r) => {
      const tutarKurus = BigInt(r.net ?? '0');
      return {
        cariId: r.cariId,
        paraBirimiId: r.paraBirimiId,
        tutarKurus,
        tutar: fromKurus(tutarKurus),
        blockNo: Number(r.blocks),
      };
    })
    .filter((r) => r.tutarKurus > 0n);
}

export async function blockDeposit(
  tx: Db,
  p: { cariId: number; ihaleId: number; tutar: number | string; paraBirimiId: number; at: Date; aciklama?: string },
): Promise<void> {
  if (toKurus(p.tutar) <= 0n) return;
  const [count] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(teminatHareket)
    .where(
      and(eq(teminatHareket.ihaleId, p.ihaleId), eq(teminatHareket.cariId, p.cariId), eq(teminatHareket.tur, 'blokaj')),
    );
  await writePosting(tx, {
    kind: 'blokaj',
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    paraBirimiId: p.paraBirimiId,
    tutarKurus: toKurus(p.tutar),
    idempotencyKey: blockKey('blokaj', p.ihaleId, p.cariId, Number(count?.n ?? 0) + 1),
    aciklama: p.aciklama ?? `${p.ihaleId} numaralı ihaleye katılım teminat blokajı`,
    at: p.at,
  });
}

/** Releases whatever is still blocked for the account in the tender; returns the amount released. */
export async function releaseBlock(
  tx: Db,
  p: { cariId: number; ihaleId: number; at: Date; reason?: string },
): Promise<number> {
  const blocked = await openBlock(tx, p.ihaleId, p.cariId);
  if (!blocked) return 0;
  const id = await writePosting(tx, {
    kind: 'blokaj_cozme',
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    paraBirimiId: blocked.paraBirimiId,
    tutarKurus: blocked.tutarKurus,
    idempotencyKey: blockKey('blokaj_cozme', p.ihaleId, p.cariId, blocked.blockNo),
    aciklama: p.reason ?? `${p.ihaleId} numaralı ihale teminat blokajı çözüldü`,
    at: p.at,
  });
  return id === null ? 0 : blocked.tutar;
}

/** The winner's block becomes "used towards payment": block released and the same amount used. */
export async function applyBlockToPayment(tx: Db, p: { cariId: number; ihaleId: number; at: Date }): Promise<number> {
  const blocked = await openBlock(tx, p.ihaleId, p.cariId);
  const released = await releaseBlock(tx, {
    ...p,
    reason: `${p.ihaleId} numaralı kazanılan ihale teminat blokajı ödemeye aktarıldı`,
  });
  if (released <= 0 || !blocked) return 0;
  await writePosting(tx, {
    kind: 'kullanim',
    cariId: p.cariId,
    ihaleId: p.ihaleId,
    paraBirimiId: blocked.paraBirimiId,
    // The block just released, to the kuruş (releaseBlock posted the same blocked.tutarKurus).
    tutarKurus: blocked.tutarKurus,
    idempotencyKey: blockKey('kullanim', p.ihaleId, p.cariId, blocked.blockNo),
    aciklama: `${p.ihaleId} numaralı kazanılan ihale ödemesine teminat mahsubu`,
    at: p.at,
  });
  return released;
}
