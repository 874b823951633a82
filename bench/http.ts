/**
 * Benchmark of the public pages for anonymous visitors: `node --import tsx bench/http.ts`.
 *
 * Starts the production portal (bench/lib/start-portal.ts: `npm start` on its own port and data
 * folder) once with the anonymous page cache on and once with it off (ANON_PAGE_CACHE), and
 * drives /ihaleler and /ihaleler/{id} (a running tender found on the list page) with autocannon:
 * no cookies, like a first-time visitor or a crawler. Prints, per page and setting: requests/s,
 * p50 and p95 latency (p95 from every response time; autocannon's own summary stops at p97.5),
 * the share of X-Cache: HIT answers, and non-2xx/errors. Prints figures only.
 * Options: BENCH_CONNECTIONS (10), BENCH_SECONDS (15), BENCH_PORT (3820), BENCH_CACHE (on,off),
 * BENCH_BASE_URL (measure a running portal instead; the cache setting is then whatever it runs with).
 */
import autocannon from 'autocannon';
import { percentile } from './lib/percentile';
import { startPortal } from './lib/start-portal';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3820);
const MODES = (process.env.BENCH_CACHE ?? 'on,off').split(',').filter((m) => m === 'on' || m === 'off');
const WARMUP_SECONDS = 3;

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  hitRatio: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a URL, with every response time and X-Cache answer recorded. */
async function measure(url: string, seconds: number): Promise<Figures> {
  const times: number[] = [];
  let hits = 0;
  let answers = 0;
  const instance = autocannon({
    url,
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

async function firstTenderId(baseUrl: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}/ihaleler`)).text();
  const m = /href="\/ihaleler\/(\d+)"/.exec(html);
  if (!m) throw new Error('no tender link on /ihaleler');
  return Number(m[1]);
}

async function main() {
  const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  const rows: string[] = [];
  for (const mode of process.env.BENCH_BASE_URL ? ['as running'] : MODES) {
    const portal = await startPortal(PORT, mode === 'as running' ? {} : { ANON_PAGE_CACHE: mode });
    try {
      const id = await firstTenderId(portal.baseUrl);
      for (const path of ['/ihaleler', `/ihaleler/${id}`]) {
        await measure(portal.baseUrl + path, WARMUP_SECONDS);
        const f = await measure(portal.baseUrl + path, SECONDS);
        rows.push(
          `${mode.padEnd(11)} ${path.padEnd(16)} ${fmt(f.rps).padEnd(10)} ${fmt(f.p50).padEnd(7)} ${fmt(f.p95).padEnd(7)} ${`${fmt(f.hitRatio * 100)}%`.padEnd(8)} ${f.non2xx}/${f.errors}`,
        );
      }
    } finally {
      await portal.stop();
    }
  }
  console.log(`\nAnonymous page requests, production build, ${CONNECTIONS} connections, ${SECONDS} s per page`);
  console.log('cache       page             req/s      p50 ms  p95 ms  HIT      non-2xx/errors');
  for (const r of rows) console.log(r);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
