/**
 * Lighthouse (mobile defaults: a mid-range phone, simulated slow 4G and 4× CPU slowdown; the
 * performance category only) on the public pages of the production build: `npm run bench:lighthouse`.
 *
 * Starts the production portal (bench/lib/start-portal.ts), takes a running tender from the list
 * (bench/lib/first-tender-id.ts) and runs Lighthouse in Debian's Chromium (headless, no sandbox)
 * against /, /ihaleler and /ihaleler/{id}. Prints per page the median over the runs of: the
 * performance score, total blocking time, largest and first contentful paint, cumulative layout
 * shift, the script bytes transferred during the whole load (compressed, as on the wire; chunks
 * loaded after hydration included) and the first-load JS (the transfer size of the scripts the
 * page's HTML names, what the phone must fetch and run before the page is interactive); then the
 * main-thread time by kind (script evaluation, style and layout) that drives TBT, and Lighthouse's
 * benchmark index (lower = a busier machine: compare figures of one run only). Issue #18 targets:
 * score ≥ 95, TBT < 150 ms, LCP < 2.0 s, first-load JS < 150 KB. Prints figures only.
 * Options: BENCH_PORT (3860), BENCH_RUNS (3: the median of N runs per page), BENCH_BASE_URL (measure
 * a running portal instead), BENCH_COMPARE_URL (more running portals, comma-separated, say a build of
 * the commit before, measured in turns with the first, run by run and page by page, so both see the same load
 * on the machine: on a busy machine TBT and LCP move by ±50 % between runs), CHROMIUM_PATH
 * (/usr/bin/chromium). The HTML column is the document's transfer size.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { firstTenderId } from './lib/first-tender-id';
import { percentileOf } from './lib/percentile';
import { startPortal } from './lib/start-portal';

const PORT = Number(process.env.BENCH_PORT ?? 3860);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Lighthouse runs as its own CLI under plain Node, not imported here: tsx compiles with esbuild's
 * keepNames, whose `__name(…)` calls end up in the functions Lighthouse sends into the page, where
 * they fail ("__name is not defined").
 */
const LIGHTHOUSE_CLI = resolve('node_modules/lighthouse/cli/index.js');
const run = promisify(execFile);

interface Figures {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  scriptBytes: number;
  firstLoadJs: number;
  html: number;
  scriptEvaluation: number;
  styleLayout: number;
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * The absolute URLs of the `<script src>` the page's HTML names: Next's first-load chunks (the
 * `noModule` polyfills excepted: a current browser never fetches them).
 */
async function htmlScripts(url: string): Promise<Set<string>> {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const srcs = tags.flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []).map((src) => new URL(src, url).href);
  return new Set(srcs);
}

/**
 * One Lighthouse run. A run whose trace came out broken (a runtime error such as NO_NAVSTART,
 * which Lighthouse itself says to retry; more frequent on a busy machine) is tried again, twice.
 */
async function lighthouseRun(url: string, port: number, tries = 3): Promise<Result> {
  // A file, not stdout: on a runtime error the CLI exits before a large stdout is flushed.
  const report = join(mkdtempSync(join(tmpdir(), 'bench-lighthouse-')), 'report.json');
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    '--no-enable-error-reporting',
  ];
  try {
    for (let attempt = 1; ; attempt++) {
      rmSync(report, { force: true });
      // The CLI exits non-zero on a runtime error but still writes the report naming it.
      await run(process.execPath, args).catch(() => undefined);
      const lhr = readReport(report);
      if (lhr && !lhr.runtimeError) return lhr;
      const why = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no report';
      if (attempt >= tries) throw new Error(`Lighthouse on ${url}: ${why}`);
      console.error(`Lighthouse on ${url}: ${why}; trying again`);
    }
  } finally {
    rmSync(dirname(report), { recursive: true, force: true });
  }
}

function readReport(path: string): Result | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Result;
  } catch {
    return undefined;
  }
}

async function audit(url: string, port: number): Promise<Figures> {
  const firstLoad = await htmlScripts(url);
  const lhr = await lighthouseRun(url, port);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = network.filter((r) => r.resourceType === 'Script');
  const breakdown =
    (lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ group: string; duration: number }> })
      ?.items ?? [];
  const group = (name: string) => breakdown.find((g) => g.group === name)?.duration ?? 0;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    firstLoadJs: scripts.filter((r) => firstLoad.has(r.url)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    html: network.find((r) => r.resourceType === 'Document')?.transferSize ?? Number.NaN,
    scriptEvaluation: group('scriptEvaluation'),
    styleLayout: group('styleLayout'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Each figure's median over the runs (a run's figures are not kept together: one slow run moves no row). */
function median(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]) as Array<keyof Figures>;
  return Object.fromEntries(
    keys.map((k) => [
      k,
      percentileOf(
        runs.map((r) => r[k]),
        0.5,
      ),
    ]),
  ) as unknown as Figures;
}

async function main() {
  const portal = await startPortal(PORT);
  const targets = [portal.baseUrl, ...(process.env.BENCH_COMPARE_URL ?? '').split(',').filter(Boolean)];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = targets.map(() => [] as Array<[string, Figures]>);
  try {
    const id = await firstTenderId(portal.baseUrl);
    for (const path of ['/', '/ihaleler', `/ihaleler/${id}`]) {
      // The page cache's first render is not what a visitor gets.
      for (const base of targets) await fetch(base + path);
      const runs = targets.map(() => [] as Figures[]);
      for (let i = 0; i < RUNS; i++) {
        for (const [t, base] of targets.entries()) runs[t].push(await audit(base + path, chrome.port));
      }
      for (const t of targets.keys()) rows[t].push([path, median(runs[t])]);
    }
  } finally {
    chrome.kill();
    await portal.stop();
  }
  for (const [t, base] of targets.entries()) printTable(base, rows[t]);
  process.exit(0);
}

function printTable(base: string, rows: Array<[string, Figures]>) {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const ms = (n: number) => n.toFixed(0);
  console.log(`\nLighthouse (mobile, performance) on ${base}, median of ${RUNS} run(s) per page`);
  console.log(
    'page              score  TBT ms  LCP ms  FCP ms  CLS    HTML KB  JS all KB  first-load JS KB  script eval ms  style/layout ms  bench idx',
  );
  for (const [path, f] of rows) {
    console.log(
      [
        path.padEnd(16),
        f.score.toFixed(0).padStart(6),
        ms(f.tbt).padStart(7),
        ms(f.lcp).padStart(7),
        ms(f.fcp).padStart(7),
        f.cls.toFixed(3).padStart(6),
        kb(f.html).padStart(8),
        kb(f.scriptBytes).padStart(10),
        kb(f.firstLoadJs).padStart(17),
        ms(f.scriptEvaluation).padStart(15),
        ms(f.styleLayout).padStart(16),
        f.benchmarkIndex.toFixed(0).padStart(10),
      ].join(' '),
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
