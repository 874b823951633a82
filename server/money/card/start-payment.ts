import { randomUUID } from 'node:crypto';
import { CARD_PAYMENT_MESSAGES as M } from '../../../lib/rules/card-payment';
import {
  ODEME_DURUMU,
  PARA_BIRIMI,
  currencyById,
  type Currency,
  type PaymentPurpose,
} from '../../../lib/contract/money';
import type { KartOdemeBaslatWire } from '../../../lib/contract/card-payment';
import type { Db } from '../../db/client';
import { kartOdeme } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';
import { kurusToNumeric, toKurus } from '../../kernel/kurus';
import { balanceDue } from '../balance-payment';
import type { VirtualPos } from '../pos/virtual-pos';

export type StartRequest =
  | { amac: 'teminat'; cariId: number; tutar: string; paraBirimi: Currency }
  | { amac: 'ihale_bakiye'; cariId: number; ihaleId: number };

/**
 * A won tender's balance as a card payment may take it: the tender is this account's, awaiting
 * payment, before its deadline, with something left to pay; else the Turkish reason (400).
 */
export async function payableBalance(db: Db, ihaleId: number, cariId: number, now: Date) {
  const due = await balanceDue(db, ihaleId);
  if (!due || due.kazananCariId !== cariId || due.odemeDurumu !== ODEME_DURUMU.bekleniyor || due.kalanKurus <= 0n) {
    throw DomainError.invalid(M.balanceNotDue, 'OdemeBeklenmiyor');
  }
  if (due.sonOdemeTarihi && now.getTime() > due.sonOdemeTarihi.getTime()) {
    throw DomainError.invalid(M.balanceDeadlinePassed, 'SonOdemeTarihiGecti');
  }
  return due;
}

/**
 * POST /api/v1/Odeme/KartOdemeBaslat: records the payment ('baslatildi') and answers the signed
 * form for the bank's 3-D gate. A balance's amount is the server's (balanceDue), never the client's.
 */
export async function startCardPayment(
  db: Db,
  pos: VirtualPos,
  p: { request: StartRequest; kimlikNo: string; now: Date; callbackUrl: string },
): Promise<KartOdemeBaslatWire> {
  let amac: PaymentPurpose;
  let ihaleId: number | null = null;
  let amountKurus: bigint;
  let paraBirimiId: number;
  if (p.request.amac === 'teminat') {
    amac = 'teminat';
    amountKurus = toKurus(p.request.tutar);
    paraBirimiId = PARA_BIRIMI[p.request.paraBirimi].id;
  } else {
    amac = 'ihale_bakiye';
    const due = await payableBalance(db, p.request.ihaleId, p.request.cariId, p.now);
    ihaleId = due.ihaleId;
    amountKurus = due.kalanKurus;
    paraBirimiId = due.paraBirimiId;
  }
  const currency = currencyById(paraBirimiId);
  if (!currency) throw DomainError.invalid(M.currencyInvalid);
  const id = randomUUID();
  await db.insert(kartOdeme).values({
    id,
    cariId: p.request.cariId,
    amac,
    ihaleId,
    tutar: kurusToNumeric(amountKurus),
    paraBirimiId,
    durum: 'baslatildi',
    baslatanKimlikNo: p.kimlikNo,
    olusturmaTarihi: p.now,
  });
  const started = pos.startPayment({
    oid: id,
    amountKurus,
    currencyNumeric: currency.isoNumeric,
    okUrl: p.callbackUrl,
    failUrl: p.callbackUrl,
  });
  return { odemeId: id, gatewayUrl: started.gatewayUrl, fields: started.fields };
}
