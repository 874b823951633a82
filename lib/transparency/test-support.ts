import { toBase64, utf8 } from './bytes';
import { checkpointBody, tenderLogOrigin } from './checkpoint';
import { entryLine, type TransparencyEntry } from './entry';
import { inclusionProof, leafHash, rootFromLeafHashes } from './merkle';
import { signNote, verifierKey } from './signed-note';
import type { BidReceipt } from './verify-record';

/** A minute of one fixed test day (ISO), and the entries tests build records from. */
export const testMinute = (m: number): string => new Date(Date.UTC(2026, 10, 26, 12, m)).toISOString();
const TEST_END = testMinute(30);
export const testStart = () => ({ tur: 'baslangic', zaman: testMinute(0), bitis: TEST_END }) as const;
export const testBid = (m: number, rumuz: string, tutar: string, otomatik = false) =>
  ({ tur: 'teklif', zaman: testMinute(m), rumuz, tutar, paraBirimi: 'TRY', otomatik, bitis: TEST_END }) as const;

/**
 * A signed bid record built with the real functions and a fresh WebCrypto Ed25519 key, for tests of
 * the verifiers and the pages that run them (tests only: the portal signs with its configured key).
 */
export async function signedRecord(ihaleId: number, entries: Omit<TransparencyEntry, 'ihaleId' | 'sira'>[]) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const name = 'localhost/seffaflik';
  const lines = entries.map((e, sira) => entryLine({ ...e, ihaleId, sira } as TransparencyEntry));
  const leaves = await Promise.all(lines.map((l) => leafHash(utf8(l))));
  const root = await rootFromLeafHashes(leaves);
  const checkpoint = await signNote(
    checkpointBody({ origin: tenderLogOrigin('localhost', ihaleId), size: lines.length, root }),
    name,
    publicKey,
    async (m) =>
      new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, m as Uint8Array<ArrayBuffer>)),
  );
  const key = await verifierKey(name, publicKey);
  return {
    verifierKey: key,
    checkpoint,
    lines,
    kayitlar: lines.map((l) => `${l}\n`).join(''),
    receipt: async (leafIndex: number): Promise<BidReceipt> => ({
      surum: 1,
      ihaleId,
      verifierKey: key,
      checkpoint,
      leafIndex,
      treeSize: lines.length,
      hashes: (await inclusionProof(leaves, leafIndex)).map(toBase64),
      entry: lines[leafIndex],
    }),
  };
}
