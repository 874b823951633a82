import { fromBase64, toBase64 } from './bytes';

/**
 * The body of a C2SP tlog-checkpoint (https://c2sp.org/tlog-checkpoint): origin, tree size in
 * decimal, base64 root hash, each on its own line. Signed as a note (signed-note.ts).
 */
export interface Checkpoint {
  origin: string;
  size: number;
  root: Uint8Array;
}

export const checkpointBody = (c: Checkpoint): string => `${c.origin}\n${c.size}\n${toBase64(c.root)}\n`;

/** The origin of a tender's record: the portal's host and the tender's public path. */
export const tenderLogOrigin = (host: string, ihaleId: number): string => `${host}/ihaleler/${ihaleId}`;

/** Null unless the text is a checkpoint body (extension lines after the root are allowed, as C2SP says). */
export function parseCheckpointBody(text: string): Checkpoint | null {
  if (!text.endsWith('\n')) return null;
  const [origin, size, root] = text.slice(0, -1).split('\n');
  if (!origin || !/^(0|[1-9]\d{0,15})$/.test(size ?? '')) return null;
  const rootBytes = fromBase64(root ?? '');
  if (rootBytes?.length !== 32) return null;
  const n = Number(size);
  return Number.isSafeInteger(n) ? { origin, size: n, root: rootBytes } : null;
}
