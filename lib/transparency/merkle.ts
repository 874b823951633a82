import { concat, equalBytes, sha256 } from './bytes';

/**
 * The Merkle tree of a tender's bid record, exactly as RFC 9162 §2.1 defines it (SHA-256, leaf
 * prefix 0x00, node prefix 0x01), so any Certificate-Transparency-style tool can check it.
 * Hand-written: the algorithms are a page of the RFC, and no maintained npm package implements the
 * RFC 9162 tree shape (left-balanced, unpadded) with inclusion proofs; merkle.test.ts checks the
 * incremental frontier and the proofs against the recursive definition for every size up to 70.
 */

/** RFC 9162's domain separation: a leaf's hash input starts with 0x00, an inner node's with 0x01. */
export const LEAF_PREFIX = new Uint8Array([0x00]);
export const NODE_PREFIX = new Uint8Array([0x01]);

export const leafHash = (data: Uint8Array): Promise<Uint8Array> => sha256(concat(LEAF_PREFIX, data));
export const nodeHash = (left: Uint8Array, right: Uint8Array): Promise<Uint8Array> =>
  sha256(concat(NODE_PREFIX, left, right));

/** The largest power of two smaller than n (n > 1): where RFC 9162 splits a tree of n leaves. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH(D[n]) over leaf hashes (RFC 9162 §2.1.1); the empty tree's root is SHA-256 of nothing. */
export async function rootFromLeafHashes(hashes: readonly Uint8Array[]): Promise<Uint8Array> {
  if (hashes.length === 0) return sha256(new Uint8Array());
  if (hashes.length === 1) return hashes[0];
  const k = split(hashes.length);
  return nodeHash(await rootFromLeafHashes(hashes.slice(0, k)), await rootFromLeafHashes(hashes.slice(k)));
}

/** PATH(m, D[n]) (RFC 9162 §2.1.3.1): sibling hashes from the leaf upwards. */
export async function inclusionProof(hashes: readonly Uint8Array[], index: number): Promise<Uint8Array[]> {
  if (!Number.isInteger(index) || index < 0 || index >= hashes.length) throw new RangeError('leaf index out of range');
  if (hashes.length === 1) return [];
  const k = split(hashes.length);
  return index < k
    ? [...(await inclusionProof(hashes.slice(0, k), index)), await rootFromLeafHashes(hashes.slice(k))]
    : [...(await inclusionProof(hashes.slice(k), index - k)), await rootFromLeafHashes(hashes.slice(0, k))];
}

/** The verification algorithm of RFC 9162 §2.1.3.2. */
export async function verifyInclusion(p: {
  leafHash: Uint8Array;
  leafIndex: number;
  treeSize: number;
  proof: readonly Uint8Array[];
  root: Uint8Array;
}): Promise<boolean> {
  if (!Number.isSafeInteger(p.leafIndex) || !Number.isSafeInteger(p.treeSize)) return false;
  if (p.leafIndex < 0 || p.leafIndex >= p.treeSize) return false;
  let fn = p.leafIndex;
  let sn = p.treeSize - 1;
  let r = p.leafHash;
  for (const h of p.proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHash(h, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = await nodeHash(r, h);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(r, p.root);
}

/**
 * The roots of the perfect subtrees a tree of `size` leaves decomposes into, largest (leftmost)
 * first: one per set bit of size. Appending needs only these, never the old leaves, so a bid batch
 * costs O(log n) hashes however long the record is.
 */
export type Frontier = Uint8Array[];

/**
 * The frontier algorithms are written once, as generators that yield each (left, right) pair to
 * hash and receive its node hash: `runHashSteps` drives them on WebCrypto (the browser, the CLI),
 * `runHashStepsSync` on a synchronous SHA-256 (bid batches, server/transparency/sync-hashes.ts, which
 * must not await while a tender is locked).
 */
export type HashSteps<T> = Generator<[Uint8Array, Uint8Array], T, Uint8Array>;

export function* frontierAppendSteps(frontier: Frontier, size: number, leaf: Uint8Array): HashSteps<Frontier> {
  const next = [...frontier, leaf];
  // Each trailing 1-bit of the old size is a perfect subtree the new leaf completes.
  for (let s = size; s % 2 === 1; s = Math.floor(s / 2)) {
    const right = next.pop() as Uint8Array;
    const left = next.pop() as Uint8Array;
    next.push(yield [left, right]);
  }
  return next;
}

/** The root of a non-empty frontier: the subtree roots folded from the right. */
export function* frontierRootSteps(frontier: Frontier): HashSteps<Uint8Array> {
  let root = frontier[frontier.length - 1];
  for (let i = frontier.length - 2; i >= 0; i--) root = yield [frontier[i], root];
  return root;
}

export async function runHashSteps<T>(steps: HashSteps<T>): Promise<T> {
  let step = steps.next();
  while (!step.done) step = steps.next(await nodeHash(...step.value));
  return step.value;
}

export function runHashStepsSync<T>(steps: HashSteps<T>, node: (left: Uint8Array, right: Uint8Array) => Uint8Array): T {
  let step = steps.next();
  while (!step.done) step = steps.next(node(...step.value));
  return step.value;
}

export const appendToFrontier = (frontier: Frontier, size: number, leaf: Uint8Array): Promise<Frontier> =>
  runHashSteps(frontierAppendSteps(frontier, size, leaf));

export async function rootFromFrontier(frontier: Frontier): Promise<Uint8Array> {
  return frontier.length === 0 ? sha256(new Uint8Array()) : runHashSteps(frontierRootSteps(frontier));
}
