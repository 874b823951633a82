import { randomBytes } from 'node:crypto';
import { hasValidHash, signFields } from './nestpay-hash';
import { posAmount, type StartPaymentInput, type VerifiedCallback, type VirtualPos } from './virtual-pos';

export interface NestpaySettings {
  gatewayUrl: string;
  clientId: string;
  storeKey: string;
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

/** The one VirtualPos implementation: Nestpay "3d_pay_hosting" with the ver3 hash (nestpay-hash.ts). */
export function nestpayPos(settings: NestpaySettings): VirtualPos {
  return {
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
