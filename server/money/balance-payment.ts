import { and, eq, sql } from 'drizzle-orm';
import { ODEME_DURUMU, type CollectionSource } from '../../lib/contract/money';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import type { Db } from '../db/client';
import { ihale, ihaleTahsilat } from '../db/schema';
import { applyBlockToPayment } from './ledger/deposit-blocks';
import { balanceDueSql, blockedSql, collectedSql } from './ledger/tender-balance-sql';
import { toKurus } from '../kernel/kurus';
import { postCollection } from './ledger/postings';
import { paidOnTime } from './deadline';
import { enqueueNotification } from '../notifications/enqueue';
import { eventKeys, moneyAmount } from '../notifications/event-keys';

/**
 * A won tender's balance (docs/architecture.md §9). The winner's deposit stays blocked in the
 * tender until the sale is paid: due = winning amount − the winner's blocked deposit − what was
 * collected so far. When the collections reach it, the tender is paid (odeme_durumu 1 → 2, a
 * conditional UPDATE, so once) and the deposit is used towards the payment (ledger.ts
 * applyBlockToPayment). If the deadline passes first the deposit is forfeited instead.
 */
export interface BalanceDue {
  ihaleId: number;
  kazananCariId: number;
  paraBirimiId: number;
  kazananTutarKurus: bigint;
  teminatKurus: bigint;
  tahsilEdilenKurus: bigint;
  /** What the winner still has to pay (never below zero). */
  kalanKurus: bigint;
  sonOdemeTarihi: Date | null;
  odemeDurumu: number;
}

/** What one account has paid towards a tender's balance (ledger/tender-balance-sql.ts collectedSql). */
export async function collectedFrom(db: Db, ihaleId: number, cariId: number): Promise<bigint> {
  const res = await db.execute(sql`select ${collectedSql(sql`${ihaleId}`, sql`${cariId}`)}::text as toplam`);
  return toKurus((res as unknown as { rows: { toplam: string }[] }).rows[0]?.toplam ?? '0');
}

/** The balance of a won tender awaiting payment, or null when the tender is not awaiting one. */
export async function balanceDue(db: Db, ihaleId: number): Promise<BalanceDue | null> {
  const [t] = await db
    .select({
      durum: ihale.ihaleDurumuId,
      odeme: ihale.odemeDurumu,
      kazanan: ihale.kazananCariId,
      tutar: ihale.kazananTutar,
      paraBirimiId: ihale.paraBirimiId,
      sonOdeme: ihale.sonOdemeTarihi,
    })
    .from(ihale)
    .where(eq(ihale.id, ihaleId));
  if (!t || t.durum !== TENDER_STATUS.kazananBelirli || t.kazanan === null || t.tutar === null) return null;
  const [id, winner] = [sql`${ihaleId}`, sql`${t.kazanan}`];
  const res = await db.execute(sql`
    select ${blockedSql(id, winner)}::text as blok, ${collectedSql(id, winner)}::text as tahsil,
      ${balanceDueSql(sql`${t.tutar}::numeric`, id, winner)}::text as kalan`);
  const [sums] = (res as unknown as { rows: { blok: string; tahsil: string; kalan: string }[] }).rows;
  return {
    ihaleId,
    kazananCariId: t.kazanan,
    paraBirimiId: t.paraBirimiId,
    kazananTutarKurus: toKurus(t.tutar),
    teminatKurus: toKurus(sums.blok),
    tahsilEdilenKurus: toKurus(sums.tahsil),
    kalanKurus: toKurus(sums.kalan),
    sonOdemeTarihi: t.sonOdeme,
    odemeDurumu: t.odeme,
  };
}

