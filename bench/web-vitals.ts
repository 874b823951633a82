/**
 * First-load JavaScript (gzipped), LCP and CLS of the public pages on the production build, in
 * Debian's Chromium with mobile emulation. Prints figures; asserts nothing.
 *   node --import tsx bench/web-vitals.ts            (starts its own portal on :3300)
 *   BENCH_BASE_URL=http://localhost:3000 node --import tsx bench/web-vitals.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { startPortal } from './lib/start-portal';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main() {
  const portal = await startPortal(3300);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const list = await (
      await fetch(
        `${portal.baseUrl}/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$top=1&$filter=IhaleDurumuId eq 213&$select=Id`,
      )
    ).json();
    const detailId = list.value?.[0]?.Id ?? 1;
    const pages = ['/', '/ihaleler', `/ihaleler/${detailId}`];
    console.log(
      `Runs per page: ${RUNS} (first a warm-up), mobile emulation (${devices['Pixel 7'].viewport.width}px)\n`,
    );
    console.log('page                 JS gz (KB)  LCP p50 (ms)  LCP max (ms)  CLS max');
    for (const path of pages) {
      let jsGz = 0;
      const lcps: number[] = [];
      const clss: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        const page = await context.newPage();
        const scripts = new Set<string>();
        page.on('response', (r) => {
          if (r.request().resourceType() === 'script') scripts.add(r.url());
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: number; __cls: number };
          w.__lcp = 0;
          w.__cls = 0;
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((l) => {
            for (const e of l.getEntries() as unknown as Array<{ hadRecentInput: boolean; value: number }>) {
              if (!e.hadRecentInput) w.__cls += e.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(portal.baseUrl + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const { lcp, cls } = await page.evaluate(() => {
          const w = window as unknown as { __lcp: number; __cls: number };
          return { lcp: w.__lcp, cls: w.__cls };
        });
        if (run === 0) {
          for (const url of scripts) {
            const body = await (await fetch(url)).arrayBuffer();
            jsGz += gzipSync(Buffer.from(body), { level: 9 }).length;
          }
        } else {
          lcps.push(lcp);
          clss.push(cls);
        }
        await context.close();
      }
      lcps.sort((a, b) => a - b);
      console.log(
        `${path.padEnd(20)} ${(jsGz / 1024).toFixed(1).padStart(10)}  ${lcps[Math.floor(lcps.length / 2)].toFixed(0).padStart(12)}  ${Math.max(
          ...lcps,
        )
          .toFixed(0)
          .padStart(12)}  ${Math.max(...clss)
          .toFixed(3)
          .padStart(7)}`,
      );
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
