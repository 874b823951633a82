/**
 * Benchmark of live bidding through the hub: `node --import tsx bench/hub.ts`.
 *
 * Starts the portal API + hub in this process on an in-memory PGlite (and, when BENCH_DATABASE_URL
 * is set, again on a throw-away database on that PostgreSQL server), listening on 127.0.0.1.
 * Bidders are official @microsoft/signalr clients, one person and account each (nobody may outbid
 * themselves, so consecutive bids come from different accounts); amounts rise by one step per bid
 * sent. Two figures per database:
 *
 * 1. Accepted bids/s on one tender: every bidder keeps one bid in flight (a new one as soon as the
 *    answer arrives) for BENCH_STEP_SECONDS, no watchers. Bids that arrive together are decided
 *    in one transaction (server/auction/bid-queue.ts), so this is the offered load the server
 *    turns into durable, acknowledged bids.
 * 2. Bid → watcher latency, per watcher count (BENCH_WATCHERS, default 1000 and 5000): the
 *    watchers sit in the tender's group as raw WebSocket clients speaking the SignalR JSON
 *    protocol (thousands of official clients cost too much CPU on this machine to leave any for
 *    the server), in a worker thread so their parsing does not run on the server's event loop.
 *    The bidders bid at a steady rate, round robin; latency is bid sent → Recive received by a
 *    watcher, from wall-clock timestamps taken in the two threads
 *    (performance.timeOrigin + performance.now()). Prints, per rate: accepted bids/s, delivered
 *    share, p50 and p99; first at 50 bids/s, then stepping up to find the highest rate that keeps
 *    p99 under 1 s.
 *
 * Prints figures only. Options: BENCH_WATCHERS (1000,5000), BENCH_BIDDERS (16),
 * BENCH_STEP_SECONDS (5), BENCH_DATABASE_URL, BENCH_HUB_PORT (0: any free port).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 16);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const HUB_PORT = Number(process.env.BENCH_HUB_PORT ?? 0);
const MAX_IN_FLIGHT = 256;
const RS = '\x1e';
const wallNow = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- watchers (worker thread) -------

interface WatcherConfig {
  url: string;
  token: string;
  ihaleId: number;
  count: number;
}

/** Latencies in 0.1 ms buckets up to 60 s: percentiles without keeping every sample. */
class Histogram {
  private buckets = new Uint32Array(600_000);
  count = 0;
  add(ms: number) {
    this.buckets[Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)))]++;
    this.count++;
  }
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const target = Math.ceil(this.count * p);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i];
      if (seen >= target) return i / 10;
    }
    return Number.NaN;
  }
}

