// Also on PostgreSQL: two releases of one block racing from two pools, past any caller's lock.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { PARA_BIRIMI } from '../../../lib/contract/money';
import type { DbHandle } from '../../db/client';
import { teminatHareket } from '../../db/schema';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import { at, createPerson, createTender, insertAuctionLookups, type AuctionLookups } from '../../auction/test-fixtures';
import { ledgerBalances } from './ledger-balances';
import { blockDeposit, releaseBlock } from './deposit-blocks';
import { postDepositIn } from './postings';

const NOW = new Date('2026-11-20T09:00:00Z');

/**
 * Every posting carries its idempotency key (issue #33, case 7): a block and its release are single
 * by the database's unique key, not only by their callers' locks.
 */
describe('ledger postings', () => {
  let handle: TestDbHandle;
  let second: DbHandle;
  let l: AuctionLookups;
  let n = 0;

  before(async () => {
    handle = await openTestDatabase();
    second = handle.second ? await handle.second() : handle;
    l = await insertAuctionLookups(handle.db);
  });
  after(async () => {
    if (second !== handle) await second.close();
    await handle.close();
  });

  const person = () => createPerson(handle.db, { kimlikNo: `5${String(++n).padStart(10, '0')}`, deposit: 20_000 });
  const tender = async () =>
    (
      await createTender(handle.db, l, {
        durum: 212,
        start: at(NOW, -60),
        end: at(NOW, 60),
        opening: 50_000,
        teminat: 5000,
      })
    ).ihaleId;
  const kinds = (ihaleId: number, cariId: number) =>
    handle.db
      .select({ tur: teminatHareket.tur, key: teminatHareket.idempotencyKey })
      .from(teminatHareket)
      .where(and(eq(teminatHareket.ihaleId, ihaleId), eq(teminatHareket.cariId, cariId)))
      .orderBy(teminatHareket.id);

  it('the database refuses a ledger row without a key', async () => {
    const p = await person();
    await assert.rejects(
      handle.db.execute(sql`insert into teminat_hareket (cari_id, tur, yon, tutar_kurus, aciklama)
        values (${p.cariId}, 'yatirma', 1, 10000, 'anahtarsız')`),
      (e: Error & { cause?: Error }) => /idempotency_key/.test(e.cause?.message ?? ''),
    );
    await assert.rejects(
      postDepositIn(handle.db, {
        cariId: p.cariId,
        paraBirimiId: PARA_BIRIMI.TL.id,
        tutarKurus: 10_000n,
        idempotencyKey: ' ',
        aciklama: 'x',
        at: NOW,
      }),
      /idempotency key/,
    );
  });

  it('a join, leave and join again: each block and release has its own key', async () => {
    const p = await person();
    const ihaleId = await tender();
    const move = { cariId: p.cariId, ihaleId, paraBirimiId: PARA_BIRIMI.TL.id, at: NOW };
    await blockDeposit(handle.db, { ...move, tutar: 5000 });
    await releaseBlock(handle.db, move);
    await blockDeposit(handle.db, { ...move, tutar: 5000 });
    assert.deepEqual(await kinds(ihaleId, p.cariId), [
      { tur: 'blokaj', key: `blokaj:${ihaleId}:${p.cariId}:1` },
      { tur: 'blokaj_cozme', key: `blokaj_cozme:${ihaleId}:${p.cariId}:1` },
      { tur: 'blokaj', key: `blokaj:${ihaleId}:${p.cariId}:2` },
    ]);
    assert.equal((await ledgerBalances(handle.db, p.cariId)).blokajli, 5000);
  });

  it('two releases of one block at once, from two pools and with no lock around them, release it once', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await person();
      const ihaleId = await tender();
      await blockDeposit(handle.db, {
        cariId: p.cariId,
        ihaleId,
        paraBirimiId: PARA_BIRIMI.TL.id,
        tutar: 5000,
        at: NOW,
      });
      // The loser of the unique key waits for the winner's commit, then ON CONFLICT DO NOTHING
      // writes no row, and it reports nothing released.
      const release = (db: DbHandle['db']) =>
        db.transaction((tx) => releaseBlock(tx, { cariId: p.cariId, ihaleId, at: NOW }));
      const released = await Promise.all([release(handle.db), release(second.db)]);
      assert.equal(
        (await kinds(ihaleId, p.cariId)).filter((r) => r.tur === 'blokaj_cozme').length,
        1,
        `round ${round}: one release row`,
      );
      assert.deepEqual(released.sort(), [0, 5000], 'one caller released 5 000, the other nothing');
      const b = await ledgerBalances(handle.db, p.cariId);
      assert.equal(b.blokajli, 0);
      assert.equal(b.kullanilabilir, 20_000);
    }
  });
});
