import webpush from 'web-push';
import { isEphemeral, readOrCreateKeyFile } from '../auth/signing-key';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';

const KEY_FILE = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<Db, VapidKeys>();

/**
 * The Web Push (VAPID, RFC 8292) key pair browsers' subscriptions are bound to (docs/architecture.md
 * §13): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise a pair generated once into
 * `<DATA_DIR>/vapid-keys.json` like the token key, so subscriptions survive a restart; an in-memory
 * database (tests) gets a fresh pair that lives as long as the database.
 */
export function vapidKeys(config: ServerConfig, db: Db): VapidKeys {
  const cached = cache.get(db);
  if (cached) return cached;
  const keys =
    config.vapid ??
    (isEphemeral(db)
      ? webpush.generateVAPIDKeys()
      : (JSON.parse(
          readOrCreateKeyFile(config.dataDir, KEY_FILE, {
            generate: () => JSON.stringify(webpush.generateVAPIDKeys()),
            valid: (v) => isKeyPair(v),
            problem: 'is not a VAPID key pair; delete the file or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
          }),
        ) as VapidKeys));
  cache.set(db, keys);
  return keys;
}

function isKeyPair(text: string): boolean {
  try {
    const v = JSON.parse(text) as Partial<VapidKeys>;
    return /^[A-Za-z0-9_-]{87}$/.test(v.publicKey ?? '') && /^[A-Za-z0-9_-]{43}$/.test(v.privateKey ?? '');
  } catch {
    return false;
  }
}
