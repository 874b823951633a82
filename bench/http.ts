/**
 * Benchmark of the public pages for anonymous and signed-in visitors: `node --import tsx bench/http.ts`.
 *
 * Starts the production portal (bench/lib/start-portal.ts: `scripts/start.sh` on its own port and data
 * folder) once per cache setting: `on` (the page cache), `off` (no page cache: every page is
 * rendered, with the API answers from the render-data cache) and `none` (neither: a render asks the
 * API every time, as before issue #18; ANON_PAGE_CACHE, RENDER_DATA_CACHE), and drives
 * /ihaleler and /ihaleler/{id} (a running tender found on the list page) with autocannon, as two
 * visitors: anonymous (no cookies, like a first-time visitor or a crawler) and signed in (the
 * session cookies of a citizen signed in through the dev e-Devlet stand-in, bench/lib/sign-in.ts).
 * Prints, per page, setting and visitor: requests/s, p50 and p95 latency (p95 from every response
 * time; autocannon's own summary stops at p97.5), the share of X-Cache: HIT answers, and
 * non-2xx/errors; per page the signed-in/anonymous ratio of requests/s; and the resident memory of
 * the portal's process tree (bench/lib/process-memory.ts) after start and after the runs. Prints
 * figures only.
 * Options: BENCH_CONNECTIONS (10), BENCH_SECONDS (15), BENCH_PORT (3820), BENCH_CACHE (on,off,none),
 * BENCH_IDLE_SECONDS (30: how long the portal idles after start before its memory is read again),
 * BENCH_DATABASE (pglite; `pglite,postgres` runs every setting on both: the embedded default, and a
 * fresh database on the machine's PostgreSQL, bench/lib/fresh-postgres.ts),
 * BENCH_BASE_URL (measure a running portal instead; the cache setting is then whatever it runs with),
 * BENCH_COMPARE_URL (a running portal of another build, started by hand with the same settings:
 * every row is measured on both in turns and the means' ratio printed; give one BENCH_CACHE),
 * BENCH_ROUNDS (rounds per row: 3 with BENCH_COMPARE_URL, else 1).
 */
