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
 *    the server), in a child process, so their parsing does not run on the server's event loop and
 *    their memory is not counted as the server's.
 *    The bidders bid at a steady rate, round robin; latency is bid sent → Recive received by a
 *    watcher, from wall-clock timestamps taken in the two processes
 *    (performance.timeOrigin + performance.now()). Prints, per rate: accepted bids/s, delivered
 *    share, p50 and p99; first fixed rows at 50 and 200 bids/s (the same for every watcher count),
 *    then a search for the highest rate that keeps p99 under 1 s.
 *
 *    Every rate is measured from a clean state. A Recive counts for the step whose bid it carries
 *    (by amount; amounts never repeat), so "delivered" = arrived / (accepted bids × watchers) ≤ 100 %.
 *    After the last answer of a step the bench waits until every delivery of that step has reached
 *    every watcher, at most BENCH_DRAIN_SECONDS; what has not arrived by then is lost, and the
 *    watchers, being behind, are replaced: their process is stopped, the hub lets go of its sockets
 *    (and of the backlog it had queued for them), and fresh watchers join before the next step.
 *
 * 3. The floor beside it: first in the run, alone in the process, at each watcher count the same
 *    watcher process joins a bare `ws` server (startFloor) that broadcasts the same pre-serialised
 *    Recive frame per bid at the same rates; after each database's rows a summary prints both
 *    p99s and highest rates and the hub/floor ratios.
 * 4. This process's resident memory (from /proc: API, hub and database, and also the bidders'
 *    clients; not the watchers' process) after start, with each watcher count connected, and at the end.
 *
 * Prints figures only. Options: BENCH_WATCHERS (1000,5000), BENCH_BIDDERS (64),
 * BENCH_STEP_SECONDS (5), BENCH_DRAIN_SECONDS (10), BENCH_RATES (the fixed rates, 50,200),
 * BENCH_SEARCH (off: the fixed rates only), BENCH_FLOOR (off: no floor), BENCH_DATABASE_URL,
 * BENCH_PGLITE (off: PostgreSQL's rows only),
 * BENCH_HUB_PORT (0: any free port).
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { type ChildProcess, fork } from 'node:child_process';
import WebSocket, { WebSocketServer } from 'ws';
import { Session } from 'node:inspector/promises';
import { type CpuProfile, cpuBreakdown } from './lib/cpu-profile-breakdown';
import { Histogram } from './lib/histogram';
import { joinGroupFrames, PING_FRAME, RS } from './lib/signalr-json';
import { formatMemory, processMemory } from './lib/process-memory';

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/**
 * Each bidder keeps at most one bid in flight, so a rate above BIDDERS / answer latency cannot be
 * sent on schedule whatever the hub can do: with 16, the hub's highest rate at 1 000 watchers was
 * the harness's (about 800/s at a 20 ms answer); with 64 it is the hub's (docs §14). A sale's
 * closing minute has hundreds of bidders.
 */
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 64);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const HUB_PORT = Number(process.env.BENCH_HUB_PORT ?? 0);
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 10);
/** Rates measured for every watcher count before the search, so the counts compare at equal load. */
const FIXED_RATES = (process.env.BENCH_RATES ?? '50,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** off: the fixed rates only (a short run), no search for the highest rate. */
const SEARCH = process.env.BENCH_SEARCH !== 'off';
/**
 * on: a CPU profile of the main thread (API, hub, PGlite, bidders' clients) during each fixed rate,
 * printed as main-thread milliseconds per accepted bid by part (bench/lib/cpu-profile-breakdown.ts).
 * The profiler itself costs time, so the rows measured with it are slower than without.
 */
const PROFILE = process.env.BENCH_PROFILE === 'on';
/** With BENCH_PROFILE=on: also keep each profile there as <label>-<watchers>-<rate>.cpuprofile (DevTools opens it). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** off: the hub alone, without the floor (e.g. to profile the hub's process); the summary shows no floor. */
const FLOOR = process.env.BENCH_FLOOR !== 'off';
/** off: no PGlite rows (with BENCH_DATABASE_URL, PostgreSQL's alone: the production engine, a shorter run). */
const PGLITE = process.env.BENCH_PGLITE !== 'off';
const MAX_IN_FLIGHT = 256;
const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** `12 × Server timeout elapsed…, 1 × WebSocket 1006`, or `none`. */
const reasonsText = (reasons: Record<string, number>) =>
  Object.entries(reasons)
    .map(([reason, n]) => `${n} × ${reason}`)
    .join(', ') || 'none';
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');

// ---------------------------------------------------------------- watchers (child process) -------

interface WatcherConfig {
  url: string;
  token: string;
  ihaleId: number;
  count: number;
}

/** One step's deliveries, open until every one has arrived or the bench gives up waiting. */
interface OpenStep {
  hist: Histogram;
  /** Deliveries due (accepted bids × watchers); unknown until the step's last answer is in. */
  expected: number;
}

async function runWatchers(cfg: WatcherConfig) {
  // Every bid sent, by amount (amounts never repeat): the step it belongs to and when it was sent.
  // A Recive is attributed to the step of the bid it carries, so a backlog never leaks into the next step.
  const bids = new Map<number, { step: number; at: number }>();
  // Recives that arrived before the main thread's 'sent' note (the two travel different ways).
  const early = new Map<number, number[]>();
  const steps = new Map<number, OpenStep>();
  const sockets: WebSocket[] = [];

  const openStep = (step: number) => {
    let s = steps.get(step);
    if (!s) {
      s = { hist: new Histogram(), expected: Number.POSITIVE_INFINITY };
      steps.set(step, s);
    }
    return s;
  };
  /** Reports a step once: when its last delivery arrived, or when the bench stops waiting. */
  const finish = (step: number) => {
    const s = steps.get(step);
    if (!s) return;
    steps.delete(step);
    process.send!({
      type: 'stats',
      step,
      count: s.hist.count,
      p50: s.hist.percentile(0.5),
      p99: s.hist.percentile(0.99),
    });
  };
  const record = (amount: number, received: number) => {
    const bid = bids.get(amount);
    if (!bid) {
      const list = early.get(amount);
      if (list) list.push(received);
      else early.set(amount, [received]);
      return;
    }
    // A delivery of a step already reported arrived after the drain timeout: it stays counted as lost.
    const s = steps.get(bid.step);
    if (!s) return;
    s.hist.add(received - bid.at);
    if (s.hist.count >= s.expected) finish(bid.step);
  };

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      // Non-browser clients authenticate the upgrade with a Bearer header; a token in the URL is refused.
      const ws = new WebSocket(cfg.url.replace(/^http/, 'ws'), {
        headers: { Authorization: `Bearer ${cfg.token}` },
        perMessageDeflate: false,
      });
      let joined = false;
      let closeReason: string | undefined;
      ws.on('open', () => {
        ws.send(joinGroupFrames(cfg.ihaleId));
      });
      ws.on('message', (data) => {
        const received = wallNow();
        for (const part of data.toString().split(RS)) {
          if (!part) continue;
          // Only the amount is needed: reading it directly keeps the watchers' cost per message low.
          const at = part.indexOf('"teklif":');
          if (at >= 0 && part.includes('"target":"Recive"')) {
            record(Number.parseFloat(part.slice(at + 9)), received);
          } else if (part.startsWith('{"type":7')) {
            closeReason = (JSON.parse(part) as { error?: string }).error ?? 'Close without error';
          } else if (!joined && part.includes('"invocationId":"join"')) {
            joined = true;
            resolve();
          }
        }
      });
      ws.on('error', reject);
      ws.on('close', (code) => {
        if (!joined) reject(new Error('watcher closed before joining'));
        // Dropped after joining: counted with the hub's reason (its Close message), never silently.
        else noteClosed(closeReason ?? `WebSocket ${code}`);
      });
      sockets.push(ws);
    });

  // Watchers the hub closed after they joined, by reason (reported with 'ready' and when it changes).
  const closed = new Map<string, number>();
  const noteClosed = (reason: string) => {
    closed.set(reason, (closed.get(reason) ?? 0) + 1);
    process.send!({
      type: 'closed',
      count: [...closed.values()].reduce((a, b) => a + b, 0),
      reasons: Object.fromEntries(closed),
    });
  };
  // Keep-alive from the first connection on: the hub drops clients silent for 30 s, and on a slow
  // machine joining thousands takes longer than that (the first 50 used to be dropped while the
  // rest were still joining, and the bench stopped with "4950 connections in the tender group").
  const pinger = setInterval(() => {
    for (const s of sockets) if (s.readyState === WebSocket.OPEN) s.send(PING_FRAME);
  }, 10_000);
  for (let i = 0; i < cfg.count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, cfg.count - i) }, connect));
  }
  process.on('message', (m: { type: string; step?: number; amount?: number; at?: number; deliveries?: number }) => {
    if (m.type === 'sent') {
      const step = m.step!;
      bids.set(m.amount!, { step, at: m.at! });
      openStep(step);
      const arrived = early.get(m.amount!);
      if (arrived) {
        early.delete(m.amount!);
        for (const received of arrived) record(m.amount!, received);
      }
    } else if (m.type === 'expect') {
      const s = openStep(m.step!);
      s.expected = m.deliveries!;
      if (s.hist.count >= s.expected) finish(m.step!);
    } else if (m.type === 'collect') {
      finish(m.step!);
    } else if (m.type === 'stop') {
      clearInterval(pinger);
      for (const s of sockets) s.terminate();
      process.send!({ type: 'stopped' });
    }
  });
  process.send!({
    type: 'ready',
    open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
    reasons: Object.fromEntries(closed),
  });
}

