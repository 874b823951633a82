import { PARA_BIRIMI } from '../contract/money';
import { toBase64 } from '../transparency/bytes';
import { ENTRY_KIND_LABEL, parseEntryLine, type TransparencyEntry } from '../transparency/entry';
import { type BidReceipt, verifyReceipt, verifyRecord } from '../transparency/verify-record';
import { apiRequest } from './http';

/**
 * The verifiable bid record seen from the browser (docs/architecture.md §11): the four public
 * /api/seffaflik endpoints, the check of a tender's record with lib/transparency (WebCrypto, in the
 * browser) and a bidder's receipt. Components get the view models below, never a line or a wire shape.
 */

/** `/kanit?sira=n`: the inclusion proof and the signed checkpoint it is against (one answer). */
interface InclusionProofWire {
  treeSize: number;
  leafIndex: number;
  hashes: string[];
  checkpoint: string;
}

/** One entry of the record as a table row. */
export interface RecordRow {
  ihaleId: number;
  sira: number;
  tur: TransparencyEntry['tur'];
  /** The kind in Turkish words ('Başlangıç', 'Teklif', 'Otomatik teklif', 'Uzatma', 'Bitiş'). */
  turLabel: string;
  rumuz: string | null;
  tutar: number | null;
  /** The portal's currency name ('TL', 'USD') for the entry's ISO code; null without an amount. */
  currency: string | null;
  /** ISO UTC: the server time of the entry and the end time after it. */
  zaman: string;
  bitis: string;
}

/** A record that verified: what the page shows about the tree and its signer. */
export interface VerifiedRecord {
  treeSize: number;
  /** The root hash, standard base64. */
  root: string;
  /** The checkpoint's origin line, e.g. 'localhost:3000/ihaleler/12'. */
  origin: string;
  /** The name of the key that signed it, e.g. 'localhost:3000/seffaflik'. */
  keyName: string;
  rows: RecordRow[];
  /** Lines after the signed size (bids since the last checkpoint): shown, not yet covered by a signature. */
  uncovered: number;
}

/**
 * What checking a tender's record came to. `serverKey` is the verifier key the portal publishes;
 * `usedKey` the one the check trusted (a pasted one when the visitor pinned their own).
 */
export type RecordCheckOutcome =
  | { ok: true; serverKey: string; usedKey: string; record: VerifiedRecord }
  | { ok: false; serverKey: string; usedKey: string; message: string };

/** A bid of the signed-in bidder found in the record, ready to be turned into a receipt. */
export interface OwnBid {
  sira: number;
  tutar: number | null;
  currency: string | null;
  zaman: string;
  /** The exact line of the record (the receipt carries it byte for byte). */
  line: string;
}

/** ISO 4217 ('TRY') → the portal's own currency name ('TL'); an unknown code is shown as it is. */
function currencyName(code: string | undefined): string | null {
  if (!code) return null;
  return Object.values(PARA_BIRIMI).find((c) => c.kod === code)?.adi ?? code;
}

export function toRecordRow(e: TransparencyEntry): RecordRow {
  const tutar = e.tutar === undefined ? null : Number(e.tutar);
  return {
    ihaleId: e.ihaleId,
    sira: e.sira,
    tur: e.tur,
    turLabel: e.tur === 'teklif' && e.otomatik ? 'Otomatik teklif' : ENTRY_KIND_LABEL[e.tur],
    rumuz: e.rumuz ?? null,
    tutar: tutar !== null && Number.isFinite(tutar) ? tutar : null,
    currency: currencyName(e.paraBirimi),
    zaman: e.zaman,
    bitis: e.bitis,
  };
}

