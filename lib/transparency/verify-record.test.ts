/** @jest-environment node */
import { parseVerifierKey, verifyNote } from './signed-note';
import { signedRecord, testBid, testMinute, testStart } from './test-support';
import { verifyReceipt, verifyRecord } from './verify-record';

const at = testMinute;
const bid = testBid;
const RECORD = [
  testStart(),
  bid(1, 'Mavi Kartal', '1000.00'),
  bid(2, 'Kızıl Tilki', '1100.00'),
  bid(29, 'Mavi Kartal', '1200.00'),
  { tur: 'uzatma', zaman: at(29), bitis: at(32) } as const,
  { tur: 'bitis', zaman: at(32), bitis: at(32) } as const,
];

describe('verifying a tender’s bid record', () => {
  it('accepts the record as signed and reads its entries', async () => {
    const r = await signedRecord(12, RECORD);
    const v = await verifyRecord({
      verifierKey: r.verifierKey,
      checkpoint: r.checkpoint,
      entries: r.kayitlar,
      ihaleId: 12,
    });
    expect(v).toMatchObject({ ok: true, keyName: 'localhost/seffaflik', uncovered: 0 });
    if (v.ok)
      expect(v.entries.map((e) => [e.sira, e.tur, e.rumuz ?? null])).toEqual([
        [0, 'baslangic', null],
        [1, 'teklif', 'Mavi Kartal'],
        [2, 'teklif', 'Kızıl Tilki'],
        [3, 'teklif', 'Mavi Kartal'],
        [4, 'uzatma', null],
        [5, 'bitis', null],
      ]);
  });

  it('reports a changed amount, a missing entry, another key and another tender', async () => {
    const r = await signedRecord(12, RECORD);
    const base = { verifierKey: r.verifierKey, checkpoint: r.checkpoint, entries: r.kayitlar, ihaleId: 12 };
    const changed = await verifyRecord({ ...base, entries: r.kayitlar.replace('"1100.00"', '"1010.00"') });
    expect(changed).toMatchObject({ ok: false, reason: 'kok' });
    const missing = r.lines
      .filter((_, i) => i !== 2)
      .map((l) => `${l}\n`)
      .join('');
    expect(await verifyRecord({ ...base, entries: missing.split('\n').slice(0, 4).join('\n') })).toMatchObject({
      ok: false,
      reason: 'boyut',
    });
    expect(await verifyRecord({ ...base, entries: missing })).toMatchObject({ ok: false, reason: 'boyut' });
    const stranger = await signedRecord(12, RECORD);
    expect(await verifyRecord({ ...base, verifierKey: stranger.verifierKey })).toMatchObject({
      ok: false,
      reason: 'imza',
    });
    expect(await verifyRecord({ ...base, ihaleId: 13 })).toMatchObject({ ok: false, reason: 'kontrol-noktasi' });
    expect(await verifyRecord({ ...base, verifierKey: 'bozuk' })).toMatchObject({ ok: false, reason: 'anahtar' });
  });

  it('reports entries that arrived after the checkpoint as not yet covered', async () => {
    const r = await signedRecord(12, RECORD.slice(0, 3));
    const later = await signedRecord(12, RECORD.slice(0, 4));
    const v = await verifyRecord({
      verifierKey: r.verifierKey,
      checkpoint: r.checkpoint,
      entries: later.kayitlar,
      ihaleId: 12,
    });
    expect(v).toMatchObject({ ok: true, uncovered: 1 });
  });

  it('checks a bidder’s receipt on its own, against the key they trust', async () => {
    const r = await signedRecord(12, RECORD);
    for (const i of [1, 2, 3])
      expect(await verifyReceipt(await r.receipt(i), r.verifierKey)).toMatchObject({ ok: true });
    const receipt = await r.receipt(3);
    expect(await verifyReceipt({ ...receipt, entry: receipt.entry.replace('1200.00', '1300.00') })).toMatchObject({
      ok: false,
      reason: 'kanit',
    });
    expect(await verifyReceipt({ ...receipt, leafIndex: 2 })).toMatchObject({ ok: false, reason: 'bicim' });
    const stranger = await signedRecord(12, RECORD);
    expect(await verifyReceipt(receipt, stranger.verifierKey)).toMatchObject({ ok: false, reason: 'anahtar' });
  });
});

describe('C2SP signed notes', () => {
  it('reads the reference verifier key and note of golang.org/x/mod/sumdb/note', async () => {
    const key = await parseVerifierKey('PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW');
    expect(key?.name).toBe('PeterNeumann');
    const note =
      'If you think cryptography is the answer to your problem,\n' +
      "then you don't know what your problem is.\n" +
      '\n' +
      '\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
    expect(await verifyNote(note, key!)).toMatchObject({ ok: true });
    expect(await verifyNote(note.replace('answer', 'Answer'), key!)).toMatchObject({ ok: false, reason: 'imza' });
    expect(await parseVerifierKey('PeterNeumann+c74f20a4+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toBeNull();
  });
});
