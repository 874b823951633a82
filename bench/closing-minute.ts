/**
 * The closing minute of one popular sale, whole: `npm run bench:closing-minute` (issue #38,
 * docs/architecture.md §14 "The closing minute, whole").
 *
 * Two portal instances behind nginx on a private PostgreSQL and Redis, started by scripts/cluster.sh
 * through the fault tests' harness (tests/faults/support/cluster.ts: ports 55432, 56379, 3700–3702,
 * so not beside `npm run test:faults`). One running tender with the automatic extension (a bid in the
 * last 3 minutes moves the end by 3), and for BENCH_SECONDS (60):
 * - BENCH_WATCHERS (5000) watchers, raw SignalR JSON clients in a child process, half connected to
 *   each instance directly; when theirs goes away they reconnect through nginx as the browser does
 *   (the page's delays: at once, then 5, 10, 20 s…; BENCH_FAST_RETRY=on for 0, 0.2, 0.5, 1, 2 s…) and join the tender again with the number up to
 *   which they have every bid, as the page does: the hub sends what they missed before it answers;
 * - BENCH_BIDDERS (500) signed-in bidders (official SignalR clients, half on each instance, the same
 *   reconnect), of whom BENCH_BID_RATE (50) bid per second in turn, each bid one step above the last
 *   sent; every BENCH_PROXY_EVERY-th (10) bidder also holds a maximum (Otomatik Teklif), so the
 *   portal bids for them too;
 * - BENCH_PAGE_RATE (50) signed-in reloads per second of /ihaleler/<id> through nginx;
 * - at BENCH_KILL_AT (30) s, instance 1 is killed with kill -9 and started again at once, as a
 *   supervisor would.
 * Then it waits BENCH_DRAIN_SECONDS (10) for the last deliveries and prints: acknowledged bids lost
 * and bids stored twice (targets 0 and 0); bid → watcher p99 for watchers on the bidder's instance
 * and on the other (target < 500 ms each); page p95 (< 300 ms), also for the reloads sent outside
 * the 10 s after the kill, with the page cache's HIT/MISS count; how long the killed instance's
 * watchers took to be back and whether each then had every bid, live or caught up (every one within
 * 10 s, none missing); the resident memory of each process. Figures only: nothing is asserted.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { HubConnectionState } from '@microsoft/signalr';
import { and, asc, eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { RECONNECT_DELAYS_MS, type RecivePayload, type TeklifSonucuPayload } from '../lib/contract/hub-events';
import { GAP_WAIT_MS } from '../lib/realtime/connection-manager';
import { createPerson, createTender } from '../server/auction/test-fixtures';
import { olcuBirimi, otomatikUzatmaAyar, paraBirimi, teklif, teslimatYeri } from '../server/db/schema';
import { HUB_PATH } from '../server/hub/hub-server';
import { joinTender } from '../server/modules/participation/queries';
import { startTestCluster, type TestCluster } from '../tests/faults/support/cluster';
import { hubClient } from '../tests/faults/support/fixtures';
import { Histogram } from './lib/histogram';
import { addToGroupFrame, joinGroupFrames, PING_FRAME, RS } from './lib/signalr-json';
import { formatMemory, processMemory } from './lib/process-memory';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WATCHERS = num('BENCH_WATCHERS', 5000);
const BIDDERS = num('BENCH_BIDDERS', 500);
const BID_RATE = num('BENCH_BID_RATE', 50);
const PAGE_RATE = num('BENCH_PAGE_RATE', 50);
const SECONDS = num('BENCH_SECONDS', 60);
const KILL_AT = num('BENCH_KILL_AT', 30);
const DRAIN_SECONDS = num('BENCH_DRAIN_SECONDS', 10);
const PROXY_EVERY = num('BENCH_PROXY_EVERY', 10);
const OPENING = 10_000;
/** The fixture tender's smallest increment (opening 10 000 TL): amounts sent are multiples of it. */
const STEP = 500;
/** The instance killed and started again. */
const KILLED = 1;
/**
 * The watchers' reconnect delays: the page's own (docs/spec.md §9: at once, then 5, 10, 20 s…), so
 * "back within 10 s" is what a browser would see. BENCH_FAST_RETRY=on takes the delays of the
 * first scaled runs (0, 0.2, 0.5, 1, 2 s…, with jitter) instead.
 */
