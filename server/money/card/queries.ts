import { and, eq } from 'drizzle-orm';
import { currencyById, type Currency, type PaymentPurpose } from '../../../lib/contract/money';
import type { HavaleBilgileriWire, KartOdemeDurumWire } from '../../../lib/contract/card-payment';
import { CARD_PAYMENT_MESSAGES as M, paymentIdSchema } from '../../../lib/rules/card-payment';
import { balanceReference, depositReference } from '../../../lib/rules/payment-reference';
import type { Db } from '../../db/client';
import { kartOdeme } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';
import { fromKurus, toKurus } from '../../kernel/kurus';
import { institutionAccount } from '../institution-accounts';
import { timeoutMs } from './card-callback';
import { payableBalance } from './start-payment';

/** The payment id a path or the bank names, lower-cased, or null when it is no payment id (a UUID) at all. */
const paymentIdOf = (v: unknown): string | null => {
  const parsed = paymentIdSchema.safeParse(v);
  return parsed.success ? parsed.data.toLowerCase() : null;
};

/**
 * GET /api/v1/Odeme/Kart/:odemeId: the payment of this account (else notFound, as for an id that
 * is no payment id at all). One still 'baslatildi' past the timeout reads as 'zaman_asimi' (the row
 * itself moves when a late callback comes).
 */
export async function cardPaymentState(
  db: Db,
  cariId: number,
  odemeId: unknown,
  now: Date,
): Promise<KartOdemeDurumWire> {
  const id = paymentIdOf(odemeId);
  if (id === null) throw DomainError.notFound(M.paymentNotFound);
  const [row] = await db
    .select()
    .from(kartOdeme)
    .where(and(eq(kartOdeme.id, id), eq(kartOdeme.cariId, cariId)));
  if (!row) throw DomainError.notFound(M.paymentNotFound);
  const expired = row.durum === 'baslatildi' && now.getTime() - row.olusturmaTarihi.getTime() >= timeoutMs;
  return {
    odemeId: row.id,
    amac: row.amac,
    ihaleId: row.ihaleId,
    tutar: fromKurus(toKurus(row.tutar)),
    paraBirimi: (currencyById(row.paraBirimiId)?.adi ?? 'TL') as Currency,
    durum: expired ? 'zaman_asimi' : row.durum,
    bankaMesaji: row.durum === 'reddedildi' ? row.hataMesaji : null,
    maskeliKartNo: row.maskeliKartNo,
  };
}

/**
 * GET /api/v1/Odeme/HavaleBilgileri: the institution's account for the currency and the personal
 * reference; with a tender, that won tender's balance reference and the tender's currency.
 */
export async function transferInfo(
  db: Db,
  p: { cariId: number; paraBirimi: Currency; ihaleId?: number; now: Date },
): Promise<HavaleBilgileriWire> {
  let currency = p.paraBirimi;
  let referans = depositReference(p.cariId);
  if (p.ihaleId !== undefined) {
    const due = await payableBalance(db, p.ihaleId, p.cariId, p.now);
    currency = (currencyById(due.paraBirimiId)?.adi ?? 'TL') as Currency;
    referans = balanceReference(p.ihaleId, p.cariId);
  }
  const hesap = await institutionAccount(db, currency);
  if (!hesap) throw DomainError.notFound(M.noInstitutionAccount);
  return { paraBirimi: currency, hesap, referans };
}

/**
 * GET /api/odeme/3d/sonuc?oid=…: the payment a return to the callback address names (its id and
 * purpose, to send the browser back to its page), or null when `oid` names none, is missing or is
 * no payment id: the way back is the same for anything, never an error.
 */
export async function returnedPayment(db: Db, oid: unknown): Promise<{ id: string; amac: PaymentPurpose } | null> {
  const id = paymentIdOf(oid);
  if (id === null) return null;
  const [row] = await db.select({ id: kartOdeme.id, amac: kartOdeme.amac }).from(kartOdeme).where(eq(kartOdeme.id, id));
  return row ?? null;
}
