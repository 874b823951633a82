import { fromBase64, toBase64, utf8 } from './bytes';
import { type Checkpoint, parseCheckpointBody } from './checkpoint';
import { parseEntryLine, type TransparencyEntry } from './entry';
import { leafHash, rootFromLeafHashes, verifyInclusion } from './merkle';
import { parseVerifierKey, verifyNote } from './signed-note';

/**
 * What an outsider checks, with nothing but the portal's published key (docs/architecture.md §11).
 * The browser page ("Kaydı doğrula"), the receipt check and `npm run dogrula` all run this, so the
 * three can never disagree.
 */
export type VerifyFailure =
  | 'anahtar' // the verifier key is unreadable
  | 'imza' // the checkpoint is not signed by that key
  | 'kontrol-noktasi' // the checkpoint is malformed or belongs to another tender
  | 'bicim' // an entry line is malformed, out of order or of another tender
  | 'boyut' // fewer entries than the signed tree size
  | 'kok' // the entries do not hash to the signed root: something was changed
  | 'kanit'; // a receipt's inclusion proof does not lead to the signed root

export type RecordVerdict =
  | { ok: true; checkpoint: Checkpoint; keyName: string; entries: TransparencyEntry[]; uncovered: number }
  | { ok: false; reason: VerifyFailure; message: string };

const fail = (reason: VerifyFailure, message: string) => ({ ok: false as const, reason, message });

/** The signed checkpoint of tender `ihaleId`, or why it cannot be trusted. */
async function trustedCheckpoint(
  keyText: string,
  note: string,
  ihaleId: number,
): Promise<
  { ok: true; checkpoint: Checkpoint; keyName: string } | { ok: false; reason: VerifyFailure; message: string }
> {
  const key = await parseVerifierKey(keyText);
  if (!key) return fail('anahtar', 'Doğrulama anahtarı okunamadı.');
  const signed = await verifyNote(note, key);
  if (!signed.ok)
    return signed.reason === 'imza'
      ? fail('imza', 'Kontrol noktası bu anahtarla imzalanmamış: imza geçersiz.')
      : fail('kontrol-noktasi', 'Kontrol noktası okunamadı.');
  const checkpoint = parseCheckpointBody(signed.text);
  if (!checkpoint) return fail('kontrol-noktasi', 'Kontrol noktası okunamadı.');
  if (!checkpoint.origin.endsWith(`/ihaleler/${ihaleId}`))
    return fail('kontrol-noktasi', 'Kontrol noktası başka bir ihaleye ait.');
  return { ok: true, checkpoint, keyName: key.name };
}

/**
 * Recomputes the root from every entry line and compares it with the signed checkpoint. Lines after
 * the checkpoint's size (bids that arrived between the two downloads) are returned as `uncovered`:
 * no signature covers them yet.
 */
export async function verifyRecord(input: {
  verifierKey: string;
  checkpoint: string;
  entries: string;
  ihaleId: number;
}): Promise<RecordVerdict> {
  const trusted = await trustedCheckpoint(input.verifierKey, input.checkpoint, input.ihaleId);
  if (!trusted.ok) return trusted;
  const { checkpoint } = trusted;
  const lines = input.entries === '' ? [] : input.entries.replace(/\n$/, '').split('\n');
  if (lines.length < checkpoint.size)
    return fail(
      'boyut',
      `İmzalı kontrol noktasında ${checkpoint.size} kayıt var, portal ${lines.length} kayıt gösteriyor: kayıt eksik.`,
    );
  const entries: TransparencyEntry[] = [];
  const hashes: Uint8Array[] = [];
  for (const [i, line] of lines.slice(0, checkpoint.size).entries()) {
    const entry = parseEntryLine(line);
    if (!entry || entry.sira !== i || entry.ihaleId !== input.ihaleId)
      return fail('bicim', `${i + 1}. kayıt okunamadı ya da sırası yanlış.`);
    entries.push(entry);
    hashes.push(await leafHash(utf8(line)));
  }
  const root = await rootFromLeafHashes(hashes);
  if (toBase64(root) !== toBase64(checkpoint.root))
    return fail(
      'kok',
      'Kayıtlardan hesaplanan kök, imzalı kontrol noktasındaki kökle aynı değil: kayıtlar imzalandıktan sonra değiştirilmiş.',
    );
  return { ok: true, checkpoint, keyName: trusted.keyName, entries, uncovered: lines.length - checkpoint.size };
}

/** A bidder's proof that one of their bids is in the record (downloaded from Katıldığım İhalelerim). */
export interface BidReceipt {
  surum: 1;
  ihaleId: number;
  verifierKey: string;
  checkpoint: string;
  leafIndex: number;
  treeSize: number;
  hashes: string[];
  entry: string;
}

export type ReceiptVerdict =
  | { ok: true; entry: TransparencyEntry; checkpoint: Checkpoint; keyName: string }
  | { ok: false; reason: VerifyFailure; message: string };

/**
 * Checks a receipt on its own. `pinnedKey`, when given, is the key the person trusts (the portal's
 * published one); the receipt's own copy of the key is then only compared with it.
 */
export async function verifyReceipt(receipt: BidReceipt, pinnedKey?: string): Promise<ReceiptVerdict> {
  if (pinnedKey !== undefined && pinnedKey.trim() !== receipt.verifierKey.trim())
    return fail('anahtar', 'Makbuzdaki anahtar portalın yayımladığı anahtarla aynı değil.');
  const trusted = await trustedCheckpoint(receipt.verifierKey, receipt.checkpoint, receipt.ihaleId);
  if (!trusted.ok) return trusted;
  const entry = parseEntryLine(receipt.entry);
  if (!entry || entry.ihaleId !== receipt.ihaleId || entry.sira !== receipt.leafIndex)
    return fail('bicim', 'Makbuzdaki kayıt okunamadı.');
  const proof = receipt.hashes.map(fromBase64);
  if (receipt.treeSize !== trusted.checkpoint.size || proof.some((h) => h?.length !== 32))
    return fail('kanit', 'Makbuzdaki kanıt kontrol noktasıyla uyuşmuyor.');
  const ok = await verifyInclusion({
    leafHash: await leafHash(utf8(receipt.entry)),
    leafIndex: receipt.leafIndex,
    treeSize: receipt.treeSize,
    proof: proof as Uint8Array[],
    root: trusted.checkpoint.root,
  });
  return ok
    ? { ok: true, entry, checkpoint: trusted.checkpoint, keyName: trusted.keyName }
    : fail('kanit', 'Teklif bu kontrol noktasının kayıtları arasında değil: kanıt doğrulanamadı.');
}
