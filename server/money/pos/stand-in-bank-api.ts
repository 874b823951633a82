import { randomInt } from 'node:crypto';
import { PARA_BIRIMI } from '../../../lib/contract/money';
import { cc5Request, readCc5 } from './nestpay-pos';

/** The stand-in's XML API (refunds), server to server: POS_API_URL's stand-in. */
export const STAND_IN_BANK_API_PATH = '/sanal-pos/api';

/**
 * The stand-in bank's XML API (POS_MODE=dev; docs/architecture.md §9), the server-to-server side
 * of a Nestpay gate: it takes a `<CC5Request>` of `Type` Credit (a refund of an order to its card)
 * or an order status query (`<Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra>`) from the merchant's
 * API user and answers a `<CC5Response>`. It keeps the refunds it made in memory, its "book" (lost
 * on restart; the tests read it): the stand-in never charges a real card, so it has nothing else to
 * remember, and after a restart it answers every order as not refunded.
 */
export interface StandInRefund {
  oid: string;
  /** As the merchant sent it ('1250.00'). */
  total: string;
  currency: string;
  transId: string;
  at: Date;
}

const book: StandInRefund[] = [];

/** The refunds the stand-in bank made, oldest first (a copy). */
export function standInRefunds(): StandInRefund[] {
  return [...book];
}

const AMOUNT = /^\d{1,15}\.\d{2}$/;
const CURRENCIES = new Set<string>(Object.values(PARA_BIRIMI).map((c) => c.isoNumeric));

const refused = (errMsg: string, code = '99') =>
  cc5Request({ Response: 'Error', ProcReturnCode: code, ErrMsg: errMsg, TransId: '' }, 'CC5Response');

/**
 * How the stand-in's next Credit of an order misbehaves (tests only; nothing in the portal sets
 * one): 'declined', the bank refuses it (`Response` Declined); 'answer-lost', the bank refunds it
 * and its answer never comes (the API route answers 504, a timeout at the bank's front end);
 * 'request-lost', the same without the refund.
 */
export type StandInRefundFault = 'declined' | 'answer-lost' | 'request-lost';

const faults = new Map<string, StandInRefundFault>();

/** Tests only: the stand-in's next Credit of order `oid` misbehaves as `fault` says, once. */
export function failNextStandInRefund(oid: string, fault: StandInRefundFault): void {
  faults.set(oid, fault);
}

/** The stand-in's decline of a refund ('declined' fault). */
export const STAND_IN_REFUND_DECLINE = 'İade işlemi kart sahibinin bankası tarafından reddedildi.';

/**
 * Answers one API request as the bank would; only a well-formed Credit from the merchant's API user
 * is made. Null: the bank gives no answer (a fault of failNextStandInRefund).
 */
export function answerStandInApi(
  merchant: { clientId: string; apiUser: string; apiPassword: string },
  xml: string,
  now: Date,
): string | null {
  const f = readCc5(xml, 'CC5Request');
  if (!f) return refused('Geçersiz istek.');
  if (f.ClientId !== merchant.clientId || f.Name !== merchant.apiUser || f.Password !== merchant.apiPassword)
    return refused('Kullanıcı adı veya şifre hatalı.');
  if (!f.Type && f['Extra.ORDERSTATUS'] === 'QUERY') return orderStatus(f.OrderId ?? '');
  if (f.Type !== 'Credit') return refused('Bu işlem tipi test ortamında desteklenmiyor.');
  if (!f.OrderId) return refused('Sipariş numarası eksik.');
  if (!AMOUNT.test(f.Total ?? '') || Number(f.Total) <= 0) return refused('Geçersiz tutar.');
  if (f.Currency && !CURRENCIES.has(f.Currency)) return refused('Geçersiz para birimi.');
  const fault = faults.get(f.OrderId);
  faults.delete(f.OrderId);
  if (fault === 'declined')
    return cc5Request(
      { OrderId: f.OrderId, Response: 'Declined', ProcReturnCode: '05', ErrMsg: STAND_IN_REFUND_DECLINE, TransId: '' },
      'CC5Response',
    );
  if (fault === 'request-lost') return null;
  const transId = `${now.getTime().toString(36)}${randomInt(1000, 10000)}`;
  book.push({ oid: f.OrderId, total: f.Total as string, currency: f.Currency ?? '', transId, at: now });
  if (fault === 'answer-lost') return null;
  return cc5Request(
    {
      OrderId: f.OrderId,
      Response: 'Approved',
      AuthCode: String(randomInt(100000, 1000000)),
      ProcReturnCode: '00',
      TransId: transId,
      ErrMsg: '',
    },
    'CC5Response',
  );
}

/**
 * The order status query: the order's last transaction as the stand-in knows it, its latest refund
 * of the order (`CHARGE_TYPE_CD` 'C') or else the sale it pretends to have approved ('S').
 */
function orderStatus(oid: string): string {
  if (!oid) return refused('Sipariş numarası eksik.');
  const refund = book.findLast((r) => r.oid === oid);
  return cc5Request(
    { OrderId: oid, Response: 'Approved', ProcReturnCode: '00', ErrMsg: '' },
    'CC5Response',
    refund
      ? { ORD_ID: oid, CHARGE_TYPE_CD: 'C', TRANS_STAT: 'C', PROC_RET_CD: '00', TRANS_ID: refund.transId }
      : { ORD_ID: oid, CHARGE_TYPE_CD: 'S', TRANS_STAT: 'C', PROC_RET_CD: '00', TRANS_ID: '' },
  );
}
