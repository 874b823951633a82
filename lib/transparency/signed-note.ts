import { concat, equalBytes, fromBase64, sha256, toBase64, utf8 } from './bytes';

/**
 * C2SP signed notes with Ed25519 (https://c2sp.org/signed-note): a text ending in a newline, a blank
 * line, then signature lines `— <key name> <base64(key id ‖ signature)>`. The verifier key is
 * `<name>+<hex key id>+<base64(0x01 ‖ public key)>`, the key id the first 4 bytes of
 * SHA-256(name ‖ "\n" ‖ 0x01 ‖ public key). Hand-written on WebCrypto so the browser verifier needs no
 * library: the format is three string rules (the Go reference is golang.org/x/mod/sumdb/note).
 */
const ED25519 = 0x01;
const DASH = '\u2014';

export interface VerifierKey {
  name: string;
  keyId: Uint8Array;
  publicKey: Uint8Array;
}

const validName = (name: string) => name.length > 0 && !/[\s+]/.test(name);

async function keyIdOf(name: string, publicKey: Uint8Array): Promise<Uint8Array> {
  return (await sha256(concat(utf8(name), utf8('\n'), new Uint8Array([ED25519]), publicKey))).slice(0, 4);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export async function verifierKey(name: string, publicKey: Uint8Array): Promise<string> {
  if (!validName(name)) throw new Error('invalid key name');
  const id = await keyIdOf(name, publicKey);
  return `${name}+${hex(id)}+${toBase64(concat(new Uint8Array([ED25519]), publicKey))}`;
}

export async function parseVerifierKey(text: string): Promise<VerifierKey | null> {
  // The name and key id end at the first two '+'; the base64 key itself may contain '+'.
  const m = /^([^+]+)\+([^+]+)\+(.+)$/.exec(text.trim());
  if (!m) return null;
  const [, name, idHex, keyB64] = m;
  const key = fromBase64(keyB64);
  if (!validName(name) || !/^[0-9a-f]{8}$/.test(idHex) || !key || key.length !== 33 || key[0] !== ED25519) return null;
  const publicKey = key.slice(1);
  const keyId = await keyIdOf(name, publicKey);
  return hex(keyId) === idHex ? { name, keyId, publicKey } : null;
}

/** Signs `text` (which must end with a newline) and returns the whole note. */
export async function signNote(
  text: string,
  name: string,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Promise<Uint8Array> | Uint8Array,
): Promise<string> {
  if (!text.endsWith('\n')) throw new Error('note text must end with a newline');
  const signature = await sign(utf8(text));
  return `${text}\n${DASH} ${name} ${toBase64(concat(await keyIdOf(name, publicKey), signature))}\n`;
}

export type NoteVerdict = { ok: true; text: string } | { ok: false; reason: 'bicim' | 'imza' };

/** Checks that `note` carries a valid signature by `key`; other keys' signatures are ignored. */
export async function verifyNote(note: string, key: VerifierKey): Promise<NoteVerdict> {
  const at = note.lastIndexOf('\n\n');
  if (at < 0 || !note.endsWith('\n')) return { ok: false, reason: 'bicim' };
  const text = note.slice(0, at + 1);
  const lines = note.slice(at + 2, -1).split('\n');
  const publicKey = await crypto.subtle.importKey(
    'raw',
    key.publicKey as Uint8Array<ArrayBuffer>,
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  for (const line of lines) {
    const m = /^\u2014 (\S+) (\S+)$/.exec(line);
    if (!m) return { ok: false, reason: 'bicim' };
    const blob = fromBase64(m[2]);
    if (m[1] !== key.name || !blob || blob.length !== 68 || !equalBytes(blob.slice(0, 4), key.keyId)) continue;
    const ok = await crypto.subtle.verify(
      { name: 'Ed25519' },
      publicKey,
      blob.slice(4) as Uint8Array<ArrayBuffer>,
      utf8(text) as Uint8Array<ArrayBuffer>,
    );
    if (ok) return { ok: true, text };
  }
  return { ok: false, reason: 'imza' };
}
