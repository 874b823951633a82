/**
 * Focused bench of the bid path's notification hook (docs/architecture.md §13):
 * `node --import tsx bench/bid-events.ts` (PGlite in memory; TEST_DATABASE=postgres for a throw-away
 * PostgreSQL database, as the tests). One running tender, BENCH_BIDDERS joined accounts (8), and
 * BENCH_BIDS bids (2000) placed one after another, each by the next account and one step higher,
 * so every bid passes the leader and its batch writes a `teklifGecildi` outbox row. Prints the bid
 * latency (placeBid → committed answer): mean, p50, p99, and the outbox rows written. Run it on a
 * tree without the hook (server/auction/bid-batch.ts before notifyBidBatch) for the other column.
 */
import { sql } from 'drizzle-orm';
import { placeBid } from '../server/auction/place-bid';
import { at, createPerson, createTender, insertAuctionLookups } from '../server/auction/test-fixtures';
import { openTestDatabase } from '../server/db/test-db';
import { joinTender } from '../server/modules/participation/queries';
import { percentile } from './lib/percentile';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 8);
const BIDS = Number(process.env.BENCH_BIDS ?? 2000);
const NOW = new Date('2026-11-20T09:00:00Z');

async function main(): Promise<void> {
  const handle = await openTestDatabase();
  try {
    const db = handle.db;
    const l = await insertAuctionLookups(db);
    const { ihaleId } = await createTender(db, l, {
      durum: 213,
      start: at(NOW, -60),
      end: at(NOW, 24 * 60),
      opening: 1000,
      teminat: 100,
    });
    const people = [];
    for (let i = 0; i < BIDDERS; i++) {
      const p = await createPerson(db, { kimlikNo: `6100000${String(i).padStart(4, '0')}` });
      await joinTender(db, { cariId: p.cariId, ihaleId, now: NOW });
      people.push(p);
    }
    const times: number[] = [];
    let amount = 1000;
    for (let i = 0; i < BIDS; i++) {
      const p = people[i % BIDDERS];
      const t0 = performance.now();
      const r = await placeBid(db, {
        caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
        payload: { cariId: p.cariId, ihaleId, tutar: amount },
        now: () => NOW,
      });
      times.push(performance.now() - t0);
      if (!r.ok) throw new Error(`bid ${i} refused: ${r.messages.join(' ')}`);
      amount += 1000;
    }
    const res = await db.execute(sql`select count(*)::int as n from bildirim_olayi`).catch(() => null);
    const rows = res ? Number((res as unknown as { rows: Array<{ n: number }> }).rows[0].n) : 'no outbox table';
    times.sort((a, b) => a - b);
    const pct = (q: number) => percentile(times, q).toFixed(3);
    const mean = (times.reduce((s, x) => s + x, 0) / times.length).toFixed(3);
    console.log(
      `${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${BIDS} bids, mean ${mean} ms, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, outbox rows ${rows}`,
    );
  } finally {
    await handle.close();
  }
}

void main();