/**
 * Records money received for a won tender's balance, idempotently by `idempotencyKey`
 * ('kart:<oid>', 'ekstre:<line id>'). The caller holds the tender row lock (select … for update)
 * so two collections of one tender are serialised. `result` says whether the tender is now paid,
 * 'duplicate' when this key was already recorded, or 'not-due' when the tender is not awaiting this
 * account's payment in this currency, or was booked after the deadline (deadline.ts paidOnTime: by
 * `bookedAt`, the bank's booking date of a transfer or the approval of a card payment, never the time
 * the portal learnt of it; ihale_tahsilat.islem_tarihi is that booking date). Whatever is not taken (all of it when not due, what exceeds the
 * balance otherwise) is `surplusKurus`: the caller credits it as deposit, so no money is lost.
 */
export async function recordBalancePayment(
  tx: Db,
  p: {
    ihaleId: number;
    cariId: number;
    tutarKurus: bigint;
    paraBirimiId: number;
    kaynak: CollectionSource;
    idempotencyKey: string;
    /** When the portal records it (the tender's update). */
    at: Date;
    /** When the bank booked the money: what the deadline is judged by. */
    bookedAt: Date;
    kartOdemeId?: string;
    ekstreSatiriId?: number;
    personelId?: number;
  },
): Promise<{ result: 'paid' | 'partial' | 'duplicate' | 'not-due'; surplusKurus: bigint }> {
  await tx.select({ id: ihale.id }).from(ihale).where(eq(ihale.id, p.ihaleId)).for('update');
  // A repeat of a collection already recorded is a duplicate whatever the tender's state is now:
  // after it paid the tender, the repeat must not read as 'not due' and be credited as deposit.
  const [seen] = await tx
    .select({ id: ihaleTahsilat.id })
    .from(ihaleTahsilat)
    .where(eq(ihaleTahsilat.idempotencyKey, p.idempotencyKey));
  if (seen) return { result: 'duplicate', surplusKurus: 0n };
  const due = await balanceDue(tx, p.ihaleId);
  if (
    !due ||
    due.odemeDurumu !== ODEME_DURUMU.bekleniyor ||
    due.kazananCariId !== p.cariId ||
    due.paraBirimiId !== p.paraBirimiId ||
    !paidOnTime(p.bookedAt, due.sonOdemeTarihi)
  )
    return { result: 'not-due', surplusKurus: p.tutarKurus };
  // biome-ignore lint/complexity/useMathMinMax: kuruş are bigint, which Math.min does not take.
  const taken = p.tutarKurus < due.kalanKurus ? p.tutarKurus : due.kalanKurus;
  if (taken <= 0n) return { result: 'not-due', surplusKurus: p.tutarKurus };
  const inserted = await postCollection(tx, {
    ihaleId: p.ihaleId,
    cariId: p.cariId,
    tutarKurus: taken,
    paraBirimiId: p.paraBirimiId,
    kaynak: p.kaynak,
    kartOdemeId: p.kartOdemeId,
    ekstreSatiriId: p.ekstreSatiriId,
    idempotencyKey: p.idempotencyKey,
    personelId: p.personelId,
    at: p.bookedAt,
  });
  if (inserted === null) return { result: 'duplicate', surplusKurus: 0n };
  // The payer hears it arrived and what is left, as a deposit does (issue #36), with the collection.
  await enqueueNotification(
    tx,
    {
      tur: 'odemeAlindi',
      cariId: p.cariId,
      ihaleId: p.ihaleId,
      tutar: moneyAmount(taken, p.paraBirimiId),
      kalanOdeme: moneyAmount(due.kalanKurus - taken, p.paraBirimiId),
    },
    eventKeys.odemeAlindi(p.idempotencyKey),
  );
  const surplusKurus = p.tutarKurus - taken;
  if (taken < due.kalanKurus) return { result: 'partial', surplusKurus };
  const paid = await tx
    .update(ihale)
    .set({ odemeDurumu: ODEME_DURUMU.odendi, guncellemeTarihi: p.at })
    .where(and(eq(ihale.id, p.ihaleId), eq(ihale.odemeDurumu, ODEME_DURUMU.bekleniyor)))
    .returning({ id: ihale.id });
  if (paid.length === 1) await applyBlockToPayment(tx, { cariId: p.cariId, ihaleId: p.ihaleId, at: p.at });
  return { result: 'paid', surplusKurus };
}