// ---------------------------------------------------------------- bench (main thread) ------------

interface StepResult {
  rate: number;
  sent: number;
  accepted: number;
  /** Answered with an error: mostly bids overtaken by a higher one sent later from another connection. */
  refused: number;
  acceptedPerSecond: number;
  /** Share of the due deliveries (accepted bids × watchers) that arrived; never above 1. */
  delivered: number;
  /** Deliveries that had not arrived when the drain timeout passed. */
  lost: number;
  p50: number;
  p99: number;
  skipped: number;
  /** Bid sent → the bidder's answer (the bid path: read, decide, COMMIT, answer); the floor answers at once. */
  answerP99: number;
  /** Share of the step the main thread's event loop was busy (API, hub, PGlite, bidders' clients). */
  loopBusy: number;
}

type BidAnswer = { resultType: string; messages: string[] };

async function scenario(
  label: string,
  openDb: () => Promise<{ db: import('../server/db/client').Db; close(): Promise<void> }>,
  floors: ReadonlyMap<number, LatencyFigures>,
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
    authenticate: ({ token: t }) => authenticateBearer(app, t),
    // As startRealtime does in the portal: what a REST call sets off (a maximum's bids) reaches this hub.
    events: app.auctionEvents,
    bidRate: null,
    log: { warn() {}, error() {} },
    // All watchers share one person's token; the per-person connection cap is for real users.
    maxConnectionsPerPerson: Number.POSITIVE_INFINITY,
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
  const memory = [`after start: ${formatMemory(processMemory(process.pid))}`];

  let amount = 8000;
  let turn = 0;
  /** The next bid: the next bidder in turn, one step above the bid sent before it. */
  const nextBid = () => {
    const b = bidders[turn++ % bidders.length];
    const tutar = amount;
    amount += 50;
    return { b, tutar };
  };

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
  const withProxies = await competingMaximums({
    app,
    db,
    url,
    fx,
    joinTender,
    issueAccessToken,
    buildClient,
    lookups: l,
  });
  console.log(
    `${label}: the same with two competing maximums (otomatik teklif) on another tender: ${fmt(withProxies.storedPerSecond)} bids/s stored, of which ${fmt(withProxies.automaticPerSecond)}/s placed for the maximums (${withProxies.manual} own bids accepted, ${withProxies.refused} refused, ${withProxies.resets} maximums raised)`,
  );

  // 2. Bid → watcher latency per watcher count, beside the floor measured before (main).
  const hubTarget: Broadcaster = {
    url,
    token: watcherToken,
    ihaleId,
    sender: `${BIDDERS} bidders round robin`,
    watching: () => hub.groupSize(String(ihaleId)),
    nextBid() {
      const { b, tutar } = nextBid();
      const send = () =>
        (b.client.invoke('Katilim', { cariId: b.cariId, ihaleId, tutar }) as Promise<BidAnswer>).then(
          (r) => r.resultType === 'Ok',
        );
      return { tutar, send };
    },
  };
  const summaries: string[] = [];
  for (const watchers of WATCHER_COUNTS) {
    const ours = await latency(label, hubTarget, watchers);
    memory.push(`with ${watchers} watchers connected: ${ours.memory}`);
    const floor = floors.get(watchers);
    if (floor) summaries.push(...compare(watchers, label, ours, floor));
  }
  console.log(`\n${label}: the hub beside the floor of this machine (same watchers, same rates, same run)`);
  for (const line of summaries) console.log(line);

  await Promise.all(bidders.map((b) => b.client.stop()));
  await hub.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await app.close();
  await handle.close();
  memory.push(`after the hub bench: ${formatMemory(processMemory(process.pid))}`);
  console.log(
    `\n${label}: resident memory of this process (API, hub and database, and also the bidders' clients; not the watchers' process; from /proc)`,
  );
  for (const line of memory) console.log(`  ${line}`);
}

