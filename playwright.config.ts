import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { limit } from './e2e/time-limits';

/**
 * e2e journeys in Debian's Chromium against the production build, started as a user starts it
 * (`npm start`) on its own port and a fresh data folder, so every run begins from the seed.
 * E2E_BASE_URL points the suite at an already running portal instead (for local work).
 *
 * Every journey makes its own people, companies, tenders and staff (e2e/fixtures.ts), so the
 * journeys run in any order and in parallel: E2E_WORKERS of them at once (docs/architecture.md §7).
 * The few that change or read what the whole site shows (the home slider, announcements, the portal
 * pages and contact details, the popup) run one at a time in a lane of their own, beside the others.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** Each port its own data folder and results, so two runs on one machine keep apart. */
const dataDir = `data/e2e-${port}`;
// The operator command (e2e/profile-support.ts operatorReply) reads the portal's data folder.
if (!process.env.E2E_BASE_URL) process.env.E2E_DATA_DIR ??= dataDir;
/** Journeys that change or read site-wide content: one at a time (see above). */
const SITE_CONTENT =
  /\/(home|announcements|content-pages|cookie-and-popup|backoffice-content|backoffice-files)\.spec\.ts$/;
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The recorded TCMB bulletin (e2e/tcmb-fixture-server.ts), next to the portal's port. */
const tcmbURL = `http://127.0.0.1:${port + 7}/kurlar/today.xml`;
/**
 * The key of the portal's fixture routes (e2e/fixtures.ts): made once per run in the main process
 * (the workers inherit its environment and keep it) and given to the portal it starts.
 */
process.env.E2E_FIXTURES_KEY ??= randomBytes(24).toString('hex');

export default defineConfig({
  // scripts/e2e-reverse.sh points it at the same specs linked in reverse order.
  testDir: process.env.E2E_TEST_DIR ?? './e2e',
  outputDir: `test-results/e2e-${port}`,
  // Stretched on a slower machine (e2e/time-limits.ts), like each journey's own limit.
  timeout: limit(60_000),
  expect: { timeout: limit(10_000) },
  fullyParallel: true,
  // The journeys mostly wait (for the portal, a live frame, a countdown): four at once kept this
  // 2-core machine about a quarter busy, and finished 130 journeys in 8.7 min (docs/architecture.md §7).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'America/New_York', // a zone far from Istanbul: dates must still show Istanbul time
    // A failed journey keeps its trace with DOM snapshots and the network; the screencast is left
    // out: recording it for every journey cost a quarter of the run's CPU (3 specs, 9 journeys: 269
    // → 204 CPU-seconds machine-wide, issue #34), and the failure screenshot stays (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  // The one-at-a-time lane first: its journeys then run beside the others instead of alone at the end.
  projects: [
    { name: 'site-content', testMatch: SITE_CONTENT, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: SITE_CONTENT, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node --import tsx e2e/tcmb-fixture-server.ts ${port + 7}`,
          url: tcmbURL,
          timeout: 30_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          command: [
            `rm -rf ${dataDir}`,
            // TRUST_PROXY: each journey's page speaks from an address of its own (e2e/client-address.ts).
            `PORTAL_MODE=demo PORT=${port} DATA_DIR=${dataDir} PUBLIC_ORIGIN=http://localhost:${port} TCMB_RATES_URL=${tcmbURL} TRUST_PROXY=loopback npm start`,
          ].join(' && '),
          url: `${baseURL}/api/health`,
          timeout: 240_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
