import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { parseVerifierKey, verifyNote } from '../../lib/transparency/signed-note';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { bindTransparencyConfig } from './signing-key';
import { signNote } from '../../lib/transparency/signed-note';

/** A stand-in for a file-backed or PostgreSQL database: only the object identity matters here. */
const persistentDb = () => ({}) as unknown as Db;
const memoryDb = () => ({ $client: { waitReady: Promise.resolve(), dataDir: undefined } }) as unknown as Db;

describe('bid record signing key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlog-key-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR, readable only by the portal, and the same after a restart', async () => {
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: 'https://esatis.example.com.tr' });
    const first = bindTransparencyConfig(persistentDb(), config);
    const file = path.join(dir, 'transparency-signing.key');
    assert.equal(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64').length, 32);
    assert.equal((fs.statSync(file).mode & 0o777).toString(8), '600');
    const again = bindTransparencyConfig(persistentDb(), config);
    assert.equal(await again.verifierKey, await first.verifierKey);
    assert.match(await first.verifierKey, /^esatis\.example\.com\.tr\/seffaflik\+[0-9a-f]{8}\+/);
    // What it signs verifies with the key it publishes.
    const note = await signNote('a\n1\nAAAA\n', first.keyName, first.publicKey, first.sign);
    const key = await parseVerifierKey(await first.verifierKey);
    assert.ok(key && (await verifyNote(note, key)).ok);
  });

  it('prefers TRANSPARENCY_SIGNING_KEY, and refuses one that is not a 32-byte seed', async () => {
    const seed = randomBytes(32).toString('base64');
    const a = bindTransparencyConfig(persistentDb(), loadConfig({ DATA_DIR: dir, TRANSPARENCY_SIGNING_KEY: seed }));
    const b = bindTransparencyConfig(memoryDb(), loadConfig({ TRANSPARENCY_SIGNING_KEY: seed }));
    assert.equal(await a.verifierKey, await b.verifierKey);
    assert.throws(() => loadConfig({ TRANSPARENCY_SIGNING_KEY: 'short' }), /TRANSPARENCY_SIGNING_KEY/);
  });

  it('is random per in-memory database', async () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'unused') });
    const a = bindTransparencyConfig(memoryDb(), config);
    const b = bindTransparencyConfig(memoryDb(), config);
    assert.notEqual(await a.verifierKey, await b.verifierKey);
    assert.equal(fs.existsSync(path.join(dir, 'unused')), false);
  });
});
