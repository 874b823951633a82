import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import webpush from 'web-push';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { vapidKeys } from './vapid-keys';

/** Only the handle's identity matters (as in server/transparency/signing-key.test.ts). */
const persistentDb = () => ({}) as unknown as Db;
const memoryDb = () => ({ $client: { waitReady: Promise.resolve(), dataDir: undefined } }) as unknown as Db;

describe('Web Push (VAPID) keys', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are generated once into DATA_DIR, readable only by the portal, and the same after a restart', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = vapidKeys(config, persistentDb());
    const file = path.join(dir, 'vapid-keys.json');
    assert.equal((fs.statSync(file).mode & 0o777).toString(8), '600');
    assert.deepEqual(vapidKeys(config, persistentDb()), first);
    // A pair web-push accepts for signing.
    assert.doesNotThrow(() =>
      webpush.getVapidHeaders('https://push.example', 'mailto:a@b.c', first.publicKey, first.privateKey, 'aes128gcm'),
    );
  });

  it('prefer the configured pair, refuse half a pair, and are fresh per in-memory database', () => {
    const pair = webpush.generateVAPIDKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    assert.deepEqual(vapidKeys(config, persistentDb()), pair);
    assert.throws(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey }), /VAPID_PRIVATE_KEY/);
    const plain = loadConfig({ DATA_DIR: path.join(dir, 'unused') });
    assert.notDeepEqual(vapidKeys(plain, memoryDb()), vapidKeys(plain, memoryDb()));
    assert.equal(fs.existsSync(path.join(dir, 'unused')), false);
  });
});
