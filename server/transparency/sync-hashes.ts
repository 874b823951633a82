import { createHash } from 'node:crypto';
import type { Frontier } from '../../lib/transparency/merkle';

/**
 * The two tree steps a bid batch takes while it holds the tender's lock, on node:crypto's
 * synchronous SHA-256. The shared core (lib/transparency/merkle.ts) hashes with WebCrypto so the
 * browser can run it, but every WebCrypto digest is an await: under load each one waits for a turn
 * of the event loop while the tender stays locked (bench/bid-record.ts measured the difference).
 * Same algorithm as merkle.ts appendToFrontier / rootFromFrontier / leafHash (RFC 9162 §2.1);
 * record.test.ts checks every stored checkpoint with the shared verifier, so the two cannot drift
 * apart unnoticed.
 */
const sha256 = (...parts: Uint8Array[]): Uint8Array => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};
const LEAF = new Uint8Array([0x00]);
const NODE = new Uint8Array([0x01]);

export const leafHashSync = (data: Uint8Array): Uint8Array => sha256(LEAF, data);

export function appendToFrontierSync(frontier: Frontier, size: number, leaf: Uint8Array): Frontier {
  const next = [...frontier, leaf];
  for (let s = size; s % 2 === 1; s = Math.floor(s / 2)) {
    const right = next.pop() as Uint8Array;
    const left = next.pop() as Uint8Array;
    next.push(sha256(NODE, left, right));
  }
  return next;
}

export function rootFromFrontierSync(frontier: Frontier): Uint8Array {
  if (frontier.length === 0) return sha256();
  let root = frontier[frontier.length - 1];
  for (let i = frontier.length - 2; i >= 0; i--) root = sha256(NODE, frontier[i], root);
  return root;
}
