import type { Page, Response } from '@playwright/test';
import { signInCitizen, userBox } from './auth-support';
import { expect, test } from './fixtures';
import { POPUP_COOKIE, popupIds } from './shell-support';
import { expectToast } from './toast-recorder';

/**
 * No inline script runs unless the page's own Content-Security-Policy names it (issue #11 hole 3):
 * a page Next renders names a fresh nonce, a page the anonymous cache answers names the hashes of
 * its inline scripts (docs/guides/security.md). In Chromium, on the public pages the cache serves —
 * rendered once (MISS) and then from the cache (HIT) — and on a signed-in page: the policy has no
 * 'unsafe-inline' for scripts, Chromium reports no violation, and the page is live (a button a
 * visitor presses works, which needs every bootstrap script to have run).
 */

/** Records every CSP violation Chromium reports (the listener is installed outside the page's policy). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} on ${e.documentURI}`,
      ),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...console,
  ];
}

function scriptSources(res: Response | null): string {
  const csp = res?.headers()['content-security-policy'] ?? '';
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
}

/** The cookie notice's button only works once React has hydrated the page. */
async function expectLive(page: Page) {
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
  await banner.getByRole('button', { name: 'Anladım' }).click();
  await expect(banner).toHaveCount(0);
}

test('public pages run only the scripts their policy names, rendered and from the cache', async ({
  browser,
  baseURL,
  make,
}) => {
  // A tender page of the journey's own (the list pages show whichever tenders there are).
  const { id: tenderId } = await make.tender({ baslangicDakika: -30, bitisDakika: 120 });
  // A query of its own gives each page a cache entry no other journey has filled. A bid or a
  // tender starting anywhere drops list pages from the cache, so a page is visited until it has
  // been seen both rendered (MISS) and from the cache (HIT), each checked alike.
  const run = Date.now();
  for (const path of [`/?csp=${run}`, `/ihaleler?csp=${run}`, `/ihaleler/${tenderId}?csp=${run}`]) {
    const seen = new Set<string>();
    for (let visit = 0; visit < 6 && seen.size < 2; visit++) {
      const context = await browser.newContext({ baseURL });
      // The home page's popup announcement would cover the cookie notice: marked as seen.
      const popups = (await popupIds(context, baseURL!)).join(',') || '0';
      await context.addCookies([{ name: POPUP_COOKIE, value: popups, url: baseURL }]);
      const page = await context.newPage();
      const violations = await watchViolations(page);
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const cache = res?.headers()['x-cache'] ?? '';
      expect(['MISS', 'HIT'], path).toContain(cache);
      seen.add(cache);
      const sources = scriptSources(res);
      expect(sources, `${path} ${cache}`).not.toContain('unsafe-inline');
      if (cache === 'MISS') expect(sources, path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
      else expect(sources, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
      await expectLive(page);
      expect(await violations(), `${path} ${cache}`).toEqual([]);
      await context.close();
    }
    expect([...seen].sort(), `${path}: rendered and from the cache`).toEqual(['HIT', 'MISS']);
  }
});

test('a signed-in page runs its scripts by a nonce of its own', async ({ page, make }) => {
  const violations = await watchViolations(page);
  await signInCitizen(page, await make.citizen());
  const first = await page.goto('/hesabim');
  const second = await page.goto('/hesabim');
  expect(first?.headers()['x-cache']).toBe('BYPASS');
  const [a, b] = [scriptSources(first), scriptSources(second)];
  expect(a).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(b).toMatch(/^'self' 'nonce-/);
  expect(a, 'a new nonce for every response').not.toEqual(b);
  // The user menu and the sign-out only work on a live page.
  await userBox(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Çıkış' }).click();
  await expectToast(page, 'Çıkış yapıldı.');
  expect(await violations()).toEqual([]);
});

test('shared caches may keep public pages briefly and hashed files for a year, never a personal page', async ({
  page,
  request,
  make,
}) => {
  // docs/architecture.md §1 "Page cache and shared caches" (server/http/cache-control.ts).
  const list = await request.get('/ihaleler?paylasilan=1');
  expect(list.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
  expect(list.headers().vary).toMatch(/(^|, )Cookie$/);
  const script = /\/_next\/static\/[^"]+\.js/.exec(await list.text())?.[0];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await signInCitizen(page, await make.citizen());
  const profile = await page.goto('/hesabim');
  expect(profile?.headers()['cache-control']).toBe('private, no-store');
  // A signed-in visitor is answered by the page cache like anyone (rendered once, or stored).
  const signedInList = await page.goto('/ihaleler?paylasilan=1');
  expect(['MISS', 'HIT']).toContain(signedInList?.headers()['x-cache']);
  expect(signedInList?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
});

test('a page that reads nothing of the request still runs its scripts by a nonce of its own', async ({ page }) => {
  // The staff sign-in page reads no cookie or header on the server; built ahead of time it would
  // carry no nonce, its scripts would be blocked and the page would stay empty.
  const violations = await watchViolations(page);
  const res = await page.goto('/yonetim/giris');
  expect(scriptSources(res)).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  await expect(page.getByRole('button', { name: 'e-Devlet ile Giriş' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
