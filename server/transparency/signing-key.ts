import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign } from 'node:crypto';
import { verifierKey } from '../../lib/transparency/signed-note';
import { isEphemeral, readOrCreateKeyFile } from '../auth/signing-key';
import { loadConfig, type ServerConfig } from '../config';
import type { Db } from '../db/client';

const KEY_FILE = 'transparency-signing.key';
/** PKCS#8 DER prefix of an Ed25519 private key (RFC 8410): the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SEED_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/** Who signs a tender's checkpoints and how outsiders name and check that key (docs/architecture.md §11). */
export interface TransparencySigner {
  /** The host of PUBLIC_ORIGIN: checkpoint origins are `<host>/ihaleler/<id>`. */
  host: string;
  /**
   * The portal-wide key name, `<host>/seffaflik`: every checkpoint is also signed under it, and
   * /api/seffaflik/anahtar publishes it (checkpoint-note.ts).
   */
  keyName: string;
  publicKey: Uint8Array;
  /** The published portal-wide verifier key (C2SP signed-note format). */
  verifierKey: Promise<string>;
  /**
   * The verifier key of one tender's log: the same key under the log's origin `<host>/ihaleler/<id>`,
   * the name its checkpoints are first signed under (C2SP tlog-checkpoint: the key name SHOULD match
   * the origin; docs/decisions/bid-record-key-name.md).
   */
  originVerifierKey(origin: string): Promise<string>;
  sign(message: Uint8Array): Uint8Array;
}

/** The configuration each database handle's entries are signed under (bound by whoever opens the portal on it). */
const boundConfig = new WeakMap<Db, ServerConfig>();
/** One signer per database handle: every app and every write on the same handle signs with the same key. */
const cache = new WeakMap<Db, TransparencySigner>();

/**
 * Binds the configuration (PUBLIC_ORIGIN, TRANSPARENCY_SIGNING_KEY, DATA_DIR) to a database handle,
 * so the code that appends entries deep inside a bid batch or a scheduler tick signs with the
 * portal's key without threading the config through every call. main.ts, buildApp and db:reset bind
 * before they write; a handle nobody bound (a test driving the scheduler directly) reads the
 * configuration from the environment, as main.ts would.
 */
export function bindTransparencyConfig(db: Db, config: ServerConfig): TransparencySigner {
  if (!cache.has(db)) boundConfig.set(db, config);
  return transparencySigner(db);
}

/**
 * The signer of a database handle: TRANSPARENCY_SIGNING_KEY when set; otherwise a key generated once
 * into `<DATA_DIR>/transparency-signing.key` (like the token key, server/auth/signing-key.ts); an
 * in-memory database (tests) gets a random key that lives as long as the database.
 */
export function transparencySigner(db: Db): TransparencySigner {
  const cached = cache.get(db);
  if (cached) return cached;
  const config = boundConfig.get(db) ?? loadConfig();
  const seed = config.transparencySigningKey
    ? config.transparencySigningKey
    : isEphemeral(db)
      ? randomBytes(32).toString('base64')
      : readOrCreateKeyFile(config.dataDir, KEY_FILE, {
          generate: () => randomBytes(32).toString('base64'),
          valid: (v) => SEED_BASE64.test(v),
          problem: 'is not the base64 of a 32-byte Ed25519 seed; delete the file or set TRANSPARENCY_SIGNING_KEY',
        });
  const signer = signerFromSeed(Buffer.from(seed, 'base64'), new URL(config.publicOrigin).host);
  cache.set(db, signer);
  return signer;
}

/** An Ed25519 signer from its 32-byte seed, signing with node:crypto. */
export function signerFromSeed(seed: Uint8Array, host: string): TransparencySigner {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = new Uint8Array(Buffer.from(jwk.x as string, 'base64url'));
  const keyName = `${host}/seffaflik`;
  return {
    host,
    keyName,
    publicKey,
    verifierKey: verifierKey(keyName, publicKey),
    originVerifierKey: (origin) => verifierKey(origin, publicKey),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}
