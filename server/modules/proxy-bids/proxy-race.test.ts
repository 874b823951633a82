// Also on PostgreSQL: maximums and manual bids race in the database's locks.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, isNull } from 'drizzle-orm';
import type { NudgeOutcome } from '../../auction/bid-batch';
import { enqueueNudge } from '../../auction/bid-queue';
import { type BidOutcome, placeBid, type RecivePayload } from '../../auction/place-bid';
import { at, createPerson, createTender, insertAuctionLookups, type TestPerson } from '../../auction/test-fixtures';
import type { DbHandle } from '../../db/client';
import { otomatikTeklif, teklif } from '../../db/schema';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import { DomainError } from '../../kernel/domain-error';
import { joinTender } from '../participation/queries';
import { setMaximum } from '../../auction/proxy-maximums';

const STEP = 50; // opening 8 000 TL: band 0–10 000

/**
 * Maximums and manual bids racing on one tender. On PostgreSQL the work is split over two pools,
 * like two instances of the portal with bid queues of their own, so the batches meet only in the
 * tender's row lock; on PGlite one pool. Nothing accepted may be lost, nothing stored twice, and
 * the stored sequence must obey the rules whatever the interleaving.
 */
describe('maximums and manual bids at once (race)', () => {
  let handle: TestDbHandle;
  let other: DbHandle | undefined;
  let people: TestPerson[];
  let ihaleId: number;

  before(async () => {
    handle = await openTestDatabase();
    other = await handle.second?.();
    const l = await insertAuctionLookups(handle.db);
    people = [];
    for (let i = 0; i < 6; i++)
      people.push(await createPerson(handle.db, { kimlikNo: `3${String(i).padStart(10, '0')}` }));
    const now = new Date();
    ihaleId = (
      await createTender(handle.db, l, {
        durum: 213,
        start: at(now, -60),
        end: at(now, 60),
        opening: 8000,
        teminat: 100,
      })
    ).ihaleId;
    for (const p of people) await joinTender(handle.db, { cariId: p.cariId, ihaleId, now });
  });
  after(async () => {
    await other?.close();
    await handle.close();
  });

  it('several maximums and manual bidders: nothing lost, nothing duplicated, the rules hold', async () => {
    const pools = [handle.db, other?.db ?? handle.db];
    const maximums = new Map([
      // Above every manual amount (at most 12 450): this one is never refused, so maximums always bid.
      [people[0].cariId, 13_000],
      [people[1].cariId, 11_000],
      [people[2].cariId, 11_000],
    ]);
    const now = () => new Date();
    const nudges: Array<Promise<NudgeOutcome>> = [];
    const bids: Array<Promise<BidOutcome>> = [];
    let n = 0;
    for (const [cariId, azami] of maximums) {
      const p = people.find((x) => x.cariId === cariId)!;
      const db = pools[n++ % 2];
      nudges.push(
        setMaximum(db, { cariId, ihaleId, kimlikNo: p.kimlikNo, azami, now: now() }).then(
          () => enqueueNudge(db, { ihaleId, nudge: true, now }),
          // By the time it is set the price may have passed it: refused like the route refuses it.
          (err: unknown): NudgeOutcome => {
            assert.ok(err instanceof DomainError && err.key === 'AzamiDusuk', String(err));
            return { answers: [], exceeded: [] };
          },
        ),
      );
    }
    for (let round = 0; round < 12; round++) {
      for (const p of people.slice(3)) {
        const tutar = 8000 + STEP * ((round * 7 + p.cariId * 3) % 90);
        bids.push(
          placeBid(pools[n++ % 2], {
            caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
            payload: { cariId: p.cariId, ihaleId, tutar },
            now,
          }),
        );
      }
    }
    const [nudged, answered] = await Promise.all([Promise.all(nudges), Promise.all(bids)]);

    const rows = await handle.db
      .select({ cariId: teklif.cariId, tutar: teklif.teklifTutari, siraNo: teklif.siraNo, otomatik: teklif.otomatik })
      .from(teklif)
      .where(eq(teklif.ihaleId, ihaleId))
      .orderBy(asc(teklif.siraNo));
    const heard: RecivePayload[] = [
      ...nudged.flatMap((o) => o.answers),
      ...answered.flatMap((o) => (o.ok ? [o.recive, ...o.answers] : [])),
    ];
    assert.ok(rows.some((r) => r.otomatik) && rows.some((r) => !r.otomatik), 'both kinds of bid happened');
    // Nothing lost, nothing duplicated: every bid anyone was told of is stored once, and nothing else is.
    assert.deepEqual(
      heard.map((r) => `${r.siraNo} ${r.teklif} ${r.otomatik}`).sort(),
      rows.map((r) => `${r.siraNo} ${Number(r.tutar)} ${r.otomatik}`).sort(),
    );
    rows.forEach((r, i) => {
      assert.equal(r.siraNo, i + 1, 'sequence without gaps');
      if (r.otomatik) assert.ok(Number(r.tutar) <= (maximums.get(r.cariId) ?? 0), 'within its maximum');
      if (i === 0) return;
      assert.ok(Number(r.tutar) >= Number(rows[i - 1].tutar) + STEP, 'a step at least');
      assert.notEqual(r.cariId, rows[i - 1].cariId, 'nobody outbids themselves');
    });
    // At rest only the leader may still hold a maximum.
    const active = await handle.db
      .select({ cariId: otomatikTeklif.cariId })
      .from(otomatikTeklif)
      .where(isNull(otomatikTeklif.bitisTarihi));
    assert.ok(active.every((a) => a.cariId === rows.at(-1)!.cariId));
  });
});
