/**
 * What the verifiable bid record (docs/architecture.md §11) costs a bid: `node --import tsx bench/bid-record.ts`.
 *
 * Drives placeBid (the bid queue and runBidBatch, no HTTP or hub) on a fresh database per run:
 * 1. serial: one bid in flight, so every bid is a batch of one (and one checkpoint): p50/p99 latency;
 * 2. concurrent: BENCH_BIDDERS bids in flight for BENCH_STEP_SECONDS, as bidders racing at the end
 *    of a tender: accepted bids/s and p50/p99 (batches grow, one checkpoint per batch).
 * The baseline is the same scenario on the code without the record, in the same process and run:
 * BENCH_BASELINE_ROOT names a checkout of that code (`git archive <commit> | tar -x -C <dir>`, with
 * a node_modules link); runs alternate baseline / record to spread machine noise over both.
 * TEST_DATABASE=postgres runs on the local PostgreSQL (server/db/test-db.ts) instead of PGlite.
 */
import path from 'node:path';
import { percentileOf as pct } from './lib/percentile';

const ROOT = path.join(import.meta.dirname, '..');
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 16);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const SERIAL_BIDS = Number(process.env.BENCH_SERIAL_BIDS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

type Mod = Record<string, (...args: never[]) => unknown>;
const load = async (root: string, file: string) => (await import(path.join(root, file))) as Mod;

interface Figures {
  serialP50: number;
  serialP99: number;
  perSecond: number;
  concurrentP50: number;
  concurrentP99: number;
}

async function run(root: string, serialBids = SERIAL_BIDS, seconds = STEP_SECONDS): Promise<Figures> {
  const { openTestDatabase } = (await load(
    root,
    'server/db/test-db.ts',
  )) as unknown as typeof import('../server/db/test-db');
  const f = (await load(
    root,
    'server/auction/test-fixtures.ts',
  )) as unknown as typeof import('../server/auction/test-fixtures');
  const { placeBid } = (await load(
    root,
    'server/auction/place-bid.ts',
  )) as unknown as typeof import('../server/auction/place-bid');
  const { joinTender } = (await load(
    root,
    'server/modules/participation/queries.ts',
  )) as unknown as typeof import('../server/modules/participation/queries');
  const handle = await openTestDatabase();
  try {
    const db = handle.db;
    const now = () => new Date();
    const l = await f.insertAuctionLookups(db);
    const people: Array<{ kimlikNo: string; cariId: number }> = [];
    for (let i = 0; i < BIDDERS; i++)
      people.push(await f.createPerson(db, { kimlikNo: String(20_000_000_000 + i * 17), deposit: 10_000_000 }));
    const tender = async () => {
      const { ihaleId } = await f.createTender(db, l, {
        durum: 213,
        start: new Date(Date.now() - 60_000),
        end: new Date(Date.now() + 3_600_000),
        opening: 1000,
        teminat: 10,
      });
      for (const p of people) await joinTender(db, { cariId: p.cariId, ihaleId, now: new Date() });
      return ihaleId;
    };
    let amount = 1000;
    const bid = async (ihaleId: number, i: number) => {
      const p = people[i % people.length];
      amount += 1000; // far above every step: a bid is refused only when its bidder already leads
      const t0 = performance.now();
      const o = await placeBid(db, {
        caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
        payload: { cariId: p.cariId, ihaleId, tutar: amount },
        now,
      });
      return { ok: o.ok, ms: performance.now() - t0 };
    };

    const serialTender = await tender();
    const serial: number[] = [];
    for (let i = 0; i < serialBids; i++) serial.push((await bid(serialTender, i)).ms);

    const raceTender = await tender();
    const until = Date.now() + seconds * 1000;
    const latencies: number[] = [];
    let accepted = 0;
    let next = 0;
    await Promise.all(
      people.map(async () => {
        while (Date.now() < until) {
          const r = await bid(raceTender, next++);
          latencies.push(r.ms);
          if (r.ok) accepted++;
        }
      }),
    );
    return {
      serialP50: pct(serial, 0.5),
      serialP99: pct(serial, 0.99),
      perSecond: accepted / seconds,
      concurrentP50: pct(latencies, 0.5),
      concurrentP99: pct(latencies, 0.99),
    };
  } finally {
    await handle.close();
  }
}

const fmt = (x: Figures) =>
  `serial p50 ${x.serialP50.toFixed(2)} ms p99 ${x.serialP99.toFixed(2)} ms | ${BIDDERS} in flight: ${x.perSecond.toFixed(0)} accepted bids/s, p50 ${x.concurrentP50.toFixed(1)} ms p99 ${x.concurrentP99.toFixed(1)} ms`;

async function main() {
  const baseline = process.env.BENCH_BASELINE_ROOT;
  const db = process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)';
  console.log(
    `bid record bench on ${db}: ${SERIAL_BIDS} serial bids, ${BIDDERS} bidders for ${STEP_SECONDS} s, ${ROUNDS} rounds`,
  );
  const variants = [
    ...(baseline ? [{ name: 'baseline (no record)', root: path.resolve(baseline) }] : []),
    { name: 'with the record     ', root: ROOT },
  ];
  // Warm-up (not printed): the first run in a process pays for loading and compiling the code.
  for (const v of variants) await run(v.root, 50, 1);
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate the order, so neither variant always runs first.
    for (const v of round % 2 === 1 ? variants : [...variants].reverse())
      console.log(`  round ${round} ${v.name}: ${fmt(await run(v.root))}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
