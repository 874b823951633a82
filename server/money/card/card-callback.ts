import { and, eq, gt, inArray } from 'drizzle-orm';
import { CARD_PAYMENT_TIMEOUT_MINUTES, currencyById, type PaymentPurpose } from '../../../lib/contract/money';
import { lockAccount } from '../ledger/deposit-blocks';
import { cardPaymentKey, surplusKey } from '../../kernel/payment-source-keys';
import type { Db } from '../../db/client';
import { ihale, kartOdeme, kartOdemeBildirim } from '../../db/schema';
import { toKurus } from '../../kernel/kurus';
import { recordBalancePayment } from '../balance-payment';
import { depositPaidIn } from '../deposit-in';
import type { VerifiedCallback, VirtualPos } from '../pos/virtual-pos';
import { queueCardMismatch } from './card-mismatch';

/**
 * What the portal made of one bank callback (kart_odeme_bildirim.sonuc): applied (the payment left
 * 'baslatildi' now: credited if approved, marked declined if not), a repeat, a decline too late (the
 * payment timed out first: it stays so), an approval too late but credited as an on-time one would
 * be ('gec-uygulandi'), an approval too late that could not be credited and waits in Kart Ödemesi
 * Uyuşmazlıkları ('gec-kuyrukta'), a bad signature, another amount or currency than started (an
 * approved one waits in that queue too), an unknown order.
 */
export type CallbackOutcome =
  | 'uygulandi'
  | 'tekrar'
  | 'gec'
  | 'gec-uygulandi'
  | 'gec-kuyrukta'
  | 'imza-hatali'
  | 'tutar-farkli'
  | 'bilinmiyor';

/** The outcomes that credited the money (the rest changed nothing, or only queued it for Mali İşler). */
export const CREDITED_OUTCOMES: readonly CallbackOutcome[] = ['uygulandi', 'gec-uygulandi'];

export interface CallbackResult {
  sonuc: CallbackOutcome;
  /** The payment the callback named, when it exists (to send the browser back to its page). */
  odeme: { id: string; amac: PaymentPurpose } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d{1,15}\.\d{2}$/;

export const timeoutMs = CARD_PAYMENT_TIMEOUT_MINUTES * 60_000;

/** The ledger text of a card deposit: the card's last four digits, as on the bank statement. */
export function cardDepositText(maskedPan: string, surplus = false): string {
  const last4 = maskedPan.replace(/\D/g, '').slice(-4);
  const base = surplus ? 'İhale ödemesinden artan tutar (Kredi Kartı)' : 'Teminat yatırma (Kredi Kartı)';
  return last4 ? `${base} **** ${last4}` : base;
}

/**
 * The bank's callback (docs/architecture.md §9). Every callback is logged as received with its
 * outcome (append-only). Only a genuine one for the started amount and currency may move the
 * payment, and only by ONE conditional UPDATE (… WHERE durum = 'baslatildi' AND started within the
 * timeout RETURNING) inside a transaction holding the tender row (a balance) and the account row:
 * concurrent or repeated callbacks find the row already moved and credit nothing. The credit's
 * idempotency key `kart:<oid>` is a second guard on the ledger itself.
 *
 * The bank has the money once it approved, so an approval is never dropped: one that comes after
 * the timeout moves the payment (… WHERE durum IN ('baslatildi', 'zaman_asimi')) and is credited as
 * an on-time one; a genuine approval of another amount or currency, or a late one that can no longer
 * be credited (the won tender is no longer payable), waits for Mali İşler with the bank's data.
 */
export async function applyCardCallback(db: Db, pos: VirtualPos, body: unknown, now: Date): Promise<CallbackResult> {
  const raw = formFields(body);
  const claimed = typeof raw.oid === 'string' && UUID.test(raw.oid) ? raw.oid.toLowerCase() : null;
  const log = async (sonuc: CallbackOutcome, oid: string | null) => {
    await db.insert(kartOdemeBildirim).values({ kartOdemeId: oid, sonuc, govde: raw, alinmaTarihi: now });
  };

  const [row] = claimed ? await db.select().from(kartOdeme).where(eq(kartOdeme.id, claimed)) : [];
  const odeme = row ? { id: row.id, amac: row.amac } : null;
  const verified = pos.verifyCallback(raw);
  if (verified === 'bad-signature') {
    await log('imza-hatali', row?.id ?? null);
    return { sonuc: 'imza-hatali', odeme };
  }
  if (!row) {
    await log('bilinmiyor', null);
    return { sonuc: 'bilinmiyor', odeme: null };
  }
  if (!sameAmount(verified, row.tutar, row.paraBirimiId)) {
    // Not the order's amount: never credited by itself. Approved, the bank holds the money, so it
    // waits for Mali İşler (a repeat finds it queued); declined, it is only logged.
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (verified.approved) await queueCardMismatch(tx, { payment: row, verified, raw, neden: 'tutar_farkli', now });
      await tx
        .insert(kartOdemeBildirim)
        .values({ kartOdemeId: row.id, sonuc: 'tutar-farkli', govde: raw, alinmaTarihi: now });
    });
    return { sonuc: 'tutar-farkli', odeme };
  }

  const sonuc = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Tender before account, the order settle and leave use, so two locks never wait on each other.
    if (row.ihaleId !== null)
      await tx.select({ id: ihale.id }).from(ihale).where(eq(ihale.id, row.ihaleId)).for('update');
    await lockAccount(tx, row.cariId);
    const fresh = and(
      eq(kartOdeme.id, row.id),
      eq(kartOdeme.durum, 'baslatildi'),
      gt(kartOdeme.olusturmaTarihi, new Date(now.getTime() - timeoutMs)),
    );
    const moved = await tx
      .update(kartOdeme)
      .set({
        durum: verified.approved ? 'basarili' : 'reddedildi',
        bankaYanitKodu: verified.procReturnCode || verified.response,
        bankaOnayKodu: verified.authCode || null,
        maskeliKartNo: verified.maskedPan || null,
        hataMesaji: verified.approved ? null : verified.errMsg || null,
        sonucTarihi: now,
      })
      .where(fresh)
      .returning({ id: kartOdeme.id });
    const notice = async (outcome: CallbackOutcome) => {
      await tx.insert(kartOdemeBildirim).values({ kartOdemeId: row.id, sonuc: outcome, govde: raw, alinmaTarihi: now });
      return outcome;
    };
    if (moved.length === 0 && verified.approved) {
      // Started too long ago (or already answered): an approval after the timeout is still the
      // citizen's money at the bank, so it is credited as an on-time one would be, once.
      const late = await tx
        .update(kartOdeme)
        .set({
          durum: 'basarili',
          bankaYanitKodu: verified.procReturnCode || verified.response,
          bankaOnayKodu: verified.authCode || null,
          maskeliKartNo: verified.maskedPan || null,
          hataMesaji: null,
          sonucTarihi: now,
        })
        .where(and(eq(kartOdeme.id, row.id), inArray(kartOdeme.durum, ['baslatildi', 'zaman_asimi'])))
        .returning({ id: kartOdeme.id });
      if (late.length === 0) return notice('tekrar');
      if (await credit(tx, row, verified, now, { late: true })) return notice('gec-uygulandi');
      // Nothing could take it (the won tender is no longer payable): the payment stays timed out and
      // the money waits for Mali İşler, to go back to the card or into the deposit.
      await tx.update(kartOdeme).set({ durum: 'zaman_asimi' }).where(eq(kartOdeme.id, row.id));
      const queued = await queueCardMismatch(tx, { payment: row, verified, raw, neden: 'gec_odenemedi', now });
      return notice(queued ? 'gec-kuyrukta' : 'tekrar');
    }
    if (moved.length === 0) {
      // Already answered, or started too long ago: a late decline only closes the payment as timed out.
      const late = await tx
        .update(kartOdeme)
        .set({ durum: 'zaman_asimi', sonucTarihi: now })
        .where(and(eq(kartOdeme.id, row.id), eq(kartOdeme.durum, 'baslatildi')))
        .returning({ id: kartOdeme.id });
      return notice(late.length > 0 || row.durum === 'zaman_asimi' ? 'gec' : 'tekrar');
    }
    if (verified.approved) await credit(tx, row, verified, now, { late: false });
    return notice('uygulandi');
  });
  return { sonuc, odeme };
}