const FAST_RETRY = process.env.BENCH_FAST_RETRY === 'on';
const RETRY_MS = FAST_RETRY ? [0, 200, 500, 1000, 1000, 2000, 2000, 2000, 5000, 5000] : RECONNECT_DELAYS_MS;
const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

// ------------------------------------------------------------------ watchers (child process) ----

interface WatcherConfig {
  instanceUrls: string[];
  nginxUrl: string;
  tokens: string[];
  ihaleId: number;
  count: number;
}

/** What the watchers report at the end. */
interface WatcherReport {
  type: 'report';
  /** bid → watcher latency (ms) by where the watcher and the bidder were: same instance, other. */
  same: { p50: number; p99: number; n: number };
  other: { p50: number; p99: number; n: number };
  /** Watchers of the killed instance: how many, back within 10 s, slowest return (ms). */
  dropped: number;
  /** In the group again within 10 s of the drop, and the slowest; then caught up (the join answered, after the missed bids). */
  rejoinedWithin10s: number;
  slowestRejoinMs: number;
  backWithin10s: number;
  slowestBackMs: number;
  /** Watchers missing at least one stored bid after live delivery and catch-up, and how many bids in all. */
  incomplete: number;
  missingBids: number;
  neverBack: number;
  /** Joins answered with an error (the catch-up could not be read), each asked again. */
  joinErrors: number;
  /** Catch-ups asked because a gap in the bids stayed open a second. */
  gapCatchUps: number;
  /** For the first incomplete watchers: what they missed, when they joined again, how far their catch-up read. */
  samples: { missing: number[]; rejoinedAt: number; caughtUpTo: number; instance: number }[];
}

