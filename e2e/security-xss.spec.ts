import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { conversation } from './money-fixtures';
import { startOwnPortal } from './own-portal';
import { XSS_TITLES, type XssSeedIds } from './security-xss-seed';
import { limit } from './time-limits';

/**
 * XSS in the browser and security headers on every kind of web response (issue #7). The payloads
 * live in the database, some in what the whole site shows (the popup announcement, the KVKK page):
 * this spec seeds its own portal (e2e/security-xss-seed.ts) in a data folder of its own and starts
 * it, production build, on the next port, so no other journey sees them. The conversation is of a
 * citizen the spec makes there (its fixture routes: the portal inherits the run's key).
 * On every page: no JavaScript dialog fires, no element carries an event handler or a javascript:
 * link, and the hostile titles show literally as text.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = path.join('data', 'e2e-xss');

let server: ChildProcess | undefined;
let ids: XssSeedIds;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(limit(240_000));
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // A demo, like the portal under test: its stand-ins, its seed, and the run's fixture key.
  const env = { ...process.env, PORTAL_MODE: 'demo', DATA_DIR, PORT: String(PORT), PUBLIC_ORIGIN: ORIGIN };
  const out = execFileSync('node', ['--import', 'tsx', 'e2e/security-xss-seed.ts'], { env, encoding: 'utf8' });
  ids = JSON.parse(out.trim().split('\n').at(-1)!);
  server = startOwnPortal(env);
  await expect(async () => {
    const res = await fetch(`${ORIGIN}/api/health`);
    expect(res.status).toBe(200);
  }).toPass({ timeout: limit(180_000), intervals: [500] });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

/** Collects every JavaScript dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (d) => {
    fired.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return fired;
}

/** No element with an inline event handler, no javascript:/data: link, no injected script or SVG in the page. */
async function expectNoInjectedMarkup(page: Page) {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) problems.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
          /^\s*(javascript|data:text)/i.test(attr.value)
        )
          problems.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    // Next's flight data (self.__next_f) and the JSON-LD carry the titles as escaped string data.
    for (const s of Array.from(document.querySelectorAll('script'))) {
      const text = s.textContent ?? '';
      if (text.includes('alert(1)') && s.type !== 'application/ld+json' && !text.startsWith('self.__next_f'))
        problems.push(`script: ${text.slice(0, 80)}`);
    }
    for (const tag of ['iframe', 'object', 'embed', 'form[action^="javascript"]', 'base']) {
      if (document.querySelector(`body ${tag}`)) problems.push(tag);
    }
    return problems;
  });
  expect(found).toEqual([]);
}

/** The home page's notices (popup, cookies) are marked as seen unless a test wants the popup. */
async function dismissNotices(page: Page, popup = true) {
  await page
    .context()
    .addCookies([
      ...(popup ? [{ name: 'esatis_popup', value: String(ids.announcementId), url: ORIGIN }] : []),
      { name: 'esatis_cookie_ok', value: '1', url: ORIGIN },
    ]);
}

test('public pages render hostile HTML from the database without running it', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await dismissNotices(page, false);

  // Home: the popup announcement carries the payloads in its title and body.
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: XSS_TITLES.announcement });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('ara metin').first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  // Tender detail: the description is rendered, the title is text, the JSON-LD stays data.
  await page.goto(`/ihaleler/${ids.tenderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TITLES.tender);
  await expect(page.getByText('ara metin').first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  // The home page's tender cards, the tender list and the announcement pages show the titles as text.
  await dismissNotices(page);
  await page.goto('/');
  await expect(page.getByText(XSS_TITLES.tender).first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.goto('/ihaleler');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.goto('/duyurular');
  await expect(page.getByText(XSS_TITLES.announcement).first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.goto(`/duyurular/${ids.announcementId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TITLES.announcement);
  await expectNoInjectedMarkup(page);

  // A content page whose body is the payload list.
  await page.goto('/portal-hakkinda/kvkk-metni');
  await expect(page.getByText('ara metin').first()).toBeVisible();
  await expectNoInjectedMarkup(page);

  // Give late handlers (lazy images, hydration) a moment, then: nothing fired anywhere.
  await page.waitForLoadState('networkidle');
  expect(dialogs).toEqual([]);
});