import autocannon from 'autocannon';
import { firstTenderId } from './lib/first-tender-id';
import { percentile } from './lib/percentile';
import { formatMemory, treeMemory } from './lib/process-memory';
import { signedInCookie } from './lib/sign-in';
import { startPortal } from './lib/start-portal';
import { freshPostgresDatabase } from './lib/fresh-postgres';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3820);
/** The portal's cache settings per mode (see above). */
const CACHE_SETTINGS: Record<string, Record<string, string>> = {
  on: { ANON_PAGE_CACHE: 'on', RENDER_DATA_CACHE: 'on' },
  off: { ANON_PAGE_CACHE: 'off', RENDER_DATA_CACHE: 'on' },
  none: { ANON_PAGE_CACHE: 'off', RENDER_DATA_CACHE: 'off' },
};
const MODES = (process.env.BENCH_CACHE ?? 'on,off,none').split(',').filter((m) => m in CACHE_SETTINGS);
const DATABASES = (process.env.BENCH_DATABASE ?? 'pglite').split(',').filter((d) => d === 'pglite' || d === 'postgres');
const WARMUP_SECONDS = 3;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
/** Another build's running portal, measured in turns with this run's (same pages, same visitors). */
const COMPARE_URL = process.env.BENCH_COMPARE_URL;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (COMPARE_URL ? 3 : 1));

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  hitRatio: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a URL, with every response time and X-Cache answer recorded. */
async function measure(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Figures> {
  const times: number[] = [];
  let hits = 0;
  let answers = 0;
  const instance = autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => {
      client.on('headers', (info: { headers?: unknown[] }) => {
        const raw = info.headers ?? [];
        answers++;
        for (let i = 0; i < raw.length; i += 2) {
          if (String(raw[i]).toLowerCase() === 'x-cache' && String(raw[i + 1]) === 'HIT') hits++;
        }
      });
    },
  });
  instance.on('response', (_client, _status, _bytes, responseTime: number) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    hitRatio: answers ? hits / answers : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const rows: string[] = [];
  const memory: string[] = [];
  const runs = process.env.BENCH_BASE_URL
    ? [{ database: '', mode: 'as running' }]
    : DATABASES.flatMap((database) => MODES.map((mode) => ({ database, mode })));
  for (const run of runs) {
    const database: Record<string, string> =
      run.database === 'postgres' ? { DATABASE_URL: await freshPostgresDatabase(`esatis_bench_${PORT}`) } : {};
    const mode = DATABASES.length > 1 ? `${run.database} ${run.mode}` : run.mode;
    const portal = await startPortal(PORT, { ...(CACHE_SETTINGS[run.mode] ?? {}), ...database });
    const rss = (when: string) => {
      if (portal.pid)
        memory.push(`cache ${mode.padEnd(15)} ${when.padEnd(22)} ${formatMemory(treeMemory(portal.pid))}`);
    };
    try {
      rss('after start');
      // The first start seeds the demo data; V8 returns that garbage once the process idles a while.
      await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
      rss(`idle ${IDLE_SECONDS} s later`);
      const id = await firstTenderId(portal.baseUrl);
      // This run's portal and, with BENCH_COMPARE_URL, another build's, each with its own signed-in visitor.
      const targets = [
        { label: '', base: portal.baseUrl },
        ...(COMPARE_URL ? [{ label: 'compare', base: COMPARE_URL }] : []),
      ];
      const visitorsOf = await Promise.all(
        targets.map(async (t) => ({ anonymous: {}, 'signed in': { cookie: await signedInCookie(t.base) } })),
      );
      const paths = ['/ihaleler', `/ihaleler/${id}`];
      // Every page and visitor is warmed before any is measured: a row measured while the process was
      // still compiling its code came out slower than the rest (the first row's ratio read 1.2 to 1.5).
      for (const path of paths) {
        for (const [t, target] of targets.entries()) {
          for (const headers of Object.values(visitorsOf[t]))
            await measure(target.base + path, WARMUP_SECONDS, headers);
        }
      }
      for (const path of paths) {
        /** Mean requests/s per target and visitor over the rounds. */
        const mean = targets.map(() => new Map<string, number>());
        for (const visitor of Object.keys(visitorsOf[0]) as Array<keyof (typeof visitorsOf)[0]>) {
          // With a compare build the two are measured in turns, round by round, so a busy minute moves both.
          for (let round = 0; round < ROUNDS; round++) {
            for (const [t, target] of targets.entries()) {
              const f = await measure(target.base + path, SECONDS, visitorsOf[t][visitor]);
              mean[t].set(visitor, (mean[t].get(visitor) ?? 0) + f.rps / ROUNDS);
              const name = target.label ? `${mode} ${target.label}` : mode;
              rows.push(
                `${name.padEnd(15)} ${path.padEnd(16)} ${visitor.padEnd(10)} ${fmt(f.rps).padEnd(10)} ${fmt(f.p50).padEnd(7)} ${fmt(f.p95).padEnd(7)} ${`${fmt(f.hitRatio * 100)}%`.padEnd(8)} ${f.non2xx}/${f.errors}`,
              );
            }
          }
        }
        const ratio = (m: Map<string, number>) => fmt(m.get('signed in')! / m.get('anonymous')!, 2);
        rows.push(
          `${''.padEnd(32)} signed in / anonymous: ${ratio(mean[0])}${COMPARE_URL ? ` (compare ${ratio(mean[1])})` : ''}`,
        );
        if (COMPARE_URL) {
          const vs = (v: string) => fmt(mean[0].get(v)! / mean[1].get(v)!, 2);
          rows.push(
            `${''.padEnd(32)} this / compare, mean of ${ROUNDS}: anonymous ${vs('anonymous')}, signed in ${vs('signed in')}`,
          );
        }
      }
      rss('after the HTTP bench');
    } finally {
      await portal.stop();
    }
  }
  console.log(
    `\nPublic page requests, production build, ${CONNECTIONS} connections, ${SECONDS} s per page and visitor`,
  );
  console.log('cache: on = page cache; off = every page rendered, API answers kept; none = neither (before #18)');
  console.log('cache           page             visitor    req/s      p50 ms  p95 ms  HIT      non-2xx/errors');
  for (const r of rows) console.log(r);
  if (memory.length)
    console.log('\nResident memory of the portal (the process scripts/start.sh runs, and its children, from /proc)');
  for (const m of memory) console.log(m);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
