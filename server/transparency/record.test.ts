// Also on PostgreSQL: bid record appends serialise in the database's locks.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseEntryLine, type TransparencyEntry } from '../../lib/transparency/entry';
import { type BidReceipt, verifyReceipt, verifyRecord } from '../../lib/transparency/verify-record';
import { parseVerifierKey, verifyNote } from '../../lib/transparency/signed-note';
import { buildApp } from '../app';
import { placeBid } from '../auction/place-bid';
import { runSchedulerTick } from '../auction/scheduler';
import {
  type AuctionLookups,
  at,
  createBidders,
  createTender,
  insertAuctionLookups,
  manualClock,
  type TestPerson,
} from '../auction/test-fixtures';
import { cancelTender } from '../backoffice/lifecycle/queries';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { openTestDatabase, type TestDbHandle } from '../db/test-db';
import { joinTender } from '../modules/participation/queries';
import { setMaximum } from '../auction/proxy-maximums';
import { enqueueNudge } from '../auction/bid-queue';
import { bindTransparencyConfig } from './signing-key';

const NOW = new Date('2026-11-20T09:00:00Z');

/** Rows of a query run with raw SQL (both drivers answer { rows }). */
const rows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * The verifiable bid record (docs/architecture.md §11), end to end through the portal's own paths:
 * the scheduler starts and ends the tender, bids (own and for a maximum) go through the bid queue,
 * and an outsider reads only the public endpoints and the published key.
 */