/**
 * What the latency steps drive: the portal's hub (each bid a Katilim of a SignalR bidder, sent to
 * the group after its COMMIT) or the floor (startFloor). The watchers are the same either way.
 */
interface Broadcaster {
  /** Where the watchers connect; they speak the SignalR JSON protocol to either. */
  url: string;
  token: string;
  ihaleId: number;
  /** Who sends the bids, for the heading. */
  sender: string;
  /** Watchers in the tender's group now. */
  watching(): number;
  /** The next bid: its amount (never repeated) and a function that sends it and says whether it was accepted. */
  nextBid(): { tutar: number; send(): Promise<boolean> };
}

interface LatencyFigures {
  byRate: Map<number, StepResult>;
  /** The highest rate with p99 < 1 s (NaN when BENCH_SEARCH=off). */
  best: number;
  /** This process's resident memory with the watchers still connected. */
  memory: string;
}

/** Steps are numbered across the whole run, so a late delivery is never counted for another step. */
let stepNo = 0;

/**
 * 2. Bid → watcher latency at one watcher count: the fixed rates, then (unless BENCH_SEARCH=off)
 * the search for the highest rate with p99 < 1 s. Prints each rate as measured.
 */
async function latency(label: string, target: Broadcaster, watchers: number): Promise<LatencyFigures> {
  let watcherProcess: ChildProcess | null = null;
  /** Watchers in the tender's group when they were started: the deliveries each accepted bid owes. */
  let present = watchers;
  /** The watchers' next message of this type (for this step, when given). */
  const fromWatchers = (w: ChildProcess, type: string, step?: number) =>
    new Promise<Record<string, number>>((resolve) => {
      const on = (m: Record<string, number> & { type: string }) => {
        if (m.type === type && (step === undefined || m.step === step)) {
          w.off('message', on);
          resolve(m);
        }
      };
      w.on('message', on);
    });
  const startWatchers = async () => {
    // The watchers' process runs this same file (with this process's --import tsx), told what to do
    // by BENCH_WATCHER_CONFIG.
    const config: WatcherConfig = { url: target.url, token: target.token, ihaleId: target.ihaleId, count: watchers };
    const w = fork(__filename, [], { env: { ...process.env, BENCH_WATCHER_CONFIG: JSON.stringify(config) } });
    w.on('error', (err) => {
      console.error('watcher process failed:', err);
      process.exit(1);
    });
    const ready = (await fromWatchers(w, 'ready')) as unknown as { open: number; reasons: Record<string, number> };
    // Reported, not fatal: a watcher the hub closed (and why), or worse, one open but not in the
    // group (it would see no bids), is a finding; the rates are then measured with those present.
    const inGroup = target.watching();
    if (inGroup !== watchers || ready.open !== watchers) {
      console.log(
        `        ${inGroup} of ${watchers} watchers in the tender group, ${ready.open} open in the watchers' process; closed by the hub after joining: ${reasonsText(ready.reasons)}`,
      );
    }
    if (inGroup < ready.open) {
      console.log(
        `        !! ${ready.open - inGroup} watchers open and joined but not in the tender group: they see no bids`,
      );
    }
    present = inGroup;
    return w;
  };
  /** Closes every watcher and waits until the hub has let go of them (and of what it had queued for them). */
  const stopWatchers = async () => {
    if (!watcherProcess) return;
    const w = watcherProcess;
    watcherProcess = null;
    w.send({ type: 'stop' });
    await Promise.race([fromWatchers(w, 'stopped'), sleep(5000)]);
    const exited = new Promise((r) => w.once('exit', r));
    w.kill();
    await exited;
    const until = wallNow() + 30_000;
    while (target.watching() > 0 && wallNow() < until) await sleep(50);
  };

  // Set when a step's deliveries did not all arrive within the drain timeout: the watchers (or the
  // hub's send buffers for them) are behind, so the next step starts with fresh watchers.
  let behind = false;
  const runStep = async (rate: number): Promise<StepResult> => {
    if (behind || !watcherProcess || target.watching() !== present) {
      await stopWatchers();
      watcherProcess = await startWatchers();
      behind = false;
    }
    const w = watcherProcess;
    const step = ++stepNo;
    const interval = 1000 / rate;
    const total = Math.round(rate * STEP_SECONDS);
    let inFlight = 0;
    let accepted = 0;
    let refused = 0;
    let skipped = 0;
    let lastAck = 0;
    const acks: Promise<void>[] = [];
    const answers = new Histogram();
    const loopBefore = performance.eventLoopUtilization();
    const start = wallNow();
    for (let i = 0; i < total; i++) {
      // A steady schedule: wait for the i-th slot (no drift), then send without waiting for the answer.
      const due = start + i * interval;
      const wait = due - wallNow();
      if (wait > 1) await sleep(wait);
      // Behind schedule: still let answers already given (the floor's, at once) be counted.
      else await Promise.resolve();
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      const bid = target.nextBid();
      inFlight++;
      const sentAt = wallNow();
      w.send({ type: 'sent', step, amount: bid.tutar, at: sentAt });
      acks.push(
        bid.send().then((ok) => {
          answers.add(wallNow() - sentAt);
          inFlight--;
          if (ok) {
            accepted++;
            lastAck = wallNow();
          } else refused++;
        }),
      );
    }
    await Promise.all(acks);
    const loopBusy = performance.eventLoopUtilization(loopBefore).utilization;
    // Every accepted bid has gone to the group; wait until each watcher has it, or give up.
    const expected = accepted * present;
    const reported = fromWatchers(w, 'stats', step);
    w.send({ type: 'expect', step, deliveries: expected });
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      reported.then(() => true),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), DRAIN_SECONDS * 1000);
      }),
    ]);
    clearTimeout(timer);
    if (!drained) w.send({ type: 'collect', step });
    const stats = await reported;
    const lost = expected - stats.count;
    if (lost > 0) behind = true;
    const seconds = Math.max(STEP_SECONDS, (lastAck - start) / 1000);
    return {
      rate,
      sent: total - skipped,
      accepted,
      refused,
      acceptedPerSecond: accepted / seconds,
      delivered: expected ? stats.count / expected : 0,
      lost,
      p50: stats.p50,
      p99: stats.p99,
      skipped,
      answerP99: answers.percentile(0.99),
      loopBusy,
    };
  };

  console.log(
    `\n${label}: ${watchers} watchers (raw protocol clients, child process), ${target.sender}, ${STEP_SECONDS} s per rate, each rate from a clean state (drain ≤ ${DRAIN_SECONDS} s)`,
  );
  console.log('rate/s  accepted/s  delivered  p50 ms  p99 ms  skipped  refused  answer p99 ms  loop busy');
  const measured = new Map<number, StepResult>();
  /** Each rate is measured once and printed when measured; the search reuses the fixed rows. */
  const measure = async (rate: number) => {
    const known = measured.get(rate);
    if (known) return known;
    const r = await runStep(rate);
    measured.set(rate, r);
    const note =
      r.lost > 0 ? `  (${r.lost} deliveries lost after ${DRAIN_SECONDS} s: fresh watchers for the next rate)` : '';
    console.log(
      `${String(r.rate).padEnd(7)} ${fmt(r.acceptedPerSecond).padEnd(11)} ${`${fmt(r.delivered * 100, 1)}%`.padEnd(10)} ${fmt(r.p50).padEnd(7)} ${fmt(r.p99).padEnd(7)} ${String(r.skipped).padEnd(8)} ${String(r.refused).padEnd(8)} ${fmt(r.answerP99).padEnd(14)} ${fmt(r.loopBusy * 100, 0)}%${note}`,
    );
    return r;
  };
  // A rate is kept up when every bid was sent on schedule, nearly all were accepted (bids from
  // different connections may overtake each other and be refused as too low), every delivery
  // arrived within the drain timeout, and p99 < 1 s.
  const ok = (r: StepResult) => r.p99 < 1000 && r.skipped === 0 && r.accepted >= 0.95 * r.sent && r.lost === 0;

  await runStep(20); // warm-up, not printed
  // Fixed rates first, the same for every watcher count, so the counts compare at equal load.
  for (const rate of FIXED_RATES) {
    if (!PROFILE) {
      await measure(rate);
      continue;
    }
    const profiled = await profileMainThread(() => measure(rate));
    if (PROFILE_DIR) {
      const name = `${label.replace(/\W+/g, '-')}-${watchers}-${rate}.cpuprofile`;
      writeFileSync(path.join(PROFILE_DIR, name), JSON.stringify(profiled.profile));
    }
    const perBid = (ms: number) => fmt(ms / Math.max(1, profiled.result.accepted), 2);
    console.log(`        main thread per accepted bid at ${rate}/s (CPU profile): ms by part`);
    for (const part of cpuBreakdown(profiled.profile)) {
      if (part.ms >= 1) console.log(`        ${perBid(part.ms).padStart(7)}  ${part.category}`);
    }
  }
  if (!SEARCH) {
    const memory = formatMemory(processMemory(process.pid));
    await stopWatchers();
    return { byRate: measured, best: Number.NaN, memory };
  }
  console.log('search for the highest rate with p99 < 1 s (rates above are not measured again):');
  let best = 0;
  let bad = 0;
  // From 50 bids/s: double while it holds, or halve until it does; then narrow down in between.
  if (ok(await measure(50))) {
    best = 50;
    for (let rate = 100; rate <= 6400; rate *= 2) {
      if (!ok(await measure(rate))) {
        bad = rate;
        break;
      }
      best = rate;
    }
  } else {
    bad = 50;
    for (let rate = 25; rate >= 1; rate = Math.floor(rate / 2)) {
      if (ok(await measure(rate))) {
        best = rate;
        break;
      }
      bad = rate;
    }
  }
  for (let i = 0; bad && best && i < 3; i++) {
    const rate = Math.round((best + bad) / 2);
    if (rate === best || rate === bad) break;
    if (ok(await measure(rate))) best = rate;
    else bad = rate;
  }
  console.log(
    `${watchers} watchers: highest rate with p99 < 1 s (sent on schedule, ≥95% accepted, all delivered): ${best} bids/s`,
  );
  const memory = formatMemory(processMemory(process.pid));
  await stopWatchers();
  return { byRate: measured, best, memory };
}

