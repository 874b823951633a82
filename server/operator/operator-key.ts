import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The header the operator command sends its key in. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

export function operatorKeyPath(dataDir: string): string {
  return path.join(dataDir, 'operator.key');
}

/**
 * The shared secret of the operator command and the running portal, kept in DATA_DIR/operator.key
 * (owner-only). Whoever needs it first creates it; creation is exclusive (`wx`), so a portal and a
 * command starting together still end up with one key.
 */
export function readOrCreateOperatorKey(dataDir: string): string {
  const file = operatorKeyPath(dataDir);
  try {
    return readKey(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKey(file);
}

function readKey(file: string): string {
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32)
    throw new Error(`The operator key in ${file} is too short; delete the file to generate a new one.`);
  return key;
}

/** Constant-time comparison, so the key cannot be guessed byte by byte from response times. */
export function operatorKeyMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
