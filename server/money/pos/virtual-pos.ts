/**
 * A bank's virtual POS with 3-D Secure in "3D Pay Hosting" mode (docs/architecture.md §9): the
 * portal hands the browser a signed form for the bank's 3-D gate; the card is typed on the bank's
 * page, never the portal's; the bank posts the signed result back to okUrl or failUrl through the
 * browser. The portal trusts a result only after `verifyCallback`.
 */
export interface StartPaymentInput {
  /** Our order id (kart_odeme.id). */
  oid: string;
  amountKurus: bigint;
  /** ISO 4217 numeric ('949' TL, '840' USD, '978' EUR). */
  currencyNumeric: string;
  okUrl: string;
  failUrl: string;
}

export interface StartedPayment {
  gatewayUrl: string;
  /** Posted as they are, in a form the browser submits to gatewayUrl. */
  fields: Record<string, string>;
}

/** A callback whose signature held: what the bank says happened. */
export interface VerifiedCallback {
  oid: string;
  /** As the bank sent it ('1250.00'). */
  amount: string;
  currencyNumeric: string;
  approved: boolean;
  response: string;
  procReturnCode: string;
  mdStatus: string;
  authCode: string;
  maskedPan: string;
  errMsg: string;
}

/**
 * The bank's definite answer to a refund (credit) of an approved order: approved, or refused with
 * the bank's message (`approved: false` only when the bank said it did not refund). Anything that
 * does not tell (the bank not reached, a timeout, another status than 200, no readable answer, an
 * answer that is neither an approval nor a refusal) is thrown instead, as `PosUnreachableError`:
 * the refund may or may not have happened, and only asking the bank later (`refundStatus`) tells.
 */
export interface PosRefundResult {
  approved: boolean;
  response: string;
  procReturnCode: string;
  /** The bank's transaction id of the refund. */
  transId: string;
  errMsg: string;
}

/**
 * What the bank's records say of an order's refund, asked after the fact (Nestpay's order status
 * query): whether the bank's last transaction on the order is an approved refund (credit) of it.
 * `refunded: false` means the bank holds no approved refund: its last transaction is the sale, or
 * a refund it declined. An answer that says neither is thrown as `PosUnreachableError`.
 */
export interface PosRefundStatus {
  refunded: boolean;
  /** The bank's transaction id of its last transaction on the order (the refund's when refunded). */
  transId: string;
  /** The bank's fields the answer rests on, for the audit trail ('C C 00'). */
  detail: string;
}

/**
 * The bank gave no definite answer: not reached, no answer in time, or one that cannot be read. For
 * a refund, its outcome is unknown (the bank may have refunded); never read it as a refusal.
 */
export class PosUnreachableError extends Error {}

/** A refund could not be asked at all: this POS has no API credentials (POS_MODE=bank without POS_API_*). */
export class PosRefundNotConfiguredError extends Error {}

export interface VirtualPos {
  startPayment(input: StartPaymentInput): StartedPayment;
  verifyCallback(body: Record<string, unknown>): VerifiedCallback | 'bad-signature';
  /**
   * Refunds `amountKurus` of the approved order `oid` to its card (server-to-server API call).
   * Answers the bank's approval or refusal; throws `PosUnreachableError` when the outcome is unknown.
   */
  refund(oid: string, amountKurus: bigint, currencyNumeric: string): Promise<PosRefundResult>;
  /**
   * Asks the bank whether the approved order `oid` has been refunded (server-to-server, read-only):
   * how a refund whose answer never arrived (the process died between the call and the answer) is
   * settled later. Throws like `refund`.
   */
  refundStatus(oid: string): Promise<PosRefundStatus>;
}

/** "1250.00": the amount format of the 3-D gate (a period, two decimals, no grouping). */
export function posAmount(kurus: bigint): string {
  return `${kurus / 100n}.${String(kurus % 100n).padStart(2, '0')}`;
}
