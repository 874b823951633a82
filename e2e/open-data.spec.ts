import { expect, test } from '@playwright/test';
import { shot } from './money-support';
import { dismissNotices, expectNoSeriousAxeFindings } from './shell-support';

/**
 * Open data (docs/architecture.md §12): the /acik-veri page reached from the footer by keyboard,
 * the Atom feed announced in the /ihaleler head and served, and the OCDS packages through the
 * portal. Reads only what the seed and the server publish; changes nothing.
 */
test.describe('open data', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissNotices(context, baseURL!);
  });

  test('the footer leads to /acik-veri, which explains the data, the licence and the commands', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Hızlı Erişim' }).getByRole('link', { name: 'Açık Veri' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/acik-veri$/);
    await expect(page).toHaveTitle('Açık Veri | E-Satış İhale Portalı');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Açık Veri');

    const article = page.getByRole('article');
    for (const heading of ['Neler yayımlanıyor?', 'Lisans', 'Nasıl kullanılır?']) {
      await expect(article.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(article.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await expect(article).toContainText('links.next');
    await expect(article).toContainText('Kaydı doğrula');
    const commands = article.locator('pre');
    await expect(commands.filter({ hasText: /curl \S+\/api\/acik-veri\/ocds\/ihaleler$/ })).toHaveCount(1);
    await expect(commands.filter({ hasText: '/api/external-odata/$metadata' })).toHaveCount(1);
    await expect(commands.filter({ hasText: /\/ihaleler\/feed\.xml$/ })).toHaveCount(1);
    // The key under the portal-wide name, and under a tender's own log name (its checkpoint origin).
    await expect(commands.filter({ hasText: /\/api\/seffaflik\/anahtar$/ })).toHaveCount(1);
    await expect(commands.filter({ hasText: '/api/seffaflik/anahtar?ihale=' })).toHaveCount(1);
    await expectNoSeriousAxeFindings(page);

    // On a phone the commands wrap: nothing is wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const pre of await commands.all()) {
      expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await expectNoSeriousAxeFindings(page);
    await shot(page, 'acik-veri');
  });

  test('/ihaleler announces the Atom feed, which lists tenders with absolute links', async ({ page, request }) => {
    await page.goto('/ihaleler');
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    const href = (await alternate.getAttribute('href'))!;
    expect(new URL(href, page.url()).pathname).toBe('/ihaleler/feed.xml');

    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const links = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l).toMatch(/^https?:\/\/[^/]+\/ihaleler\/\d+$/);
    expect(xml).toMatch(/Yeni ihale: /);
    expect(xml).toMatch(/Sonuçlandı \(/);
  });

  test('the OCDS packages come through the portal, bidders by alias only', async ({ request }) => {
    const bulk = await request.get('/api/acik-veri/ocds/ihaleler');
    expect(bulk.status()).toBe(200);
    const pkg = await bulk.json();
    expect(pkg.version).toBe('1.1');
    expect(pkg.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(pkg.releases.length).toBeGreaterThan(0);
    const withBids = pkg.releases.find((r: { bids: { details: unknown[] } }) => r.bids.details.length > 0);
    expect(withBids).toBeTruthy();

    const one = await request.get(`/api/acik-veri/ocds/ihaleler/${withBids.tender.id}`);
    expect(one.status()).toBe(200);
    const [release] = (await one.json()).releases;
    expect(release.ocid).toMatch(/^ocds-[a-z0-9]{6}-\d+$/);
    expect(release.tender.participationFees[0].type).toEqual(['deposit']);
    expect(release.tender.auctions).toHaveLength(1);
    for (const bid of release.bids.details) expect(bid.tenderers[0].id).toBe(`rumuz-${bid.tenderers[0].name}`);
    expect(await one.text()).not.toMatch(/cari|kimlik|vergi/i);

    expect((await request.get('/api/acik-veri/ocds/ihaleler/999999')).status()).toBe(404);
  });
});
