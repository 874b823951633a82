import { randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { hasValidHash, signFields } from './nestpay-hash';
import {
  type PosRefundResult,
  type PosRefundStatus,
  PosRefundNotConfiguredError,
  PosUnreachableError,
  posAmount,
  type StartPaymentInput,
  type VerifiedCallback,
  type VirtualPos,
} from './virtual-pos';

export interface NestpaySettings {
  gatewayUrl: string;
  clientId: string;
  storeKey: string;
  /** The bank's XML API (…/fim/api) and its API user, for refunds; absent: refunds are refused. */
  apiUrl?: string;
  apiUser?: string;
  apiPassword?: string;
}

/** Posts an XML request to the bank's API and answers its status and body (fetch, or in-process for the stand-in). */
export type PosApiTransport = (url: string, xml: string) => Promise<{ status: number; body: string }>;

/** How long a refund waits for the bank's API before it counts as unreachable. */
const API_TIMEOUT_MS = 30_000;

export const fetchTransport: PosApiTransport = async (url, xml) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: xml,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  return { status: res.status, body: await res.text() };
};

const escapeXml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A Nestpay API request (`<CC5Request>`: the API user's name and password, the merchant, the
 * transaction type and its fields, in this order) or, for the stand-in, its answer. Every value is escaped.
 */
export function cc5Request(
  fields: Record<string, string>,
  root: 'CC5Request' | 'CC5Response' = 'CC5Request',
  extra?: Record<string, string>,
): string {
  const tags = (f: Record<string, string>) =>
    Object.entries(f)
      .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
      .join('');
  const body = tags(fields) + (extra ? `<Extra>${tags(extra)}</Extra>` : '');
  return `<?xml version="1.0" encoding="ISO-8859-9"?><${root}>${body}</${root}>`;
}

const xmlParser = new XMLParser({ parseTagValue: false, trimValues: true, processEntities: true });

/** The fields of a `<CC5Response>` (or `<CC5Request>`) as text; null when the document is not one. */
export function readCc5(xml: string, root: 'CC5Response' | 'CC5Request'): Record<string, string> | null {
  // No DOCTYPE: no entity of an answer is ever expanded (XXE, billion laughs).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  let doc: unknown;
  try {
    doc = xmlParser.parse(xml);
  } catch {
    return null;
  }
  const node = (doc as Record<string, unknown> | null)?.[root];
  if (!node || typeof node !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(node)) if (typeof v === 'string') out[k] = v;
  // The `<Extra>` block of a query's answer (or request): its fields as `Extra.<name>`.
  const extra = (node as Record<string, unknown>).Extra;
  if (extra && typeof extra === 'object')
    for (const [k, v] of Object.entries(extra)) if (typeof v === 'string') out[`Extra.${k}`] = v;
  return out;
}

/** mdStatus values of a completed 3-D authentication (1 full, 2–4 attempted or card not enrolled). */
const AUTHENTICATED = new Set(['1', '2', '3', '4']);

/** The form fields are strings; anything else in a callback (arrays, objects) is not a bank's answer. */
function stringFields(body: Record<string, unknown>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return out;
}

/**
 * The one VirtualPos implementation: Nestpay "3d_pay_hosting" with the ver3 hash (nestpay-hash.ts),
 * and refunds through the bank's XML API (`Type` Credit of an `OrderId`, `Total` in the order's
 * currency). `transport` posts the XML: fetch for a bank, in-process for the stand-in (POS_MODE=dev).
 */
