import { XMLBuilder } from 'fast-xml-parser';
import { type Currency, type InstitutionAccount, PARA_BIRIMI } from '../../../../lib/contract/money';
import { refundRemittanceText } from '../../../../lib/rules/refund-queue-schemas';
import { fromKurus, kurusToNumeric, toKurus } from '../../../kernel/kurus';

/**
 * An approved payment order as the bank's file: ISO 20022 pain.001.001.03
 * (CustomerCreditTransferInitiation), one payment information block (the institution's account of
 * the order's currency is the debtor) and one credit transfer per refund request. Built only from
 * what was fixed at approval (message id, creation time, debtor, each payee's name, IBAN and
 * amount), so every download of an order is the same bytes and the bank's duplicate check on MsgId
 * stops a second payment. There is no other kind of file: an order not approved has a preview on
 * screen (routes.ts), never a pain.001. Built with fast-xml-parser's builder, which escapes the
 * text of every element, so an account name with '&' or '<' stays well-formed.
 */
export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface PainTransfer {
  /** The refund request id: EndToEndId and the remittance text. */
  id: number;
  creditorName: string;
  iban: string;
  /** numeric text from the database ('1500.50'). */
  amount: string;
}

export interface PainOrder {
  /** MsgId and PmtInfId: the order's message id, stored at approval. */
  messageId: string;
  currency: Currency;
  /** CreDtTm: stored at approval. */
  createdAt: Date;
  /** The day the bank should execute it (YYYY-MM-DD, Istanbul): the day of approval. */
  executionDate: string;
  debtor: Pick<InstitutionAccount, 'hesapAdi' | 'iban'>;
  initiatingParty: string;
  transfers: PainTransfer[];
}

/** Max35Text / Max70Text of the schema: longer names are cut, never refused (the bank pays by IBAN). */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** ISO date-time without milliseconds (ISODateTime), UTC. */
const isoDateTime = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

export function buildPain001(order: PainOrder): string {
  const ccy = PARA_BIRIMI[order.currency].kod;
  const sumKurus = order.transfers.reduce((s, t) => s + toKurus(t.amount), 0n);
  const ctrlSum = kurusToNumeric(sumKurus);
  const msgId = order.messageId;
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': PAIN_001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: msgId,
          CreDtTm: isoDateTime(order.createdAt),
          NbOfTxs: String(order.transfers.length),
          CtrlSum: ctrlSum,
          InitgPty: { Nm: cut(order.initiatingParty, 70) },
        },
        PmtInf: {
          PmtInfId: msgId,
          PmtMtd: 'TRF',
          BtchBookg: 'false',
          NbOfTxs: String(order.transfers.length),
          CtrlSum: ctrlSum,
          ReqdExctnDt: order.executionDate,
          Dbtr: { Nm: cut(order.debtor.hesapAdi, 70) },
          DbtrAcct: { Id: { IBAN: order.debtor.iban }, Ccy: ccy },
          // The debtor's bank is known by the IBAN; the schema requires the element.
          DbtrAgt: { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } },
          ChrgBr: 'DEBT',
          CdtTrfTxInf: order.transfers.map((t) => ({
            PmtId: { EndToEndId: String(t.id) },
            Amt: { InstdAmt: { '@_Ccy': ccy, '#text': kurusToNumeric(toKurus(t.amount)) } },
            Cdtr: { Nm: cut(t.creditorName, 70) },
            CdtrAcct: { Id: { IBAN: t.iban } },
            RmtInf: { Ustrd: refundRemittanceText(t.id) },
          })),
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  return builder.build(doc) as string;
}

/** The total of an order in the currency's units, for the screen. */
export const orderTotal = (amounts: string[]) => fromKurus(amounts.reduce((s, a) => s + toKurus(a), 0n));
