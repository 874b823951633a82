import type { RecivePayload as ContractRecivePayload } from '../../lib/contract/hub-events';
import type { Db } from '../db/client';
import { parseId } from '../kernel/parse-id';
import { enqueueBid } from './bid-queue';
import { MAX_BID } from './increments';
import { type BidRefusal, refusedBid } from './messages';

/**
 * Live bid as the tender group receives it (`Recive`, lib/contract/hub-events.ts). This server
 * always sends the per-tender sequence number and the otomatik mark.
 */
export type RecivePayload = Required<ContractRecivePayload>;

/**
 * A bid's outcome. An accepted bid comes with the bids the portal placed for maximums in answer
 * (`answers`, in order, each a Recive of its own). `exceeded` lists the accounts whose maximum a
 * rival passed in the bid's batch (told with OtomatikTeklifBitti); it rides on one outcome only.
 */
export type BidOutcome =
  | { ok: true; recive: RecivePayload; answers: RecivePayload[]; exceeded: ExceededProxy[] }
  | { ok: false; refusal: BidRefusal; messages: string[]; exceeded?: ExceededProxy[] };

/** An account whose maximum in a tender a rival passed. */
export interface ExceededProxy {
  cariId: number;
  ihaleId: number;
}

export interface BidRequest {
  /** The signed-in person and the accounts their token carried. */
  caller: { kimlikNo: string; cariIds: readonly number[] };
  payload: unknown;
  now: () => Date;
}

/** The bid amount: whole TL, from a JSON number or a digit string (the bid box sends digits only). */
function parseAmount(v: unknown): { amount: number } | { error: BidRefusal } {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\d{1,16}$/.test(v.trim())) n = Number(v.trim());
  else return { error: { code: 'notWholeNumber' } };
  if (!Number.isFinite(n) || !Number.isInteger(n) || n <= 0) return { error: { code: 'notWholeNumber' } };
  if (n > MAX_BID) return { error: { code: 'tooLarge' } };
  return { amount: n };
}

/** The tender a bid payload names, or null (a refusal's event names it when it can). */
export function bidTenderId(payload: unknown): number | null {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const p = payload as Record<string, unknown>;
  return parseId(p.ihaleId ?? p.IhaleId);
}

function readPayload(payload: unknown): { cariId: number; ihaleId: number; tutar: number } | { error: BidRefusal } {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { error: { code: 'invalidPayload' } };
  const p = payload as Record<string, unknown>;
  const cariId = parseId(p.cariId ?? p.CariId);
  const ihaleId = bidTenderId(payload);
  if (cariId === null || ihaleId === null) return { error: { code: 'invalidPayload' } };
  const amount = parseAmount(p.tutar ?? p.Tutar);
  if ('error' in amount) return amount;
  return { cariId, ihaleId, tutar: amount.amount };
}

/**
 * Places one bid under the rules of docs/architecture.md §5. The bid joins its tender's queue
 * (bid-queue.ts): bids arriving together are decided in arrival order inside ONE transaction that
 * locks the tender and its item row, each against the bid accepted before it, so sequence numbers
 * and amounts strictly increase. Resolves only after COMMIT: an accepted bid is durable.
 */
export async function placeBid(db: Db, req: BidRequest): Promise<BidOutcome> {
  const input = readPayload(req.payload);
  if ('error' in input) return refusedBid(input.error);
  // Quick check on the token's accounts; the transaction re-checks against the database.
  if (!req.caller.cariIds.includes(input.cariId)) return refusedBid({ code: 'notYourAccount' });
  return enqueueBid(db, { ...input, kimlikNo: req.caller.kimlikNo, now: req.now });
}
