import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { tokenSigningKey } from './signing-key';

/** A stand-in for a file-backed or PostgreSQL database: only the object identity matters here. */
const persistentDb = () => ({}) as unknown as Db;
/** What in-memory PGlite looks like through drizzle: a client without a data folder. */
const memoryDb = () => ({ $client: { waitReady: Promise.resolve(), dataDir: undefined } }) as unknown as Db;

describe('token signing key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-key-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const text = (k: Uint8Array) => new TextDecoder().decode(k);

  it('is generated once into DATA_DIR and read back after a restart', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = text(tokenSigningKey(config, persistentDb()));
    const file = path.join(dir, 'token-signing.key');
    assert.equal(fs.readFileSync(file, 'utf8').trim(), first);
    assert.ok(first.length >= 32);
    assert.equal((fs.statSync(file).mode & 0o777).toString(8), '600');
    // A new process (a new database handle) finds the same key.
    assert.equal(text(tokenSigningKey(config, persistentDb())), first);
    assert.deepEqual(fs.readdirSync(dir), ['token-signing.key']);
  });

  it('prefers TOKEN_SIGNING_KEY', () => {
    const secret = 'a-configured-signing-key-of-enough-length';
    assert.equal(
      text(tokenSigningKey(loadConfig({ DATA_DIR: dir, TOKEN_SIGNING_KEY: secret }), persistentDb())),
      secret,
    );
  });

  it('is random per in-memory database and writes no file', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-key-mem-'));
    try {
      const config = loadConfig({ DATA_DIR: empty });
      const a = memoryDb();
      assert.equal(text(tokenSigningKey(config, a)), text(tokenSigningKey(config, a)));
      assert.notEqual(text(tokenSigningKey(config, a)), text(tokenSigningKey(config, memoryDb())));
      assert.deepEqual(fs.readdirSync(empty), []);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
