import type { Db } from '../../db/client';
import { type Collection, writeCollection, writePosting } from './write-posting';

/**
 * The typed postings of the deposit ledger outside a tender's blocks (deposit-blocks.ts has those):
 * each names its act in its idempotency key, so a repeat (a second callback, a double click, a
 * retried job) writes nothing and answers null. Amounts are bigint kuruş in the given currency.
 */
interface Base {
  cariId: number;
  paraBirimiId: number;
  tutarKurus: bigint;
  at: Date;
  personelId?: number | null;
}

/** Money paid in as deposit; the key names its source (server/kernel/payment-source-keys.ts: 'kart:<oid>', 'ekstre:<line id>', …). */
export function postDepositIn(tx: Db, p: Base & { idempotencyKey: string; aciklama: string }): Promise<number | null> {
  return writePosting(tx, { ...p, kind: 'yatirma' });
}

/** A refund request takes its amount out of the available deposit at once ('iade-talebi:<id>'). */
export function postRefundRequested(tx: Db, p: Base & { talepId: number }): Promise<number | null> {
  return writePosting(tx, {
    ...p,
    kind: 'iade_talebi',
    iadeTalebiId: p.talepId,
    idempotencyKey: `iade-talebi:${p.talepId}`,
    aciklama: 'Teminat iade talebi',
    durum: 'Beklemede',
  });
}

/** A rejected refund request gives its amount back ('iade-red:<id>'). */
export function postRefundRejected(tx: Db, p: Base & { talepId: number; aciklama: string }): Promise<number | null> {
  return writePosting(tx, {
    ...p,
    kind: 'iade_red',
    iadeTalebiId: p.talepId,
    idempotencyKey: `iade-red:${p.talepId}`,
  });
}

/**
 * A refund settled: the institution's statement shows the outgoing transfer of its payment order
 * ('iade:<id>', at the booking date; informational for the balances: İade Bekleyen → İade Aldığım).
 */
export function postRefundPaid(tx: Db, p: Base & { talepId: number }): Promise<number | null> {
  return writePosting(tx, {
    ...p,
    kind: 'iade',
    iadeTalebiId: p.talepId,
    idempotencyKey: `iade:${p.talepId}`,
    aciklama: 'Teminat iadesi ödendi',
  });
}

/**
 * A refund transfer the bank returned (the statement's credit of the return): the amount is
 * available deposit again and leaves İade Aldığım ('iade-donus:<id>'). Always after the request's
 * `iade` posting (refund-transfers.ts writes that first when the return is the first sign of it).
 */
export function postRefundReturned(tx: Db, p: Base & { talepId: number }): Promise<number | null> {
  return writePosting(tx, {
    ...p,
    kind: 'iade_donusu',
    iadeTalebiId: p.talepId,
    idempotencyKey: `iade-donus:${p.talepId}`,
    aciklama: 'Teminat iadesi bankadan geri döndü; tutar kullanılabilir teminata eklendi',
  });
}

/** The winner's outstanding block forfeited at the payment deadline ('yanma:<ihale>:<cari>'). */
export function postForfeit(tx: Db, p: Base & { ihaleId: number }): Promise<number | null> {
  return writePosting(tx, {
    ...p,
    kind: 'yanma',
    idempotencyKey: `yanma:${p.ihaleId}:${p.cariId}`,
    aciklama: `${p.ihaleId} numaralı ihalede süresi içinde ödeme yapılmadığı için teminat yandı`,
  });
}

/**
 * What a defaulting winner had already paid towards the forfeited sale comes back to them as
 * available deposit ('tahsilat-aktarimi:<ihale>:<cari>'): the rule of docs/architecture.md §9,
 * so a part-payment is never orphaned when the sale passes to the runner-up.
 */
export function postCollectionsCredited(tx: Db, p: Base & { ihaleId: number }): Promise<number | null> {
  return writePosting(tx, {
    ...p,
    kind: 'tahsilat_aktarimi',
    idempotencyKey: `tahsilat-aktarimi:${p.ihaleId}:${p.cariId}`,
    aciklama: `${p.ihaleId} numaralı ihalede süresinde tamamlanmayan ödemeniz teminat hesabınıza aktarıldı`,
  });
}

/**
 * Money received towards a won tender's balance (`ihale_tahsilat`); balance-payment.ts decides how
 * much of a payment it takes. The key names the source (server/kernel/payment-source-keys.ts: 'kart:<oid>', 'ekstre:<line id>').
 */
export function postCollection(tx: Db, c: Collection): Promise<number | null> {
  return writeCollection(tx, c);
}
