import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { checkpointBody, parseCheckpointBody, tenderLogOrigin } from '../../lib/transparency/checkpoint';
import { parseVerifierKey, signNote, verifyNote } from '../../lib/transparency/signed-note';
import { signCheckpoint, withOriginSignature } from './checkpoint-note';
import { signerFromSeed } from './signing-key';

const HOST = 'esatis.example.com.tr';
const signer = signerFromSeed(randomBytes(32), HOST);
const origin = tenderLogOrigin(HOST, 42);
const body = checkpointBody({ origin, size: 3, root: new Uint8Array(32).fill(7) });

/** The key names of a note's signature lines, in order (C2SP signed-note: `— <name> <base64>`). */
const signatureNames = (note: string) =>
  note
    .slice(note.lastIndexOf('\n\n') + 2, -1)
    .split('\n')
    .map((line) => /^\u2014 (\S+) \S+$/.exec(line)?.[1]);

const verifies = async (note: string, vkey: string) => {
  const key = await parseVerifierKey(vkey);
  assert.ok(key, vkey);
  return (await verifyNote(note, key)).ok;
};

describe("a tender checkpoint's key name (C2SP tlog-checkpoint: the key name SHOULD match the origin)", () => {
  it('is signed first under its origin, and still under the portal-wide name', async () => {
    const note = await signCheckpoint(signer, body);
    assert.ok(note.startsWith(`${body}\n`));
    assert.equal(parseCheckpointBody(note.slice(0, note.lastIndexOf('\n\n') + 1))?.origin, origin);
    assert.deepEqual(signatureNames(note), [origin, `${HOST}/seffaflik`]);
  });

  it('verifies with the log key named after the origin and with the portal-wide key, the same key material', async () => {
    const note = await signCheckpoint(signer, body);
    const logKey = await signer.originVerifierKey(origin);
    assert.match(logKey, new RegExp(`^${HOST.replaceAll('.', '\\.')}/ihaleler/42\\+[0-9a-f]{8}\\+`));
    // The same public key: only the name (and so the key id) differs.
    assert.equal(logKey.split('+').slice(2).join('+'), (await signer.verifierKey).split('+').slice(2).join('+'));
    assert.ok(await verifies(note, logKey));
    assert.ok(await verifies(note, await signer.verifierKey));
    // Another tender's log key does not verify this tender's checkpoint.
    assert.equal(await verifies(note, await signer.originVerifierKey(tenderLogOrigin(HOST, 43))), false);
  });

  it('a checkpoint stored before (portal-wide name only) is served with its origin signature added', async () => {
    const stored = await signNote(body, signer.keyName, signer.publicKey, signer.sign);
    assert.equal(await verifies(stored, await signer.originVerifierKey(origin)), false);
    const served = await withOriginSignature(signer, 42, stored);
    assert.deepEqual(signatureNames(served), [origin, `${HOST}/seffaflik`]);
    assert.ok(await verifies(served, await signer.originVerifierKey(origin)));
    assert.ok(await verifies(served, await signer.verifierKey));
    // Deterministic and added once: a note that has it, new or served, is served unchanged.
    assert.equal(await withOriginSignature(signer, 42, stored), served);
    assert.equal(await withOriginSignature(signer, 42, served), served);
    const fresh = await signCheckpoint(signer, body);
    assert.equal(await withOriginSignature(signer, 42, fresh), fresh);
    assert.equal(fresh, served);
  });

  it("leaves a note alone whose origin is not this portal's log of that tender", async () => {
    const elsewhere = checkpointBody({
      origin: tenderLogOrigin('eski.example', 42),
      size: 1,
      root: new Uint8Array(32),
    });
    const note = await signNote(elsewhere, signer.keyName, signer.publicKey, signer.sign);
    assert.equal(await withOriginSignature(signer, 42, note), note);
    const stored = await signNote(body, signer.keyName, signer.publicKey, signer.sign);
    assert.equal(await withOriginSignature(signer, 43, stored), stored);
  });
});