export function nestpayPos(settings: NestpaySettings, transport: PosApiTransport = fetchTransport): VirtualPos {
  /** One request to the bank's XML API as its API user; the answer's fields, or PosUnreachableError. */
  const ask = async (fields: Record<string, string>, extra?: Record<string, string>) => {
    if (!settings.apiUrl || !settings.apiUser || !settings.apiPassword) throw new PosRefundNotConfiguredError();
    const xml = cc5Request(
      { Name: settings.apiUser, Password: settings.apiPassword, ClientId: settings.clientId, ...fields },
      'CC5Request',
      extra,
    );
    let answer: { status: number; body: string };
    try {
      answer = await transport(settings.apiUrl, xml);
    } catch (err) {
      throw new PosUnreachableError(`the bank's API did not answer: ${(err as Error).message}`);
    }
    const f = answer.status === 200 ? readCc5(answer.body, 'CC5Response') : null;
    if (!f) throw new PosUnreachableError(`the bank's API answered ${answer.status} without a CC5Response`);
    return f;
  };
  return {
    /**
     * A Credit of the order. Only Nestpay's two answers that say what it did are read: `Approved`
     * with ProcReturnCode '00' (refunded) and `Declined` or `Error` (not refunded: the bank refused
     * it, with its ErrMsg). Any other answer (an empty Response, an approval with another code) tells
     * nothing and is thrown as `PosUnreachableError`, like no answer: the outcome is unknown.
     */
    async refund(oid, amountKurus, currencyNumeric): Promise<PosRefundResult> {
      const f = await ask({ Type: 'Credit', OrderId: oid, Total: posAmount(amountKurus), Currency: currencyNumeric });
      const response = f.Response ?? '';
      const procReturnCode = f.ProcReturnCode ?? '';
      const approved = response === 'Approved' && procReturnCode === '00';
      if (!approved && response !== 'Declined' && response !== 'Error')
        throw new PosUnreachableError(
          `the bank's answer to the refund is neither an approval nor a refusal (${[response || 'no Response', procReturnCode].join(' ').trim()})`,
        );
      return {
        approved,
        response,
        procReturnCode,
        transId: f.TransId ?? '',
        errMsg: f.ErrMsg ?? '',
      };
    },
    /**
     * Nestpay's order status query (`<Extra><ORDERSTATUS>QUERY</ORDERSTATUS></Extra>`, no `Type`):
     * its `Extra` describes the order's last transaction: `CHARGE_TYPE_CD` 'S' a sale, 'C' a credit
     * (refund), `PROC_RET_CD` '00' approved, `TRANS_STAT` its state, `TRANS_ID`. Field names as
     * Nestpay documents them; confirm them with the acquiring bank's API guide before relying on
     * this in production (docs/architecture.md §9).
     */
    async refundStatus(oid): Promise<PosRefundStatus> {
      const f = await ask({ OrderId: oid }, { ORDERSTATUS: 'QUERY' });
      if (f.Response !== 'Approved' || f.ProcReturnCode !== '00')
        throw new PosUnreachableError(`the bank could not tell the order's status: ${f.ErrMsg || f.Response || '?'}`);
      const charge = f['Extra.CHARGE_TYPE_CD'] ?? '';
      const stat = f['Extra.TRANS_STAT'] ?? '';
      const code = f['Extra.PROC_RET_CD'] ?? '';
      const detail = [charge, stat, code].join(' ').trim();
      if (charge !== 'C' && charge !== 'S')
        throw new PosUnreachableError(`the bank's order status names no sale or refund (${detail || 'empty'})`);
      return { refunded: charge === 'C' && code === '00', transId: f['Extra.TRANS_ID'] ?? '', detail };
    },
    startPayment(input: StartPaymentInput) {
      const fields = signFields(
        {
          clientid: settings.clientId,
          oid: input.oid,
          amount: posAmount(input.amountKurus),
          currency: input.currencyNumeric,
          okUrl: input.okUrl,
          failUrl: input.failUrl,
          callbackUrl: input.failUrl,
          trantype: 'Auth',
          instalment: '',
          rnd: randomBytes(16).toString('hex'),
          storetype: '3d_pay_hosting',
          lang: 'tr',
          hashAlgorithm: 'ver3',
        },
        settings.storeKey,
      );
      return { gatewayUrl: settings.gatewayUrl, fields };
    },
    verifyCallback(body): VerifiedCallback | 'bad-signature' {
      const f = stringFields(body ?? {});
      if (!f || !hasValidHash(f, settings.storeKey)) return 'bad-signature';
      const response = f.Response ?? '';
      const procReturnCode = f.ProcReturnCode ?? '';
      const mdStatus = f.mdStatus ?? '';
      return {
        oid: f.oid ?? '',
        amount: f.amount ?? '',
        currencyNumeric: f.currency ?? '',
        approved: response === 'Approved' && procReturnCode === '00' && AUTHENTICATED.has(mdStatus),
        response,
        procReturnCode,
        mdStatus,
        authCode: f.AuthCode ?? '',
        maskedPan: f.MaskedPan ?? '',
        errMsg: f.ErrMsg ?? '',
      };
    },
  };
}
