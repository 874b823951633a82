/**
 * What notifications cost bidding (issue #15, docs/architecture.md §13):
 * `node --import tsx bench/notifications.ts` (TEST_DATABASE=postgres for the local PostgreSQL).
 *
 * A tender with BENCH_ACCOUNTS (1,000) joined bidders, every one with e-mail consent; each bid
 * outbids everyone. Serial bids (one in flight, rotating bidders) through placeBid, whose batch
 * writes the outbid event to the outbox in its own transaction (server/auction/notify-bids.ts), with
 * the notification worker OFF and then ON (relaying the 1,000-account fan-outs and delivering the
 * e-mails to a real SMTP server in this process while the bids go on). Prints p50/p95/p99 side by
 * side, and how long the first fan-out took to reach the inbox (from the bid's commit until every
 * inbox item committed) and to be delivered. The outbox INSERT's own cost, against a tree without
 * it: bench/bid-events.ts.
 */
import { sql } from 'drizzle-orm';
import { placeBid } from '../server/auction/place-bid';
import { createPerson, createTender, insertAuctionLookups } from '../server/auction/test-fixtures';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/client';
import { openTestDatabase } from '../server/db/test-db';
import { joinTender } from '../server/modules/participation/queries';
import { eventKeys } from '../server/notifications/event-keys';
import { startTestSmtp } from '../server/notifications/test-support';
import { startNotificationWorker } from '../server/notification-worker/worker';
import { OUTBID_COALESCE_MINUTES } from '../lib/contract/notifications';
import { percentileOf as pct } from './lib/percentile';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const BIDS = Number(process.env.BENCH_BIDS ?? 200);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * BENCH_SLOW_MS=n prints every PGlite statement and transaction that held the connection longer
 * than n ms (what a bid waited behind), to see where a latency spike comes from.
 */
function traceSlow(db: Db, ms: number) {
  const client = (db as unknown as { $client: Record<string, (...a: unknown[]) => Promise<unknown>> }).$client;
  for (const name of ['query', 'exec', 'transaction']) {
    const original = client[name].bind(client);
    client[name] = async (...args: unknown[]) => {
      const t0 = performance.now();
      try {
        return await original(...args);
      } finally {
        const took = performance.now() - t0;
        const what = typeof args[0] === 'string' ? args[0].replace(/\s+/g, ' ').slice(0, 100) : '(transaction)';
        if (took > ms) console.log(`  slow ${name} ${took.toFixed(0)} ms: ${what}`);
      }
    };
  }
}

async function main() {
  const handle = await openTestDatabase();
  const smtp = await startTestSmtp();
  const db = handle.db;
  if (process.env.BENCH_SLOW_MS) traceSlow(db, Number(process.env.BENCH_SLOW_MS));
  const engine = process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)';
  console.log(`notifications bench on ${engine}: ${ACCOUNTS} joined bidders, ${BIDS} serial bids per variant`);
  try {
    const l = await insertAuctionLookups(db);
    const people: Array<{ kimlikNo: string; cariId: number }> = [];
    for (let i = 0; i < ACCOUNTS; i++)
      people.push(await createPerson(db, { kimlikNo: String(30_000_000_000 + i * 13), deposit: 10_000_000 }));
    await db.execute(
      sql`update gercek_kisilik set eposta = 'kisi' || id || '@example.com.tr', eposta_bildirim_onayi = true`,
    );
    const tender = async () => {
      const { ihaleId } = await createTender(db, l, {
        durum: 213,
        start: new Date(Date.now() - 60_000),
        end: new Date(Date.now() + 3_600_000),
        opening: 1000,
        teminat: 10,
      });
      for (const p of people) await joinTender(db, { cariId: p.cariId, ihaleId, now: new Date() });
      return ihaleId;
    };

    let fanOut: Promise<number> | null = null;
    /** From the first outbid's commit until all its inbox items committed (polled every 20 ms). */
    const watchFanOut = async (ihaleId: number, since: number) => {
      for (;;) {
        const [{ n }] = rowsOf<{ n: number }>(
          await db.execute(sql`
            select count(*)::int as n from bildirim b join bildirim_olayi o on o.id = b.olay_id
            where o.tekil_anahtar = ${eventKeys.teklifGecildi(ihaleId, 2)}`),
        );
        if (n >= ACCOUNTS - 1) return performance.now() - since;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const run = async (ihaleId: number, notify: boolean) => {
      let amount = 1000;
      const ms: number[] = [];
      for (let i = 0; i < BIDS; i++) {
        const p = people[i % people.length];
        amount += 1000;
        const t0 = performance.now();
        const o = await placeBid(db, {
          caller: { kimlikNo: p.kimlikNo, cariIds: [p.cariId] },
          payload: { cariId: p.cariId, ihaleId, tutar: amount },
          now: () => new Date(),
        });
        ms.push(performance.now() - t0);
        // The second bid is the first outbid (sıra no 2); the first only gave the first bidder the lead.
        if (notify && i === 1) fanOut = watchFanOut(ihaleId, performance.now());
        if (!o.ok) throw new Error(`bid refused: ${JSON.stringify(o)}`);
      }
      return ms;
    };

    const offTender = await tender();
    const onTender = await tender();
    const off = await run(offTender, false);
    // The off phase's outbox rows are not this measurement's work: the worker starts on an empty outbox.
    await db.execute(sql`update bildirim_olayi set islenme_tarihi = now() where islenme_tarihi is null`);

    const config = loadConfig({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://esatis.example.gov.tr' });
    // BENCH_RELAY_SLICE=n overrides the relay's inbox items per transaction (relay.ts), to compare.
    const relaySlice = process.env.BENCH_RELAY_SLICE ? Number(process.env.BENCH_RELAY_SLICE) : undefined;
    const worker = await startNotificationWorker({ db, config, pollingIntervalSeconds: 1, relaySlice });
    const started = performance.now();
    const on = await run(onTender, true);
    const firstFanOutMs = await (fanOut as Promise<number> | null);
    while (smtp.received.length < ACCOUNTS - 1) await new Promise((r) => setTimeout(r, 50));
    const mailed = performance.now() - started;
    await worker.stop();

    const line = (name: string, xs: number[]) =>
      `  ${name}: p50 ${pct(xs, 0.5).toFixed(1)} ms  p95 ${pct(xs, 0.95).toFixed(1)} ms  p99 ${pct(xs, 0.99).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`;
    console.log('bid latency (serial, each bid outbids everyone):');
    console.log(line('notifications off', off));
    console.log(line('notifications on ', on));
    console.log(
      `first fan-out: all ${ACCOUNTS - 1} inbox items committed ${Number(firstFanOutMs).toFixed(0)} ms after the outbid's bid returned (relay poll included); ${smtp.received.length} e-mails at the SMTP server ${(mailed / 1000).toFixed(1)} s after the first bid; later outbids within ${OUTBID_COALESCE_MINUTES} minutes coalesced`,
    );
  } finally {
    await smtp.close();
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