/**
 * The floor of this machine: a bare `ws` server that answers the watchers' handshake and join as
 * the hub does and broadcasts each bid as one pre-serialised Recive frame (the hub's own
 * invocationFrame, a payload of the same shape) to every watcher, the frames of one event-loop
 * turn in one write per watcher: no database, no bid rules, no authentication, no per-connection
 * bookkeeping, and none of the hub's pacing (server/hub/send-queue.ts writes in time slices, so
 * under load it batches more than one turn's frames; the floor stays the plain per-turn broadcast). The same watcher process measures it at the same rates, so the hub's cost
 * shows as a ratio to what this machine (watchers included) can do at all.
 */
async function startFloor(ihaleId = 1): Promise<Broadcaster & { close(): Promise<void> }> {
  const { completionFrame, HANDSHAKE_OK_FRAME, invocationFrame } = await import('../server/hub/protocol');
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const watchers = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      // A watcher sends its handshake and its AddToGroup in one message.
      const text = data.toString();
      if (text.includes('"protocol":"json"')) ws.send(HANDSHAKE_OK_FRAME);
      if (text.includes('"target":"AddToGroup"')) {
        watchers.add(ws);
        ws.send(completionFrame('join', { result: null }));
      }
    });
    ws.on('close', () => watchers.delete(ws));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  let amount = 8000;
  let siraNo = 0;
  // Frames of one event-loop turn leave as one write per watcher (the hub joins at least as much,
  // server/hub/send-queue.ts): without it a burst costs a write per frame and watcher.
  let queued: Buffer[] = [];
  const flush = () => {
    const data = queued.length === 1 ? queued[0] : Buffer.concat(queued);
    queued = [];
    // A text frame from bytes, encoded once for every watcher, as the hub does.
    for (const ws of watchers) ws.send(data, { binary: false });
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/floor`,
    token: 'none',
    ihaleId,
    sender: 'one broadcast per bid from this thread',
    watching: () => watchers.size,
    nextBid() {
      const tutar = amount;
      amount += 50;
      const send = async () => {
        const at = new Date().toISOString();
        const data = Buffer.from(
          invocationFrame('Recive', [
            {
              id: ihaleId,
              teklif: tutar,
              cariRumuzu: 'Rumuz 0001',
              teklifZamani: at,
              uzatildiMi: false,
              ihaleBitisSuresi: at,
              siraNo: ++siraNo,
              otomatik: false,
            },
          ]),
        );
        queued.push(data);
        if (queued.length === 1) setImmediate(flush);
        return true;
      };
      return { tutar, send };
    },
    close: async () => {
      for (const ws of watchers) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Runs `work` under the inspector's CPU profiler (this thread only; the watchers' thread is not in it). */
async function profileMainThread<T>(work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    const result = await work();
    const { profile } = await session.post('Profiler.stop');
    return { result, profile: profile as unknown as CpuProfile };
  } finally {
    session.disconnect();
  }
}

/** The summary rows: the hub's and the floor's p99 at each fixed rate and highest rate, and hub/floor. */
function compare(watchers: number, label: string, hub: LatencyFigures, floor: LatencyFigures): string[] {
  const p99 = (f: LatencyFigures) => FIXED_RATES.map((rate) => f.byRate.get(rate)?.p99 ?? Number.NaN);
  const cells = (xs: number[], d = 1) => xs.map((x) => fmt(x, d).padEnd(12)).join('');
  const [h, f] = [p99(hub), p99(floor)];
  // The first column fits the longest label ("PostgreSQL (127.0.0.1:5432)" ran into its figure).
  const width = Math.max(22, label.length + 2);
  return [
    `${watchers} watchers`.padEnd(width) +
      FIXED_RATES.map((rate) => `p99 @${rate}/s`.padEnd(12)).join('') +
      'highest rate with p99 < 1 s',
    `${label}`.padEnd(width) + cells(h) + fmt(hub.best, 0),
    'floor (bare ws)'.padEnd(width) + cells(f) + fmt(floor.best, 0),
    'hub / floor'.padEnd(width) +
      cells(
        h.map((x, i) => x / f[i]),
        2,
      ) +
      fmt(hub.best / floor.best, 2),
  ];
}

/**
 * Accepted bids/s with maximums at work (issue #16): on a fresh tender, account A holds a maximum
 * far above the bids and so answers every bid; account B raises its own maximum again and again
 * (one PUT in flight), and every raise is a battle (B bids its maximum, A answers a step above).
 * The same bidders as above bid rising amounts, one in flight each, with a step left free after
 * each bid for A's answer. Counts bids stored (own and automatic) per second.
 */
async function competingMaximums(deps: {
  app: import('fastify').FastifyInstance;
  db: import('../server/db/client').Db;
  url: string;
  fx: typeof import('../server/auction/test-fixtures');
  joinTender: typeof import('../server/modules/participation/queries').joinTender;
  issueAccessToken: typeof import('../server/auth/tokens').issueAccessToken;
  buildClient: typeof import('../server/hub/test-support').buildClient;
  lookups: import('../server/auction/test-fixtures').AuctionLookups;
}) {
  const { app, db, fx } = deps;
  const { and, count, eq } = await import('drizzle-orm');
  const { teklif } = await import('../server/db/schema');
  const now = new Date();
  const { ihaleId } = await fx.createTender(db, deps.lookups, {
    durum: 213,
    start: fx.at(now, -10),
    end: fx.at(now, 600),
    opening: 8000,
    teminat: 100,
  });
  const person = async (kimlikNo: string) => {
    const p = await fx.createPerson(db, { kimlikNo });
    await deps.joinTender(db, { cariId: p.cariId, ihaleId, now });
    return { ...p, token: await deps.issueAccessToken(app, p.kimlikNo, { cariId: p.cariId }) };
  };
  const [a, b] = [await person('53000000001'), await person('53000000002')];
  const bidders = [];
  for (let i = 0; i < BIDDERS; i++) {
    const p = await person(`54${String(i).padStart(9, '0')}`);
    const client = deps.buildClient(deps.url, p.token);
    await client.start();
    bidders.push({ cariId: p.cariId, client });
  }
  // Amounts handed out in rising order, as in the figure above, leaving a step free after each for
  // A's answer; a raise of B takes a slot of its own, so its battle fits between two bids.
  let amount = 8000;
  const take = (room: number) => {
    const t = amount;
    amount += room;
    return t;
  };
  const setMaximum = async (who: typeof a, azamiTutar: number) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/OtomatikTeklif',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { cariId: who.cariId, ihaleId, azamiTutar },
    });
    if (res.statusCode !== 200) throw new Error(`maximum refused: ${res.body}`);
  };
  await setMaximum(a, 100_000_000_000);
  const stored = async () =>
    Number((await db.select({ n: count() }).from(teklif).where(eq(teklif.ihaleId, ihaleId)))[0].n);
  const automatic = async () =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(teklif)
          .where(and(eq(teklif.ihaleId, ihaleId), eq(teklif.otomatik, true)))
      )[0].n,
    );
  const [stored0, auto0] = [await stored(), await automatic()];
  let manual = 0;
  let refused = 0;
  let resets = 0;
  const start = wallNow();
  const until = start + STEP_SECONDS * 1000;
  await Promise.all([
    ...bidders.map(async (bidder) => {
      while (wallNow() < until) {
        const r = (await bidder.client.invoke('Katilim', {
          cariId: bidder.cariId,
          ihaleId,
          tutar: take(100),
        })) as BidAnswer;
        if (r.resultType === 'Ok') manual++;
        else refused++;
      }
    }),
    (async () => {
      while (wallNow() < until) {
        const slot = take(200);
        if (
          await setMaximum(b, slot).then(
            () => true,
            () => false,
          )
        )
          resets++;
      }
    })(),
  ]);
  const elapsed = (wallNow() - start) / 1000;
  const [storedN, autoN] = [(await stored()) - stored0, (await automatic()) - auto0];
  await Promise.all(bidders.map((x) => x.client.stop()));
  return { storedPerSecond: storedN / elapsed, automaticPerSecond: autoN / elapsed, manual, refused, resets };
}

async function main() {
  const { openDatabase } = await import('../server/db/client');
  // The floor first, alone in the process: nothing of the hub's (its bidders' connections) waits on it.
  const floors = new Map<number, LatencyFigures>();
  if (FLOOR) {
    const floor = await startFloor();
    for (const watchers of WATCHER_COUNTS) floors.set(watchers, await latency('floor (bare ws)', floor, watchers));
    await floor.close();
  }
  if (PGLITE) await scenario('PGlite (in memory)', () => openDatabase({ dataDir: 'memory://' }), floors);
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
      await scenario(
        `PostgreSQL (${target.host})`,
        () => openDatabase({ databaseUrl: target.toString(), dataDir: 'unused' }),
        floors,
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

if (process.env.BENCH_WATCHER_CONFIG) {
  void runWatchers(JSON.parse(process.env.BENCH_WATCHER_CONFIG) as WatcherConfig);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