async function runWatchers(cfg: WatcherConfig) {
  /** Bids sent by the main process, by amount: when, and from which instance. */
  const sent = new Map<number, { at: number; instance: number }>();
  const early = new Map<number, { received: number; instance: number }[]>();
  const hist = { same: new Histogram(), other: new Histogram() };
  const watchers: Watcher[] = [];

  interface Watcher {
    /** The instance it is on: 0 or 1 while on its first connection, -1 once reconnected through nginx. */
    instance: number;
    /** siraNo → heard (live or caught up), one bit each. */
    seen: Uint8Array;
    /** A bidder's token: the hub takes signed-in connections only, at most 20 per person. */
    token: string;
    droppedAt: number;
    /** When its socket was open again, and when its join was answered (the missed bids sent before). */
    rejoinedAt: number;
    backAt: number;
    /** The number it asked to catch up from: it had every bid up to it. */
    caughtUpTo: number;
    /** Every bid up to it heard (lib/realtime/live-bids.ts `lastSiraNoOf`), and the highest heard. */
    upTo: number;
    highest: number;
    /** A gap check waiting (the page's recoverGap). */
    gapCheck: boolean;
    ws: WebSocket | null;
  }

  const has = (w: Watcher, n: number) => n < w.seen.length * 8 && (w.seen[n >> 3] & (1 << (n & 7))) !== 0;
  const mark = (w: Watcher, siraNo: number) => {
    if (siraNo < 1 || siraNo >= w.seen.length * 8) return;
    w.seen[siraNo >> 3] |= 1 << (siraNo & 7);
    w.highest = Math.max(w.highest, siraNo);
    while (has(w, w.upTo + 1)) w.upTo++;
  };
  /** Catch-ups asked because a gap stayed open a second (as the page does: GAP_WAIT_MS). */
  let gapCatchUps = 0;
  const checkGap = (w: Watcher, ws: WebSocket) => {
    if (w.gapCheck || w.upTo >= w.highest) return;
    w.gapCheck = true;
    setTimeout(() => {
      w.gapCheck = false;
      if (w.upTo >= w.highest || ws.readyState !== WebSocket.OPEN) return;
      gapCatchUps++;
      ws.send(addToGroupFrame(cfg.ihaleId, w.upTo));
    }, GAP_WAIT_MS);
  };
  const latency = (amount: number, received: number, instance: number) => {
    const bid = sent.get(amount);
    if (!bid) {
      const list = early.get(amount) ?? [];
      list.push({ received, instance });
      early.set(amount, list);
      return;
    }
    if (instance < 0 || bid.instance < 0) return;
    (instance === bid.instance ? hist.same : hist.other).add(received - bid.at);
  };

  const open = (w: Watcher, base: string, token: string, lastSiraNo?: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${HUB_PATH}`, {
        headers: { Authorization: `Bearer ${token}` },
        perMessageDeflate: false,
      });
      w.ws = ws;
      let joined = false;
      ws.on('open', () => {
        if (lastSiraNo !== undefined) w.rejoinedAt = wallNow();
        ws.send(joinGroupFrames(cfg.ihaleId, lastSiraNo));
      });
      ws.on('message', (data) => {
        const received = wallNow();
        for (const part of data.toString().split(RS)) {
          if (!part) continue;
          if (part.includes('"target":"Recive"')) {
            const r = (JSON.parse(part) as { arguments: [RecivePayload] }).arguments[0];
            if (r.siraNo) mark(w, r.siraNo);
            latency(r.teklif, received, w.instance);
            if (joined) checkGap(w, ws);
          } else if (!joined && part.includes('"invocationId":"join"')) {
            if (part.includes('"error"')) {
              // In the group, but its catch-up was not read: asked again a second later, as the page does.
              joinErrors++;
              setTimeout(() => ws.readyState === WebSocket.OPEN && ws.send(addToGroupFrame(cfg.ihaleId, w.upTo)), 1000);
              continue;
            }
            joined = true;
            resolve();
          }
        }
      });
      ws.on('error', () => {});
      ws.on('close', () => {
        if (!joined) reject(new Error('closed before joining'));
        else if (!stopping) void reconnect(w);
      });
    });

  let stopping = false;
  /** Joins answered with an error (the hub could not read the catch-up), each asked again. */
  let joinErrors = 0;
  const reconnect = async (w: Watcher) => {
    if (!w.droppedAt) w.droppedAt = wallNow();
    w.instance = -1;
    for (let attempt = 0; !stopping; attempt++) {
      await sleep(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] * (FAST_RETRY ? 0.5 + Math.random() : 1));
      try {
        // Joined again with what it has: the hub sends the missed bids, then answers the join.
        w.caughtUpTo = w.upTo;
        await open(w, cfg.nginxUrl, w.token, w.caughtUpTo);
        w.backAt = wallNow();
        return;
      } catch {
        // The next attempt.
      }
    }
  };

  const pinger = setInterval(() => {
    for (const w of watchers) if (w.ws?.readyState === WebSocket.OPEN) w.ws.send(PING_FRAME);
  }, 10_000);
  for (let i = 0; i < cfg.count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, cfg.count - i) }, (_, k) => {
        const n = i + k;
        const instance = n % 2;
        const token = cfg.tokens[n % cfg.tokens.length];
        const w: Watcher = {
          instance,
          seen: new Uint8Array(8192),
          token,
          droppedAt: 0,
          rejoinedAt: 0,
          backAt: 0,
          caughtUpTo: 0,
          upTo: 0,
          highest: 0,
          gapCheck: false,
          ws: null,
        };
        watchers.push(w);
        return open(w, cfg.instanceUrls[instance], token);
      }),
    );
  }
  process.on('message', (m: { type: string; amount?: number; at?: number; instance?: number; stored?: number }) => {
    if (m.type === 'sent') {
      sent.set(m.amount!, { at: m.at!, instance: m.instance! });
      for (const e of early.get(m.amount!) ?? []) latency(m.amount!, e.received, e.instance);
      early.delete(m.amount!);
    } else if (m.type === 'finish') {
      stopping = true;
      clearInterval(pinger);
      const stored = m.stored!;
      let incomplete = 0;
      let missingBids = 0;
      const samples: WatcherReport['samples'] = [];
      for (const w of watchers) {
        const missing: number[] = [];
        for (let s = 1; s <= stored; s++) if (!(w.seen[s >> 3] & (1 << (s & 7)))) missing.push(s);
        if (missing.length) incomplete++;
        missingBids += missing.length;
        if (missing.length && samples.length < 3) {
          samples.push({
            missing: missing.slice(0, 20),
            rejoinedAt: w.rejoinedAt,
            caughtUpTo: w.caughtUpTo,
            instance: w.instance,
          });
        }
      }
      const dropped = watchers.filter((w) => w.droppedAt);
      const back = dropped.filter((w) => w.backAt).map((w) => w.backAt - w.droppedAt);
      const rejoined = dropped.filter((w) => w.rejoinedAt).map((w) => w.rejoinedAt - w.droppedAt);
      const report: WatcherReport = {
        type: 'report',
        same: { p50: hist.same.percentile(0.5), p99: hist.same.percentile(0.99), n: hist.same.count },
        other: { p50: hist.other.percentile(0.5), p99: hist.other.percentile(0.99), n: hist.other.count },
        dropped: dropped.length,
        rejoinedWithin10s: rejoined.filter((ms) => ms <= 10_000).length,
        slowestRejoinMs: rejoined.length ? Math.max(...rejoined) : Number.NaN,
        backWithin10s: back.filter((ms) => ms <= 10_000).length,
        slowestBackMs: back.length ? Math.max(...back) : Number.NaN,
        neverBack: dropped.length - back.length,
        joinErrors,
        gapCatchUps,
        incomplete,
        missingBids,
        samples,
      };
      for (const w of watchers) w.ws?.terminate();
      process.send!(report);
    }
  });
  process.send!({ type: 'ready', open: watchers.filter((w) => w.ws?.readyState === WebSocket.OPEN).length });
}

// ------------------------------------------------------------------ the bench (main process) ----

async function tenderWithBidders(cluster: TestCluster) {
  const db = cluster.db.db;
  const first = async <T>(q: Promise<T[]>) => (await q)[0];
  const pb = await first(db.select({ id: paraBirimi.id }).from(paraBirimi).orderBy(asc(paraBirimi.id)).limit(1));
  const ob = await first(db.select({ id: olcuBirimi.id }).from(olcuBirimi).orderBy(asc(olcuBirimi.id)).limit(1));
  const ty = await first(db.select({ id: teslimatYeri.id }).from(teslimatYeri).orderBy(asc(teslimatYeri.id)).limit(1));
  const [rule] = await db
    .insert(otomatikUzatmaAyar)
    .values({ aciklama: 'Son 3 dakikada verilen teklif süreyi 3 dakika uzatır.', sonDakika: 3, uzatmaDakika: 3 })
    .returning({ id: otomatikUzatmaAyar.id });
  const now = new Date();
  const { ihaleId } = await createTender(
    db,
    { paraBirimiId: pb.id, olcuBirimiId: ob.id, teslimatYeriId: ty.id, uzatma3x3: rule.id, uzatma5x2: rule.id },
    {
      durum: 213,
      start: new Date(now.getTime() - 3_600_000),
      // Its closing minute starts with the bench: every bid from then on extends it.
      end: new Date(now.getTime() + 90_000),
      opening: OPENING,
      teminat: 100,
      ayarId: rule.id,
    },
  );
  const bidders: { kimlikNo: string; cariId: number; token: string }[] = [];
  for (let i = 0; i < BIDDERS; i++) {
    const kimlikNo = `8${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(7, '0')}`;
    const p = await createPerson(db, { kimlikNo });
    await joinTender(db, { cariId: p.cariId, ihaleId, now: new Date() });
    bidders.push({ kimlikNo, cariId: p.cariId, token: await cluster.token(kimlikNo) });
  }
  return { ihaleId, bidders };
}

async function main() {
  if (WATCHERS > 19 * BIDDERS)
    throw new Error('at most 19 watchers per bidder: the hub allows 20 connections per person');
  const started = Date.now();
  const cluster = await startTestCluster();
  let watcherProcess: ChildProcess | null = null;
  const clients: ReturnType<typeof hubClient>[] = [];
  try {
    const { ihaleId, bidders } = await tenderWithBidders(cluster);
    console.log(
      `Closing minute: tender ${ihaleId}, ${WATCHERS} watchers, ${BIDDERS} bidders (${BID_RATE} bids/s), ${PAGE_RATE} page reloads/s, ${SECONDS} s, instance ${KILLED} killed at ${KILL_AT} s; cluster ready in ${fmt((Date.now() - started) / 1000)} s`,
    );

    // The bidders: half on each instance; on a drop, through nginx as the browser does.
    const instanceOf = bidders.map((_, i) => i % 2);
    for (const [i, b] of bidders.entries()) {
      const c = hubClient(cluster.instanceUrls[instanceOf[i]], b.token, { reconnect: true, groups: [] });
      c.onreconnecting(() => {
        instanceOf[i] = -1;
        // Back through nginx: the killed instance's own address would not answer (the URL may be
        // changed only while reconnecting).
        c.baseUrl = `${cluster.nginxUrl}${HUB_PATH}`;
      });
      await c.start();
      clients.push(c);
    }
    // One client in the tender's group tells the bidders the price to beat (the maximums bid too).
    let latest = OPENING;
    const observer = hubClient(cluster.nginxUrl, bidders[0].token, { reconnect: true, groups: [ihaleId] });
    observer.on('Recive', (r: RecivePayload) => {
      latest = Math.max(latest, r.teklif);
    });
    await observer.start();
    await observer.invoke('AddToGroup', ihaleId);
    clients.push(observer);

    const config: WatcherConfig = {
      instanceUrls: cluster.instanceUrls,
      nginxUrl: cluster.nginxUrl,
      tokens: bidders.map((b) => b.token),
      ihaleId,
      count: WATCHERS,
    };
    const w = fork(__filename, [], { env: { ...process.env, BENCH_WATCHER_CONFIG: JSON.stringify(config) } });
    watcherProcess = w;
    const ready = await new Promise<{ open: number }>((r) =>
      w.on('message', (m: { type: string; open: number }) => m.type === 'ready' && r(m)),
    );
    console.log(`watchers joined: ${ready.open} of ${WATCHERS} open`);
    // After the watchers joined: the bids a maximum places at once must reach them live too.
    // Every PROXY_EVERY-th bidder holds a maximum: the portal bids for them when they are outbid.
    const proxies = bidders.filter((_, i) => i % PROXY_EVERY === PROXY_EVERY - 1);
    for (const [k, p] of proxies.entries()) {
      await fetch(`${cluster.nginxUrl}/api/v1/OtomatikTeklif`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cariId: p.cariId, ihaleId, azamiTutar: OPENING + STEP * (2000 + k * 50) }),
      });
    }

    // The load: bids in turn at BID_RATE, page reloads at PAGE_RATE, the kill at KILL_AT.
    const acked = new Set<number>();
    let refused = 0;
    let unknown = 0;
    let amount = OPENING + STEP;
    /** Each answered reload: when it was sent and how long it took. */
    const pageTimes: Array<{ sent: number; ms: number }> = [];
    let pageErrors = 0;
    /** Answers by the page cache's X-Cache (HIT, MISS, BYPASS). */
    const pageCache = new Map<string, number>();
    const pending: Promise<unknown>[] = [];
    const start = wallNow();
    const until = start + SECONDS * 1000;
    let killedAt = 0;
    let restartedMs = Number.NaN;
    const kill = (async () => {
      await sleep(KILL_AT * 1000);
      killedAt = wallNow();
      await cluster.killInstance(KILLED);
      await cluster.restartInstance(KILLED);
      restartedMs = wallNow() - killedAt;
    })();
    const bidding = (async () => {
      for (let i = 0; wallNow() < until; i++) {
        const wait = start + i * (1000 / BID_RATE) - wallNow();
        if (wait > 1) await sleep(wait);
        const k = i % bidders.length;
        const c = clients[k];
        if (c.state !== HubConnectionState.Connected) continue;
        const tutar = Math.max(amount, latest + STEP);
        amount = tutar + STEP;
        w.send({ type: 'sent', amount: tutar, at: wallNow(), instance: instanceOf[k] });
        pending.push(
          (c.invoke('Katilim', { cariId: bidders[k].cariId, ihaleId, tutar }) as Promise<TeklifSonucuPayload>).then(
            (r) => (r.resultType === 'Ok' ? acked.add(tutar) : refused++),
            // The connection went while the bid was in flight: its outcome is unknown to the bidder.
            () => unknown++,
          ),
        );
      }
    })();
    const reloading = (async () => {
      for (let i = 0; wallNow() < until; i++) {
        const wait = start + i * (1000 / PAGE_RATE) - wallNow();
        if (wait > 1) await sleep(wait);
        const b = bidders[i % bidders.length];
        const t0 = wallNow();
        pending.push(
          fetch(`${cluster.nginxUrl}/ihaleler/${ihaleId}`, { headers: { cookie: `esatis_at=${b.token}` } })
            .then(async (res) => {
              await res.arrayBuffer();
              const xCache = res.headers.get('x-cache') ?? 'none';
              pageCache.set(xCache, (pageCache.get(xCache) ?? 0) + 1);
              if (res.ok) pageTimes.push({ sent: t0, ms: wallNow() - t0 });
              else pageErrors++;
            })
            .catch(() => pageErrors++),
        );
      }
    })();
    await Promise.all([bidding, reloading, kill]);
    await Promise.all(pending);
    await sleep(DRAIN_SECONDS * 1000);

    // What the database holds: every acknowledged bid once, and the last sequence number.
    const db = cluster.db.db;
    const rows = await db
      .select({ tutar: teklif.teklifTutari, otomatik: teklif.otomatik })
      .from(teklif)
      .where(eq(teklif.ihaleId, ihaleId));
    const storedManual = new Map<number, number>();
    for (const r of rows.filter((x) => !x.otomatik)) {
      const t = Number(r.tutar);
      storedManual.set(t, (storedManual.get(t) ?? 0) + 1);
    }
    const lost = [...acked].filter((t) => !storedManual.has(t)).length;
    const twice = [...storedManual.values()].filter((n) => n > 1).length;
    const [{ last }] = await db
      .select({ last: sql<number>`coalesce(max(${teklif.siraNo}), 0)::int` })
      .from(teklif)
      .where(and(eq(teklif.ihaleId, ihaleId)));
    const memory = [0, 1].map((i) => {
      const pid = cluster.instancePid(i);
      return `instance ${i}${i === KILLED ? ' (restarted)' : ''}: ${pid ? formatMemory(processMemory(pid)) : 'not running'}`;
    });
    memory.push(`watchers' process: ${formatMemory(processMemory(w.pid!))}`);
    memory.push(`this process (bidders' clients, page load): ${formatMemory(processMemory(process.pid))}`);
    const report = await new Promise<WatcherReport>((r) => {
      w.on('message', (m: WatcherReport) => m.type === 'report' && r(m));
      w.send({ type: 'finish', stored: last });
    });

    const automatic = rows.filter((r) => r.otomatik).length;
    console.log(
      `\nbids: ${acked.size} acknowledged, ${refused} refused, ${unknown} unknown (connection lost in flight), ${automatic} placed for maximums, ${rows.length} stored`,
    );
    console.log(`acknowledged bids lost: ${lost} (target 0)`);
    console.log(`bids stored twice: ${twice} (target 0)`);
    console.log(
      `bid → watcher, watcher on the bidder's instance: p50 ${fmt(report.same.p50)} ms, p99 ${fmt(report.same.p99)} ms (${report.same.n} deliveries; target p99 < 500 ms)`,
    );
    console.log(
      `bid → watcher, watcher on the other instance:   p50 ${fmt(report.other.p50)} ms, p99 ${fmt(report.other.p99)} ms (${report.other.n} deliveries; target p99 < 500 ms)`,
    );
    // The surviving instance takes the killed one's watchers and their catch-ups at once: pages sent
    // in the 10 s after the kill are apart, so the figure says what the kill costs and what it does not.
    const pages = new Histogram();
    const awayFromKill = new Histogram();
    for (const t of pageTimes) {
      pages.add(t.ms);
      if (t.sent < killedAt || t.sent >= killedAt + 10_000) awayFromKill.add(t.ms);
    }
    console.log(
      `page /ihaleler/${ihaleId} signed in, through nginx: p50 ${fmt(pages.percentile(0.5))} ms, p95 ${fmt(pages.percentile(0.95))} ms, ${pages.count} answered (${[...pageCache].map(([k, n]) => `${n} ${k}`).join(', ')}), ${pageErrors} failed (target p95 < 300 ms); sent outside the 10 s after the kill: p95 ${fmt(awayFromKill.percentile(0.95))} ms of ${awayFromKill.count}`,
    );
    console.log(
      `kill -9 of instance ${KILLED} at ${KILL_AT} s, ready again after ${fmt(restartedMs / 1000, 1)} s: ${report.dropped} watchers dropped; in the group again within 10 s ${report.rejoinedWithin10s} (slowest ${fmt(report.slowestRejoinMs / 1000, 1)} s); caught up within 10 s ${report.backWithin10s} (slowest ${fmt(report.slowestBackMs / 1000, 1)} s); ${report.neverBack} never back (target: all back within 10 s); ${report.joinErrors} joins answered with an error and asked again; ${report.gapCatchUps} catch-ups for a gap left open a second`,
    );
    console.log(
      `every bid seen (live, or caught up after reconnecting), ${last} stored: ${WATCHERS - report.incomplete} of ${WATCHERS} watchers complete, ${report.incomplete} missing ${report.missingBids} bids in all (target: none missing)`,
    );
    const storedAt = new Map(
      (
        await db
          .select({ siraNo: teklif.siraNo, at: teklif.teklifTarihi })
          .from(teklif)
          .where(eq(teklif.ihaleId, ihaleId))
      ).map((r) => [r.siraNo, r.at.getTime()]),
    );
    const sinceKill = (t: number) => `${fmt((t - killedAt) / 1000, 2)} s`;
    for (const x of report.samples) {
      console.log(
        `  an incomplete watcher: joined again ${x.rejoinedAt ? sinceKill(x.rejoinedAt) : 'never'} after the kill, it joined with every bid up to #${x.caughtUpTo}; missing #${x.missing.map((n) => `${n} (stored ${sinceKill(storedAt.get(n) ?? Number.NaN)})`).join(', #')}`,
      );
    }
    console.log(`resident memory at the end (from /proc):\n  ${memory.join('\n  ')}`);
  } finally {
    await Promise.all(clients.map((c) => c.stop().catch(() => {})));
    watcherProcess?.kill();
    await cluster.stop();
  }
}

if (process.env.BENCH_WATCHER_CONFIG) void runWatchers(JSON.parse(process.env.BENCH_WATCHER_CONFIG) as WatcherConfig);
else
  void main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
