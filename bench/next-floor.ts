/**
 * The framework's floor for the public pages: `npm run bench:floor`.
 *
 * How fast can Next itself serve these pages on this machine? The bench captures the server HTML of
 * /, /ihaleler and /ihaleler/{id} from the production portal (Chromium with scripts off, so the
 * markup is the server's), builds a bare Next app (bench/next-floor/: the same Next, React and
 * React DOM versions, installed into a temporary folder from the npm cache) that renders each page's
 * markup as plain server elements, per request, with the portal's stylesheets, fonts and pictures and
 * nothing else of ours: no data, no client component, no CSP, no page cache. Then it measures the
 * portal (page cache off: every page rendered) and the floor in turns on the same minutes and
 * prints requests/s, p50 and p97.5 of each and the portal/floor ratio per round, so a busy machine
 * moves both. With BENCH_LIGHTHOUSE=on it also runs bench/lighthouse.ts with the floor as
 * BENCH_COMPARE_URL: the LCP, TBT and first-load JS of Next's app router with this markup alone.
 * Prints figures only (docs/architecture.md §1 "Render-data cache" and §3 "Light on a phone").
 * Options: BENCH_SECONDS (6), BENCH_ROUNDS (4), BENCH_CONNECTIONS (10), BENCH_PORT (3830),
 * BENCH_FLOOR_PORT (3831), BENCH_LIGHTHOUSE (off).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { firstTenderId } from './lib/first-tender-id';
import { startPortal } from './lib/start-portal';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3830);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3831);
const CHROMIUM = '/usr/bin/chromium';

type Captured = string | [string, Record<string, unknown>, Captured[]];

/** The body of a page as the server sent it, as [tag, React props, children], its stylesheets first. */
async function capture(url: string): Promise<Captured[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(url);
    return (await page.evaluate(readFileSync('bench/next-floor/capture-page.js', 'utf8'))) as Captured[];
  } finally {
    await browser.close();
  }
}

/**
 * The bare app in a temporary folder: the fixture, the portal's versions from the npm cache, its public
 * files. Not built in place: inside the repository Turbopack takes the workspace root for the app's and
 * compiled the portal's middleware.ts and instrumentation.ts into it.
 */
function buildFloor(pages: Record<string, Captured[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'next-floor-'));
  const require = createRequire(resolve('package.json'));
  const version = (p: string) => (require(`${p}/package.json`) as { version: string }).version;
  const dependencies = Object.fromEntries(['next', 'react', 'react-dom'].map((p) => [p, version(p)]));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'next-floor', private: true, dependencies }));
  cpSync('bench/next-floor', dir, { recursive: true });
  // The portal's public files (logos, demo pictures) and, under /_portal, its built stylesheets and fonts.
  cpSync('public', join(dir, 'public'), { recursive: true });
  mkdirSync(join(dir, 'public/_portal/chunks'), { recursive: true });
  cpSync('.next/static/media', join(dir, 'public/_portal/media'), { recursive: true });
  for (const f of readdirSync('.next/static/chunks').filter((f) => f.endsWith('.css'))) {
    cpSync(join('.next/static/chunks', f), join(dir, 'public/_portal/chunks', f));
  }
  mkdirSync(join(dir, 'pages-captured'));
  for (const [name, tree] of Object.entries(pages)) {
    writeFileSync(join(dir, 'pages-captured', `${name}.json`), JSON.stringify(tree));
  }
  const quiet = { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] };
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], quiet);
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    ...quiet,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

async function startFloor(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(FLOOR_PORT)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', FLOOR_PAGES: join(dir, 'pages-captured') },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (
      await fetch(`http://localhost:${FLOOR_PORT}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the floor app did not start');
}

async function measure(url: string, seconds: number) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p975: r.latency.p97_5, bad: r.non2xx + r.errors };
}

const fmt = (x: number, d = 1) => x.toFixed(d);

async function main() {
  const portal = await startPortal(PORT, { ANON_PAGE_CACHE: 'off' });
  let floor: ChildProcess | undefined;
  let dir: string | undefined;
  try {
    const id = await firstTenderId(portal.baseUrl);
    const paths = { home: '/', list: '/ihaleler', detail: `/ihaleler/${id}` };
    const pages: Record<string, Captured[]> = {};
    for (const [name, path] of Object.entries(paths)) pages[name] = await capture(portal.baseUrl + path);
    dir = buildFloor(pages);
    floor = await startFloor(dir);
    const floorUrl = `http://localhost:${FLOOR_PORT}`;

    console.log(`\nUncached renders: the portal (page cache off) and the bare Next app with the same markup, in turns`);
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds per page`);
    console.log(
      'page             round  portal req/s  p50 ms  p97.5 ms   floor req/s  p50 ms  p97.5 ms   portal/floor',
    );
    for (const path of [paths.home, paths.list, paths.detail]) {
      for (const base of [portal.baseUrl, floorUrl]) await measure(base + path, 3);
      const ratios: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const p = await measure(portal.baseUrl + path, SECONDS);
        const f = await measure(floorUrl + path, SECONDS);
        ratios.push(p.rps / f.rps);
        const bad = p.bad + f.bad > 0 ? `   non-2xx/errors ${p.bad}/${f.bad}` : '';
        console.log(
          `${path.padEnd(17)}${String(round).padEnd(7)}${fmt(p.rps).padEnd(14)}${String(p.p50).padEnd(8)}${String(p.p975).padEnd(11)}` +
            `${fmt(f.rps).padEnd(14)}${String(f.p50).padEnd(8)}${String(f.p975).padEnd(11)}${fmt(p.rps / f.rps, 2)}${bad}`,
        );
      }
      console.log(`${''.padEnd(17)}mean portal/floor ${fmt(ratios.reduce((a, b) => a + b, 0) / ratios.length, 2)}`);
    }

    if (process.env.BENCH_LIGHTHOUSE === 'on') {
      console.log(`\nLighthouse: the portal, then the floor (${floorUrl}) as BENCH_COMPARE_URL`);
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/lighthouse.ts'], {
        stdio: 'inherit',
        env: { ...process.env, BENCH_COMPARE_URL: floorUrl },
      });
    }
  } finally {
    if (floor?.pid) process.kill(-floor.pid, 'SIGTERM');
    await portal.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
