import { tenderLogOrigin } from '../../lib/transparency/checkpoint';
import { signNote } from '../../lib/transparency/signed-note';
import type { TransparencySigner } from './signing-key';

/**
 * How a tender's checkpoint is signed (docs/architecture.md §11, docs/decisions/bid-record-key-name.md).
 * Each tender's record is its own log, origin `<host>/ihaleler/<id>`. C2SP tlog-checkpoint says the
 * log's key name SHOULD match the origin, and witnesses and signed-note verifiers look a log's key up
 * by that name; so every checkpoint carries two signatures by the one portal key (same key material):
 * first under its origin, then under the portal-wide name `<host>/seffaflik` that /api/seffaflik/anahtar,
 * the receipts already handed out and `npm run dogrula` use. A verifier ignores signatures by names it
 * does not know (C2SP signed-note), so either verifier key checks the same note.
 */

const DASH = '\u2014';

/** The origin (first line) of a checkpoint body or note. */
const originOf = (text: string) => text.slice(0, text.indexOf('\n'));

/** The signature line `— <name> <base64>` that `signNote` writes after the text. */
async function signatureLine(signer: TransparencySigner, text: string, name: string): Promise<string> {
  const note = await signNote(text, name, signer.publicKey, signer.sign);
  return note.slice(text.length + 1, -1);
}

/** A new checkpoint's note: its body signed under its origin and under the portal-wide key name. */
export async function signCheckpoint(signer: TransparencySigner, body: string): Promise<string> {
  const byOrigin = await signatureLine(signer, body, originOf(body));
  const byPortal = await signatureLine(signer, body, signer.keyName);
  return `${body}\n${byOrigin}\n${byPortal}\n`;
}

/**
 * A stored note as served: checkpoints written before the origin-named signature (portal-wide name
 * only; the rows cannot be updated) get it added in front, so every checkpoint the portal serves
 * verifies under its origin. Ed25519 signatures are deterministic: the same note every time. A note
 * whose origin is not this portal's for the tender (PUBLIC_ORIGIN changed since) is served unchanged.
 */
export async function withOriginSignature(signer: TransparencySigner, ihaleId: number, note: string): Promise<string> {
  const origin = tenderLogOrigin(signer.host, ihaleId);
  const at = note.lastIndexOf('\n\n');
  if (at < 0 || originOf(note) !== origin) return note;
  const text = note.slice(0, at + 1);
  const signatures = note.slice(at + 2);
  if (signatures.split('\n').some((line) => line.startsWith(`${DASH} ${origin} `))) return note;
  return `${text}\n${await signatureLine(signer, text, origin)}\n${signatures}`;
}
