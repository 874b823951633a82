import { createHash } from 'node:crypto';
import {
  type Frontier,
  frontierAppendSteps,
  frontierRootSteps,
  LEAF_PREFIX,
  NODE_PREFIX,
  runHashStepsSync,
} from '../../lib/transparency/merkle';

/**
 * The tree steps a bid batch takes while it holds the tender's lock, driven on node:crypto's
 * synchronous SHA-256. The shared core (lib/transparency/merkle.ts) hashes with WebCrypto so the
 * browser can run it, but every WebCrypto digest is an await: under load each one waits for a turn
 * of the event loop while the tender stays locked (bench/bid-record.ts measured the difference).
 * The algorithm itself is merkle.ts's (its step generators); only the hash primitive is here.
 */
const sha256 = (...parts: Uint8Array[]): Uint8Array => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};
const nodeHashSync = (left: Uint8Array, right: Uint8Array) => sha256(NODE_PREFIX, left, right);

export const leafHashSync = (data: Uint8Array): Uint8Array => sha256(LEAF_PREFIX, data);

export const appendToFrontierSync = (frontier: Frontier, size: number, leaf: Uint8Array): Frontier =>
  runHashStepsSync(frontierAppendSteps(frontier, size, leaf), nodeHashSync);

export const rootFromFrontierSync = (frontier: Frontier): Uint8Array =>
  frontier.length === 0 ? sha256() : runHashStepsSync(frontierRootSteps(frontier), nodeHashSync);
