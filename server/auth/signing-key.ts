import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';

const KEY_FILE = 'token-signing.key';

/** One key per database handle: every app built on the same database signs with the same key. */
const cache = new WeakMap<Db, Uint8Array>();

/**
 * The HS256 key of portal tokens (auth contract item 4): TOKEN_SIGNING_KEY when set; otherwise a
 * key generated once into `<DATA_DIR>/token-signing.key`, so tokens survive a restart; an
 * in-memory database (tests) gets a random key that lives as long as the database.
 */
export function tokenSigningKey(config: ServerConfig, db: Db): Uint8Array {
  const cached = cache.get(db);
  if (cached) return cached;
  const secret =
    config.tokenSigningKey ??
    (isEphemeral(db)
      ? randomBytes(32).toString('base64url')
      : readOrCreateKeyFile(config.dataDir, KEY_FILE, {
          generate: () => randomBytes(48).toString('base64url'),
          valid: (v) => v.length >= 32,
          problem: 'is too short; delete the file or set TOKEN_SIGNING_KEY',
        }));
  const key = new TextEncoder().encode(secret);
  cache.set(db, key);
  return key;
}

/** In-memory PGlite has no data folder; its data (and so its sessions) vanish with the process. */
export function isEphemeral(db: Db): boolean {
  const client = (db as unknown as { $client?: { waitReady?: unknown; dataDir?: string } }).$client;
  return Boolean(client && 'waitReady' in client && (!client.dataDir || client.dataDir.startsWith('memory://')));
}

/**
 * A key kept in the data folder (the token key here, the bid record's key in
 * server/transparency/signing-key.ts): read it, or generate it once. `valid` says whether a stored
 * value is usable; an unusable one is an error that names `problem`, never silently replaced.
 */
export function readOrCreateKeyFile(
  dataDir: string,
  fileName: string,
  key: { generate: () => string; valid: (value: string) => boolean; problem: string },
): string {
  const file = path.join(dataDir, fileName);
  const readKey = (): string | null => {
    const value = readKeyFile(file);
    return value !== null && key.valid(value) ? value : null;
  };
  const existing = readKey();
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  // Write aside, then hard-link into place: two processes starting at once never see a half-written key.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, `${key.generate()}\n`, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const stored = readKey();
  if (!stored) throw new Error(`The key in ${file} ${key.problem}.`);
  return stored;
}

function readKeyFile(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