test('text a user or the institution wrote shows literally in the conversation', async ({ page, make, request }) => {
  const dialogs = watchDialogs(page);
  await dismissNotices(page);
  const citizen = await make.citizen();
  // Her conversation: a hostile title, and an institution answer with a payload as its text.
  const own = await conversation(request, {
    cariId: citizen.cariId as number,
    baslik: XSS_TITLES.conversation,
    mesaj: 'Teminatım ne zaman çözülür?',
    kurumYaniti: XSS_TITLES.answer,
  });
  await signInCitizen(page, citizen);

  await page.goto(`/profil-iletisim?iletisim=${own.id}`);
  await expect(page.getByRole('heading', { level: 2, name: XSS_TITLES.conversation })).toBeVisible();
  const thread = page.getByRole('log', { name: 'Mesajlar' });
  await expect(thread.locator('[data-kurum="true"]').filter({ hasText: XSS_TITLES.answer })).toBeVisible();

  // Ayşe sends a payload herself: it shows as she typed it.
  const mine = '<img src=x onerror=alert(1)> <script>alert(1)</script>';
  await page.getByRole('textbox', { name: 'Mesajınız' }).fill(mine);
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(thread.getByText(mine, { exact: true })).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.waitForLoadState('networkidle');
  expect(dialogs).toEqual([]);
});

function expectSecurityHeaders(res: APIResponse, what: string, referrer = 'strict-origin-when-cross-origin') {
  const h = res.headers();
  expect(h['content-security-policy'], what).toContain("object-src 'none'");
  expect(h['content-security-policy'], what).toContain("base-uri 'none'");
  expect(h['content-security-policy'], what).toMatch(/frame-ancestors '(self|none)'/);
  expect(h['content-security-policy'], what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe(referrer);
}

test('security headers on pages, static files, 304, 404, robots.txt, sitemap.xml, media and redirects', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, 'home page');
  const asset = (await home.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset, 'a static chunk is referenced').toBeTruthy();
  const media = (
    (await (await request.get('/api/external-odata/AnaSayfaSliderOData?$top=1&$select=Url')).json()).value[0]
      .Url as string
  ).replace(/^https?:\/\/[^/]+/, '');

  const probes: Array<[string, string, number, string?]> = [
    ['tender page', `/ihaleler/${ids.tenderId}`, 200],
    ['static chunk', asset!, 200],
    ['media file', media, 200],
    ['404 page', '/boyle-bir-sayfa-yok', 404],
    ['robots.txt', '/robots.txt', 200],
    ['sitemap.xml', '/sitemap.xml', 200],
    ['trailing-slash redirect', '/ihaleler/', 308],
    ['sign-in redirect of a profile page', '/hesabim', 307],
    ['API', '/api/live', 200],
    ['API 404', '/api/yok', 404],
    ['login return page', '/callback?access_token=x', 200, 'no-referrer'],
    ['auth page', '/auth/edevlet?state=x', 400, 'no-referrer'],
  ];
  for (const [what, url, status, referrer] of probes) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), what).toBe(status);
    expectSecurityHeaders(res, what, referrer);
    const etag = res.headers().etag;
    if (etag && status === 200) {
      const again = await request.get(url, { maxRedirects: 0, headers: { 'if-none-match': etag } });
      if (again.status() === 304) expectSecurityHeaders(again, `${what} (304)`, referrer);
    }
  }
  // A static file answered 304 keeps the headers too (its ETag is stable).
  const etag = (await request.get(asset!)).headers().etag;
  const notModified = await request.get(asset!, { headers: { 'if-none-match': etag } });
  expect(notModified.status()).toBe(304);
  expectSecurityHeaders(notModified, 'static chunk 304');
});