function sameAmount(v: VerifiedCallback, tutar: string, paraBirimiId: number): boolean {
  return (
    v.oid.toLowerCase() !== '' &&
    AMOUNT.test(v.amount) &&
    toKurus(v.amount) === toKurus(tutar) &&
    v.currencyNumeric === currencyById(paraBirimiId)?.isoNumeric
  );
}

/**
 * Credits an approved payment: a deposit, or the won tender's balance (surplus as deposit). False
 * only for a late balance payment the tender no longer takes at all: the caller queues it instead
 * of turning a payment the citizen meant for the sale into deposit on its own.
 */
async function credit(
  tx: Db,
  row: typeof kartOdeme.$inferSelect,
  v: VerifiedCallback,
  now: Date,
  o: { late: boolean },
): Promise<boolean> {
  const amount = toKurus(row.tutar);
  const key = cardPaymentKey(row.id);
  if (row.amac === 'teminat') {
    await depositPaidIn(tx, {
      cariId: row.cariId,
      tutarKurus: amount,
      paraBirimiId: row.paraBirimiId,
      aciklama: cardDepositText(v.maskedPan),
      idempotencyKey: key,
      at: now,
    });
    return true;
  }
  const paid = await recordBalancePayment(tx, {
    ihaleId: row.ihaleId as number,
    cariId: row.cariId,
    tutarKurus: amount,
    paraBirimiId: row.paraBirimiId,
    kaynak: 'kart',
    idempotencyKey: key,
    at: now,
    // The bank's approval: its callback reaches us when it approves (the deadline is judged by it).
    bookedAt: now,
    kartOdemeId: row.id,
  });
  if (o.late && paid.result === 'not-due') return false;
  // Paid twice over (a transfer arrived meanwhile) or no longer due: the money stays the bidder's.
  if (paid.surplusKurus > 0n) {
    await depositPaidIn(tx, {
      cariId: row.cariId,
      tutarKurus: paid.surplusKurus,
      paraBirimiId: row.paraBirimiId,
      aciklama: cardDepositText(v.maskedPan, true),
      idempotencyKey: surplusKey(key),
      at: now,
    });
  }
  return true;
}

/**
 * A bank posts a flat form of short strings: only such fields are read, checked and kept, so a
 * hostile body (deep nesting, huge values, thousands of keys) is neither verified nor stored as is.
 */
function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body).slice(0, 100)) {
    if (typeof value === 'string' && key.length <= 64 && value.length <= 4000) out[key] = value;
  }
  return out;
}