/** The kayitlar body split into its lines (each ends with "\n"; a last empty piece is not a line). */
export function recordLines(body: string): string[] {
  const lines = body.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

const tenderPath = (ihaleId: number) => `/seffaflik/ihaleler/${ihaleId}`;
const text = (path: string, signal?: AbortSignal) => apiRequest<string>(path, { as: 'text', token: null, signal });

export const fetchVerifierKey = (signal?: AbortSignal) => text('/seffaflik/anahtar', signal);
export const fetchCheckpoint = (ihaleId: number, signal?: AbortSignal) =>
  text(`${tenderPath(ihaleId)}/checkpoint`, signal);
export const fetchRecordBody = (ihaleId: number, signal?: AbortSignal) =>
  text(`${tenderPath(ihaleId)}/kayitlar`, signal);

/** The proof of entry `sira` and its checkpoint; a reply of another shape is refused. */
export async function fetchInclusionProof(ihaleId: number, sira: number, signal?: AbortSignal) {
  const w = await apiRequest<InclusionProofWire>(`${tenderPath(ihaleId)}/kanit?sira=${sira}`, {
    token: null,
    signal,
  });
  const valid =
    w &&
    Number.isInteger(w.treeSize) &&
    Number.isInteger(w.leafIndex) &&
    Array.isArray(w.hashes) &&
    w.hashes.every((h) => typeof h === 'string') &&
    typeof w.checkpoint === 'string';
  if (!valid) throw new Error('Kanıt beklenen biçimde değil.');
  return { treeSize: w.treeSize, leafIndex: w.leafIndex, hashes: w.hashes, checkpoint: w.checkpoint };
}

/**
 * Fetches the key, the checkpoint and the lines of a tender and checks them in this browser: the
 * signature with the key (the visitor's own when `pinnedKey` is given), the root recomputed from every
 * line, the order and the tender of each entry. Network failures throw (ApiRequestError).
 */
export async function checkRecord(
  ihaleId: number,
  pinnedKey: string | null,
  signal?: AbortSignal,
): Promise<RecordCheckOutcome> {
  // The checkpoint before the lines: the record only grows, so lines read after it cover it (a bid
  // in between is an extra, unsigned line); read the other way round, a bid in between would make
  // an honest record look short.
  const [serverKey, checkpoint] = await Promise.all([fetchVerifierKey(signal), fetchCheckpoint(ihaleId, signal)]);
  const entries = await fetchRecordBody(ihaleId, signal);
  const usedKey = (pinnedKey ?? serverKey).trim();
  const result = await verifyRecord({ verifierKey: usedKey, checkpoint, entries, ihaleId });
  if (!result.ok) return { ok: false, serverKey, usedKey, message: result.message };
  return {
    ok: true,
    serverKey,
    usedKey,
    record: {
      treeSize: result.checkpoint.size,
      root: toBase64(result.checkpoint.root),
      origin: result.checkpoint.origin,
      keyName: result.keyName,
      rows: result.entries.map(toRecordRow),
      uncovered: result.uncovered,
    },
  };
}

/** The bids of `alias` in a tender's record (its 'teklif' lines), oldest first. */
export async function fetchOwnBids(ihaleId: number, alias: string, signal?: AbortSignal): Promise<OwnBid[]> {
  const body = await fetchRecordBody(ihaleId, signal);
  const own: OwnBid[] = [];
  for (const line of recordLines(body)) {
    const e = parseEntryLine(line);
    if (!e || e.ihaleId !== ihaleId || e.tur !== 'teklif' || e.rumuz !== alias) continue;
    const row = toRecordRow(e);
    own.push({ sira: row.sira, tutar: row.tutar, currency: row.currency, zaman: row.zaman, line });
  }
  return own;
}

export const receiptFileName = (ihaleId: number, sira: number) => `teklif-makbuzu-${ihaleId}-${sira}.json`;

/**
 * A bidder's receipt for one bid: its line, the proof and the checkpoint (fetched together) and the
 * portal's verifier key. It is checked here before it is offered, so a file that would not verify
 * later is never saved; the check's Turkish message is thrown instead.
 */
export async function buildBidReceipt(ihaleId: number, bid: OwnBid, signal?: AbortSignal): Promise<BidReceipt> {
  const [proof, verifierKey] = await Promise.all([
    fetchInclusionProof(ihaleId, bid.sira, signal),
    fetchVerifierKey(signal),
  ]);
  const receipt: BidReceipt = {
    surum: 1,
    ihaleId,
    verifierKey: verifierKey.trim(),
    checkpoint: proof.checkpoint,
    leafIndex: proof.leafIndex,
    treeSize: proof.treeSize,
    hashes: proof.hashes,
    entry: bid.line,
  };
  const check = await verifyReceipt(receipt);
  if (!check.ok) throw new Error(check.message);
  return receipt;
}

/** What checking an uploaded receipt file came to (the verifier page's 'Makbuz doğrula'). */
export type ReceiptCheckOutcome = { ok: true; row: RecordRow; treeSize: number } | { ok: false; message: string };

/** Reads a receipt file's text and checks it on its own (no request): its proof, checkpoint and key. */
export async function checkReceiptText(fileText: string): Promise<ReceiptCheckOutcome> {
  let receipt: BidReceipt;
  try {
    receipt = JSON.parse(fileText) as BidReceipt;
  } catch {
    return { ok: false, message: 'Dosya bir teklif makbuzu değil (JSON okunamadı).' };
  }
  if (!receipt || typeof receipt !== 'object' || receipt.surum !== 1 || typeof receipt.entry !== 'string')
    return { ok: false, message: 'Dosya bir teklif makbuzu değil.' };
  const check = await verifyReceipt(receipt);
  if (!check.ok) return { ok: false, message: check.message };
  return { ok: true, row: toRecordRow(check.entry), treeSize: check.checkpoint.size };
}