describe('verifiable bid record', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  let l: AuctionLookups;
  let ayse: TestPerson;
  let mehmet: TestPerson;
  const clock = manualClock(NOW);

  before(async () => {
    handle = await openTestDatabase();
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: clock.now });
    l = await insertAuctionLookups(handle.db);
    ({ ayse, mehmet } = await createBidders(handle.db));
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const publicKey = async () => (await get('/api/seffaflik/anahtar')).body;
  const bid = (p: TestPerson, ihaleId: number, tutar: number) =>
    placeBid(handle.db, {
      caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
      payload: { cariId: p.cariId, ihaleId, tutar },
      now: clock.now,
    });
  const checkpointSizes = async (ihaleId: number) =>
    (
      await rows<{ boyut: string | number }>(
        handle.db,
        sql`select boyut from seffaflik_checkpoint where ihale_id = ${ihaleId} order by boyut`,
      )
    ).map((r) => Number(r.boyut));

  /** A tender that starts at NOW+1 and ends at NOW+10, extended by 3 min for bids in its last 3. */
  const tenderWithBidders = async () => {
    clock.set(NOW);
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 212,
      start: at(NOW, 1),
      end: at(NOW, 10),
      opening: 8000,
      teminat: 100,
      ayarId: l.uzatma3x3,
    });
    for (const p of [ayse, mehmet]) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now: NOW });
    return ihaleId;
  };

  let lifeId = 0;
  it('records the start, own and automatic bids, the extension and the end, in order, one signed checkpoint per batch', async () => {
    lifeId = await tenderWithBidders();
    // Not started: no public record yet.
    assert.equal((await get(`/api/seffaflik/ihaleler/${lifeId}/checkpoint`)).statusCode, 404);

    clock.set(at(NOW, 1));
    await runSchedulerTick(handle.db, clock.now());
    clock.set(at(NOW, 2));
    await setMaximum(handle.db, {
      cariId: mehmet.cariId,
      ihaleId: lifeId,
      kimlikNo: mehmet.kimlikNo,
      azami: 9000,
      now: clock.now(),
    });
    // The maximum answers the opening price at once (a batch of its own), as the route does.
    const nudged = await enqueueNudge(handle.db, { ihaleId: lifeId, nudge: true, now: clock.now });
    assert.equal(nudged.answers.length, 1);
    const first = await bid(ayse, lifeId, 8100); // Mehmet's maximum answers in the same batch
    assert.ok(first.ok);
    assert.equal(first.answers.length, 1);
    clock.set(at(NOW, 8)); // inside the last 3 minutes: the bid extends the end to NOW+11
    const second = await bid(ayse, lifeId, 9500);
    assert.ok(second.ok && second.recive.uzatildiMi);
    clock.set(at(NOW, 11));
    await runSchedulerTick(handle.db, clock.now());

    const checkpoint = await get(`/api/seffaflik/ihaleler/${lifeId}/checkpoint`);
    const kayitlar = await get(`/api/seffaflik/ihaleler/${lifeId}/kayitlar`);
    assert.equal(checkpoint.statusCode, 200);
    assert.match(String(checkpoint.headers['content-type']), /^text\/plain; charset=utf-8/);
    assert.match(String(kayitlar.headers['content-type']), /^application\/x-ndjson; charset=utf-8/);
    assert.ok(kayitlar.body.endsWith('\n'));
    const verdict = await verifyRecord({
      verifierKey: await publicKey(),
      checkpoint: checkpoint.body,
      entries: kayitlar.body,
      ihaleId: lifeId,
    });
    assert.ok(verdict.ok, JSON.stringify(verdict));
    assert.equal(verdict.checkpoint.origin, `localhost:3000/ihaleler/${lifeId}`);
    const summary = verdict.entries.map((e) => [e.tur, e.rumuz ?? null, e.tutar ?? null, e.otomatik ?? null]);
    const rumuz = (p: TestPerson) => first.ok && (p === ayse ? first.recive.cariRumuzu : first.answers[0].cariRumuzu);
    assert.deepEqual(summary, [
      ['baslangic', null, null, null],
      ['teklif', rumuz(mehmet), '8000.00', true],
      ['teklif', rumuz(ayse), '8100.00', false],
      ['teklif', rumuz(mehmet), first.ok ? first.answers[0].teklif.toFixed(2) : '', true],
      ['teklif', rumuz(ayse), '9500.00', false],
      ['uzatma', null, null, null],
      ['bitis', null, null, null],
    ]);
    const e = verdict.entries as TransparencyEntry[];
    assert.equal(e[0].zaman, at(NOW, 1).toISOString());
    assert.equal(e[0].bitis, at(NOW, 10).toISOString());
    assert.equal(e[4].zaman, at(NOW, 8).toISOString());
    assert.equal(e[4].bitis, at(NOW, 11).toISOString());
    assert.equal(e[5].bitis, at(NOW, 11).toISOString());
    assert.equal(e[6].zaman, at(NOW, 11).toISOString());
    assert.ok(e.every((x) => x.paraBirimi === undefined || x.paraBirimi === 'TRY'));
    // start | maximum's answer | own bid + automatic answer | bid + extension | end: five batches, five checkpoints.
    assert.deepEqual(await checkpointSizes(lifeId), [1, 2, 4, 6, 7]);
    // Every stored checkpoint (not only the latest) is signed by the published key.
    const key = await parseVerifierKey(await publicKey());
    assert.ok(key);
    const notes = await rows<{ imzali_not: string }>(
      handle.db,
      sql`select imzali_not from seffaflik_checkpoint where ihale_id = ${lifeId}`,
    );
    for (const n of notes) assert.ok((await verifyNote(n.imzali_not, key)).ok);
  });

  it('proves every entry against the latest checkpoint (/kanit), as a bidder’s receipt', async () => {
    const verifierKey = await publicKey();
    const lines = (await get(`/api/seffaflik/ihaleler/${lifeId}/kayitlar`)).body.trimEnd().split('\n');
    for (let sira = 0; sira < lines.length; sira++) {
      const res = await get(`/api/seffaflik/ihaleler/${lifeId}/kanit?sira=${sira}`);
      assert.equal(res.statusCode, 200);
      const proof = res.json() as { treeSize: number; leafIndex: number; hashes: string[]; checkpoint: string };
      const receipt: BidReceipt = { surum: 1, ihaleId: lifeId, verifierKey, entry: lines[sira], ...proof };
      const verdict = await verifyReceipt(receipt, verifierKey);
      assert.ok(verdict.ok, `entry ${sira}: ${JSON.stringify(verdict)}`);
      // A receipt for a line the record does not hold fails.
      if (sira === 2) {
        const forged = lines[sira].replace('"8100.00"', '"8000.00"');
        assert.equal((await verifyReceipt({ ...receipt, entry: forged }, verifierKey)).ok, false);
      }
    }
  });

  it("signs every checkpoint under its origin too, and publishes the tender log's key (?ihale=)", async () => {
    const logKey = (await get(`/api/seffaflik/anahtar?ihale=${lifeId}`)).body;
    const key = await parseVerifierKey(logKey);
    // The key name is the checkpoints' origin: `<host of PUBLIC_ORIGIN>/ihaleler/<id>`.
    assert.equal(key?.name, `${new URL(loadConfig({}).publicOrigin).host}/ihaleler/${lifeId}`);
    assert.ok(key);
    const checkpoint = (await get(`/api/seffaflik/ihaleler/${lifeId}/checkpoint`)).body;
    assert.equal(checkpoint.split('\n')[0], key.name);
    const verdict = await verifyRecord({
      verifierKey: logKey,
      checkpoint,
      entries: (await get(`/api/seffaflik/ihaleler/${lifeId}/kayitlar`)).body,
      ihaleId: lifeId,
    });
    assert.ok(verdict.ok && verdict.keyName === key.name, JSON.stringify(verdict));
    // Every stored checkpoint carries the signature under its origin, not only the latest.
    const notes = await rows<{ imzali_not: string }>(
      handle.db,
      sql`select imzali_not from seffaflik_checkpoint where ihale_id = ${lifeId}`,
    );
    for (const n of notes) assert.ok((await verifyNote(n.imzali_not, key)).ok);
    // A tender without a public record has no log key; a garbage id is a 400.
    const { ihaleId: notStarted } = await createTender(handle.db, l, {
      durum: 212,
      start: at(NOW, 60),
      end: at(NOW, 120),
      opening: 100,
    });
    assert.equal((await get(`/api/seffaflik/anahtar?ihale=${notStarted}`)).statusCode, 404);
    assert.equal((await get('/api/seffaflik/anahtar?ihale=abc')).statusCode, 400);
  });

  it('refuses garbage ids and positions with 400 and unknown tenders or positions with 404, in the error shape', async () => {
    const cases: Array<[string, number]> = [
      [`/api/seffaflik/ihaleler/abc/checkpoint`, 400],
      [`/api/seffaflik/ihaleler/-1/kayitlar`, 400],
      [`/api/seffaflik/ihaleler/99999999999/kayitlar`, 400],
      [`/api/seffaflik/ihaleler/${lifeId}/kanit`, 400],
      [`/api/seffaflik/ihaleler/${lifeId}/kanit?sira=x`, 400],
      [`/api/seffaflik/ihaleler/${lifeId}/kanit?sira=-1`, 400],
      [`/api/seffaflik/ihaleler/${lifeId}/kanit?sira=7`, 404],
      [`/api/seffaflik/ihaleler/987654/checkpoint`, 404],
      [`/api/seffaflik/ihaleler/987654/kanit?sira=0`, 404],
    ];
    // Tenders the portal does not show (withdrawn, another sales channel) answer like missing ones.
    for (const hidden of [{ yayindanKaldir: true }, { ihaleTipiId: 52 }]) {
      const { ihaleId } = await createTender(handle.db, l, {
        durum: 214,
        start: at(NOW, -60),
        end: at(NOW, -1),
        opening: 100,
        ...hidden,
      });
      cases.push([`/api/seffaflik/ihaleler/${ihaleId}/kayitlar`, 404]);
    }
    for (const [url, status] of cases) {
      const res = await get(url);
      assert.equal(res.statusCode, status, url);
      const body = res.json() as { message?: unknown; errors?: unknown };
      assert.equal(typeof body.message, 'string', url);
    }
  });

  it('a started tender with no entry yet (it started before the record existed) has a signed empty record', async () => {
    clock.set(NOW);
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -5),
      end: at(NOW, 30),
      opening: 1000,
    });
    const verdict = await verifyRecord({
      verifierKey: await publicKey(),
      checkpoint: (await get(`/api/seffaflik/ihaleler/${ihaleId}/checkpoint`)).body,
      entries: (await get(`/api/seffaflik/ihaleler/${ihaleId}/kayitlar`)).body,
      ihaleId,
    });
    assert.ok(verdict.ok && verdict.checkpoint.size === 0 && verdict.entries.length === 0);
    // The empty tree's checkpoint is signed under its origin too.
    const byLogKey = await verifyRecord({
      verifierKey: (await get(`/api/seffaflik/anahtar?ihale=${ihaleId}`)).body,
      checkpoint: (await get(`/api/seffaflik/ihaleler/${ihaleId}/checkpoint`)).body,
      entries: '',
      ihaleId,
    });
    assert.ok(byLogKey.ok && byLogKey.keyName.endsWith(`/ihaleler/${ihaleId}`), JSON.stringify(byLogKey));
    assert.equal((await get(`/api/seffaflik/ihaleler/${ihaleId}/kanit?sira=0`)).statusCode, 404);
    // Its first bid is entry 0: the record starts at the first event after the migration.
    await joinTender(handle.db, { cariId: ayse.cariId, ihaleId, now: NOW });
    assert.ok((await bid(ayse, ihaleId, 1000)).ok);
    assert.deepEqual(await checkpointSizes(ihaleId), [1]);
  });

  it('cancelling a running tender ends its record', async () => {
    const ihaleId = await tenderWithBidders();
    clock.set(at(NOW, 1));
    await runSchedulerTick(handle.db, clock.now());
    clock.set(at(NOW, 3));
    await cancelTender(
      handle.db,
      { personelId: null, adiSoyadi: 'Test', ip: null },
      { ihaleId, neden: 'Test iptali', now: clock.now() },
    );
    const lines = (await get(`/api/seffaflik/ihaleler/${ihaleId}/kayitlar`)).body.trimEnd().split('\n');
    assert.deepEqual(
      lines.map((x) => parseEntryLine(x)?.tur),
      ['baslangic', 'bitis'],
    );
    assert.equal(parseEntryLine(lines[1])?.bitis, at(NOW, 3).toISOString());
  });

  it('the record tables refuse UPDATE and DELETE', async () => {
    for (const q of [
      sql`update seffaflik_kaydi set satir = satir where ihale_id = ${lifeId}`,
      sql`delete from seffaflik_kaydi where ihale_id = ${lifeId}`,
      sql`update seffaflik_checkpoint set imzali_not = imzali_not where ihale_id = ${lifeId}`,
      sql`delete from seffaflik_checkpoint where ihale_id = ${lifeId}`,
    ]) {
      await assert.rejects(handle.db.execute(q), (err: Error) =>
        /append-only/.test(String((err.cause as Error | undefined)?.message ?? err.message)),
      );
    }
    assert.deepEqual(await checkpointSizes(lifeId), [1, 2, 4, 6, 7]);
  });

  it('concurrent bids (two portal instances on PostgreSQL) give a gap-free record with one checkpoint per batch', async () => {
    clock.set(NOW);
    const { ihaleId } = await createTender(handle.db, l, {
      durum: 213,
      start: at(NOW, -5),
      end: at(NOW, 60),
      opening: 1000,
    });
    for (const p of [ayse, mehmet]) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now: NOW });
    // A second instance with the same configuration (and so the same key) on the same database.
    const other = handle.second ? await handle.second() : null;
    if (other) bindTransparencyConfig(other.db, loadConfig({}));
    try {
      const dbs = [handle.db, other?.db ?? handle.db];
      const bids = [];
      for (let i = 0; i < 40; i++) {
        const p = i % 2 === 0 ? ayse : mehmet;
        bids.push(
          placeBid(dbs[i % dbs.length], {
            caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
            payload: { cariId: p.cariId, ihaleId, tutar: 1000 + i * 100 },
            now: clock.now,
          }),
        );
      }
      const outcomes = await Promise.all(bids);
      const accepted = outcomes.filter((o) => o.ok).length;
      assert.ok(accepted > 0);
      const entries = await rows<{ sira: number; olusturma_tarihi: Date | string }>(
        handle.db,
        sql`select sira, olusturma_tarihi from seffaflik_kaydi where ihale_id = ${ihaleId} order by sira`,
      );
      assert.deepEqual(
        entries.map((e) => Number(e.sira)),
        Array.from({ length: accepted }, (_, i) => i),
      );
      // Each checkpoint is written by the transaction of its entries (same transaction time), one per batch.
      const checkpoints = await rows<{ boyut: number | string; olusturma_tarihi: Date | string }>(
        handle.db,
        sql`select boyut, olusturma_tarihi from seffaflik_checkpoint where ihale_id = ${ihaleId} order by boyut`,
      );
      const time = (v: Date | string) => new Date(v).getTime();
      let from = 0;
      for (const c of checkpoints) {
        const batch = entries.slice(from, Number(c.boyut));
        assert.ok(batch.length > 0);
        assert.ok(batch.every((e) => time(e.olusturma_tarihi) === time(c.olusturma_tarihi)));
        from = Number(c.boyut);
      }
      assert.equal(from, accepted);
      const verdict = await verifyRecord({
        verifierKey: await publicKey(),
        checkpoint: (await get(`/api/seffaflik/ihaleler/${ihaleId}/checkpoint`)).body,
        entries: (await get(`/api/seffaflik/ihaleler/${ihaleId}/kayitlar`)).body,
        ihaleId,
      });
      assert.ok(verdict.ok, JSON.stringify(verdict));
    } finally {
      await other?.close();
    }
  });
});