async function runWatchers(cfg: WatcherConfig) {
  const sentAt = new Map<number, number>();
  const pending: Array<[number, number]> = [];
  let hist = new Histogram();
  const sockets: WebSocket[] = [];

  const record = (amount: number, received: number) => {
    const sent = sentAt.get(amount);
    if (sent === undefined) pending.push([amount, received]);
    else hist.add(received - sent);
  };

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${cfg.url.replace(/^http/, 'ws')}?access_token=${encodeURIComponent(cfg.token)}`, {
        perMessageDeflate: false,
      });
      let joined = false;
      ws.on('open', () => {
        ws.send(
          `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"join","target":"AddToGroup","arguments":[${cfg.ihaleId}]}${RS}`,
        );
      });
      ws.on('message', (data) => {
        const received = wallNow();
        const text = data.toString();
        for (const part of text.split(RS)) {
          if (!part) continue;
          if (part.includes('"target":"Recive"')) {
            const msg = JSON.parse(part) as { arguments: Array<{ teklif: number }> };
            record(msg.arguments[0].teklif, received);
          } else if (!joined && part.includes('"invocationId":"join"')) {
            joined = true;
            resolve();
          }
        }
      });
      ws.on('error', reject);
      ws.on('close', () => {
        if (!joined) reject(new Error('watcher closed before joining'));
      });
      sockets.push(ws);
    });

  for (let i = 0; i < cfg.count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, cfg.count - i) }, open));
  }
  // Keep-alive: the hub drops clients silent for 30 s.
  const pinger = setInterval(() => {
    for (const s of sockets) if (s.readyState === WebSocket.OPEN) s.send(`{"type":6}${RS}`);
  }, 10_000);
  parentPort!.on('message', (m: { type: string; amount?: number; at?: number }) => {
    if (m.type === 'sent') {
      sentAt.set(m.amount!, m.at!);
      for (let i = pending.length - 1; i >= 0; i--) {
        const [amount, received] = pending[i];
        if (amount === m.amount) {
          hist.add(received - m.at!);
          pending.splice(i, 1);
        }
      }
    } else if (m.type === 'collect') {
      parentPort!.postMessage({
        type: 'stats',
        count: hist.count,
        p50: hist.percentile(0.5),
        p99: hist.percentile(0.99),
      });
      hist = new Histogram();
    } else if (m.type === 'stop') {
      clearInterval(pinger);
      for (const s of sockets) s.terminate();
      parentPort!.postMessage({ type: 'stopped' });
    }
  });
  parentPort!.postMessage({ type: 'ready' });
}

// ---------------------------------------------------------------- bench (main thread) ------------

interface StepResult {
  rate: number;
  sent: number;
  accepted: number;
  acceptedPerSecond: number;
  delivered: number;
  p50: number;
  p99: number;
  skipped: number;
}

type BidAnswer = { resultType: string; messages: string[] };

async function scenario(
  label: string,
  openDb: () => Promise<{ db: import('../server/db/client').Db; close(): Promise<void> }>,
) {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { authenticateBearer } = await import('../server/auth/bearer-hook');
  const { issueAccessToken } = await import('../server/auth/tokens');
  const { createPortalHub } = await import('../server/hub/portal-hub');
  const { HUB_PATH } = await import('../server/hub/hub-server');
  const { buildClient } = await import('../server/hub/test-support');
  const fx = await import('../server/auction/test-fixtures');
  const { joinTender } = await import('../server/modules/participation/queries');

  const handle = await openDb();
  const db = handle.db;
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
  const hub = createPortalHub({
    db,
    now: () => new Date(),
    authenticate: (t) => authenticateBearer(app, t),
    bidRate: null,
    log: { warn() {}, error() {} },
  });
  const server = http.createServer((req, res) => app.routing(req, res));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(HUB_PORT, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${HUB_PATH}`;

  const l = await fx.insertAuctionLookups(db);
  const now = new Date();
  const { ihaleId } = await fx.createTender(db, l, {
    durum: 213,
    start: fx.at(now, -10),
    end: fx.at(now, 600),
    opening: 8000,
    teminat: 100,
  });
  const bidders: Array<{ cariId: number; client: ReturnType<typeof buildClient> }> = [];
  for (let i = 0; i < BIDDERS; i++) {
    const person = await fx.createPerson(db, { kimlikNo: `51${String(i).padStart(9, '0')}` });
    await joinTender(db, { cariId: person.cariId, ihaleId, now });
    const client = buildClient(url, await issueAccessToken(app, person.kimlikNo));
    await client.start();
    bidders.push({ cariId: person.cariId, client });
  }
  const watcherPerson = await fx.createPerson(db, { kimlikNo: '52000000000' });
  const watcherToken = await issueAccessToken(app, watcherPerson.kimlikNo);

  let amount = 8000;
  let turn = 0;
  /** The next bid: the next bidder in turn, one step above the bid sent before it. */
  const nextBid = () => {
    const b = bidders[turn++ % bidders.length];
    const tutar = amount;
    amount += 50;
    return { b, tutar };
  };
  const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');

  // 1. Accepted bids/s: closed loop, one bid in flight per bidder, no watchers.
  const saturate = async (seconds: number) => {
    let accepted = 0;
    let refused = 0;
    const until = wallNow() + seconds * 1000;
    const start = wallNow();
    await Promise.all(
      bidders.map(async () => {
        while (wallNow() < until) {
          const { b, tutar } = nextBid();
          const r = (await b.client.invoke('Katilim', { cariId: b.cariId, ihaleId, tutar })) as BidAnswer;
          if (r.resultType === 'Ok') accepted++;
          else refused++;
        }
      }),
    );
    const elapsed = (wallNow() - start) / 1000;
    return { accepted, refused, perSecond: accepted / elapsed };
  };
  await saturate(1); // warm-up, not printed
  const sat = await saturate(STEP_SECONDS);
  console.log(
    `\n${label}: accepted bids/s on one tender, ${BIDDERS} bidders (SignalR clients) with one bid in flight each, ${STEP_SECONDS} s: ${fmt(sat.perSecond)} bids/s (${sat.accepted} accepted, ${sat.refused} refused)`,
  );

  // 2. Bid → watcher latency per watcher count.
  for (const watchers of WATCHER_COUNTS) {
    // The watcher thread runs this same file; tsx's CommonJS hook lets the worker load TypeScript.
    const worker = new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(__filename)});`, {
      eval: true,
      workerData: { url, token: watcherToken, ihaleId, count: watchers } satisfies WatcherConfig,
    });
    const fromWorker = (type: string) =>
      new Promise<Record<string, number>>((resolve) => {
        const on = (m: Record<string, number> & { type: string }) => {
          if (m.type === type) {
            worker.off('message', on);
            resolve(m);
          }
        };
        worker.on('message', on);
      });
    worker.on('error', (err) => {
      console.error('watcher worker failed:', err);
      process.exit(1);
    });
    await fromWorker('ready');

    const runStep = async (rate: number): Promise<StepResult> => {
      const interval = 1000 / rate;
      const total = Math.round(rate * STEP_SECONDS);
      let inFlight = 0;
      let accepted = 0;
      let skipped = 0;
      let lastAck = 0;
      const acks: Promise<void>[] = [];
      const start = wallNow();
      for (let i = 0; i < total; i++) {
        // A steady schedule: wait for the i-th slot (no drift), then send without waiting for the answer.
        const due = start + i * interval;
        const wait = due - wallNow();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped++;
          continue;
        }
        const { b, tutar } = nextBid();
        inFlight++;
        worker.postMessage({ type: 'sent', amount: tutar, at: wallNow() });
        acks.push(
          (b.client.invoke('Katilim', { cariId: b.cariId, ihaleId, tutar }) as Promise<BidAnswer>).then((r) => {
            inFlight--;
            if (r.resultType === 'Ok') {
              accepted++;
              lastAck = wallNow();
            }
          }),
        );
      }
      await Promise.all(acks);
      await new Promise((r) => setTimeout(r, 300)); // the last Recive reaches every watcher
      worker.postMessage({ type: 'collect' });
      const stats = await fromWorker('stats');
      const seconds = Math.max(STEP_SECONDS, (lastAck - start) / 1000);
      return {
        rate,
        sent: total - skipped,
        accepted,
        acceptedPerSecond: accepted / seconds,
        delivered: accepted ? stats.count / (accepted * watchers) : 0,
        p50: stats.p50,
        p99: stats.p99,
        skipped,
      };
    };

    console.log(
      `\n${label}: ${watchers} watchers (raw protocol clients, worker thread), ${BIDDERS} bidders round robin, ${STEP_SECONDS} s per rate`,
    );
    console.log('rate/s  accepted/s  delivered  p50 ms  p99 ms  skipped');
    const print = (r: StepResult) =>
      console.log(
        `${String(r.rate).padEnd(7)} ${fmt(r.acceptedPerSecond).padEnd(11)} ${`${fmt(r.delivered * 100, 1)}%`.padEnd(10)} ${fmt(r.p50).padEnd(7)} ${fmt(r.p99).padEnd(7)} ${r.skipped}`,
      );
    // A rate is kept up when every bid was sent on schedule, nearly all were accepted (bids from
    // different connections may overtake each other and be refused as too low), and p99 < 1 s.
    const ok = (r: StepResult) => r.p99 < 1000 && r.skipped === 0 && r.accepted >= 0.95 * r.sent;

    await runStep(20); // warm-up, not printed
    let best = 0;
    let bad = 0;
    // From 50 bids/s: double while it holds, or halve until it does; then narrow down in between.
    const first = await runStep(50);
    print(first);
    if (ok(first)) {
      best = 50;
      for (let rate = 100; rate <= 6400; rate *= 2) {
        const r = await runStep(rate);
        print(r);
        if (!ok(r)) {
          bad = rate;
          break;
        }
        best = rate;
      }
    } else {
      bad = 50;
      for (let rate = 25; rate >= 1; rate = Math.floor(rate / 2)) {
        const r = await runStep(rate);
        print(r);
        if (ok(r)) {
          best = rate;
          break;
        }
        bad = rate;
      }
    }
    for (let i = 0; bad && best && i < 3; i++) {
      const rate = Math.round((best + bad) / 2);
      if (rate === best || rate === bad) break;
      const r = await runStep(rate);
      print(r);
      if (ok(r)) best = rate;
      else bad = rate;
    }
    console.log(`${watchers} watchers: highest rate with p99 < 1 s (sent on schedule, ≥95% accepted): ${best} bids/s`);

    worker.postMessage({ type: 'stop' });
    await fromWorker('stopped');
    await worker.terminate();
  }

  await Promise.all(bidders.map((b) => b.client.stop()));
  await hub.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await app.close();
  await handle.close();
}

async function main() {
  const { openDatabase } = await import('../server/db/client');
  await scenario('PGlite (in memory)', () => openDatabase({ dataDir: 'memory://' }));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const { Client } = await import('pg');
    const name = `bench_hub_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(pgUrl);
    target.pathname = `/${name}`;
    try {
      await scenario(`PostgreSQL (${target.host})`, () =>
        openDatabase({ databaseUrl: target.toString(), dataDir: 'unused' }),
      );
    } finally {
      const drop = new Client({ connectionString: pgUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  }
  process.exit(0);
}

if (isMainThread) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  void runWatchers(workerData as WatcherConfig);
}
