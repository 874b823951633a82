import { expect as baseExpect, type Page, test } from '@playwright/test';
import { formatDateTime } from '../lib/format/date';
import { parseMoney } from './money-text';
import { findTenders, priceText, quietVisitor, richRunningTender } from './tender-support';
import { seriousAxeFindings } from './axe';
import { limit } from './time-limits';

// Server-rendered navigations on a busy machine can take a while; they must still arrive.
const expect = baseExpect.configure({ timeout: limit(30_000) });
test.describe.configure({ timeout: limit(240_000) });

test.beforeEach(async ({ context, request, baseURL }) => {
  await quietVisitor(context, request, baseURL!);
});

const resultCount = async (page: Page) => {
  const text = await page.getByText(/Aramanızda \d+ ilan bulundu/).textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
};
const searchButton = (page: Page) =>
  page.getByRole('search', { name: 'İhale ara' }).getByRole('button', { name: 'Ara', exact: true });
const cards = (page: Page) => page.getByTestId('tender-card');
/** Each card's price in TL (the "≈ … TL" line of EUR/USD cards): what the price sorts order by. */
const cardPrices = async (page: Page) =>
  Promise.all(
    (await page.getByTestId('tender-card').all()).map(async (card) => {
      const tl = card.getByTestId('tl-equivalent');
      if ((await tl.count()) > 0) return parseMoney(((await tl.textContent()) ?? '').split(' TL')[0]);
      return parseMoney((await card.getByTestId('tender-card-price').textContent()) ?? '');
    }),
  );

test('home → category → list → filter, sort and paginate → detail → gallery → tag → list', async ({ page }) => {
  // Home: a category circle leads to the list narrowed to that category.
  // networkidle: the click must reach a hydrated link, not a page still hydrating.
  await page.goto('/', { waitUntil: 'networkidle' });
  const circle = page.locator('a[href^="/ihaleler?kategori="]').first();
  await expect(circle).toBeVisible();
  await circle.click();
  await expect(page).toHaveURL(/\/ihaleler\?kategori=\d+/, { timeout: limit(30_000) });
  await expect(page.getByRole('link', { name: /^Kategori: .+ filtresini kaldır$/ })).toBeVisible();
  const inCategory = await resultCount(page);

  // 'Filtreleri Temizle' shows everything again; a category never has more than all.
  await page.getByRole('link', { name: 'Filtreleri Temizle' }).click();
  await expect(page).toHaveURL(/\/ihaleler$/);
  const all = await resultCount(page);
  expect(all).toBeGreaterThanOrEqual(inCategory);
  expect(all).toBeGreaterThan(10);
  await expect(cards(page)).toHaveCount(10);

  // Characters other than digits, dot and comma cannot be typed into number fields.
  const tenderNo = page.getByLabel('İhale No');
  await tenderNo.pressSequentially('ab1x2.,3');
  await expect(tenderNo).toHaveValue('12.,3');
  await tenderNo.fill('');

  // Status filter: only running tenders remain.
  await page.getByLabel('Durum').selectOption({ label: 'Devam Ediyor' });
  await searchButton(page).click();
  await expect(page).toHaveURL(/durum=213/);
  const running = await resultCount(page);
  expect(running).toBeGreaterThan(0);
  expect(running).toBeLessThan(all);
  for (const chip of await page.locator('[data-testid=tender-card] [data-status]').all()) {
    await expect(chip).toHaveText('Devam Ediyor');
  }

  // Back to all statuses, sorted by price, highest first.
  await page.getByLabel('Durum').selectOption({ label: 'Tümü' });
  await searchButton(page).click();
  await expect(page).not.toHaveURL(/durum=/);
  await page.getByLabel('Sıralama').selectOption({ label: 'Fiyat (Azalan)' });
  await expect(page).toHaveURL(/siralama=fiyat-azalan/);
  await expect(cards(page)).toHaveCount(10);
  const page1 = await cardPrices(page);
  expect(page1).toEqual([...page1].sort((a, b) => b - a));

  // Page 2 continues the order; the back button returns to page 1.
  await page.getByRole('link', { name: '2. sayfaya git' }).click();
  await expect(page).toHaveURL(/sayfa=2/);
  await expect(page.getByRole('link', { name: '2. sayfa', exact: true })).toHaveAttribute('aria-current', 'page');
  const page2 = await cardPrices(page);
  expect(page2.length).toBeGreaterThan(0);
  expect(Math.max(...page2)).toBeLessThanOrEqual(Math.min(...page1));
  await page.goBack();
  await expect(page).not.toHaveURL(/sayfa=2/);
  await expect.poll(() => cardPrices(page)).toEqual(page1);

  // A sort change from page 2 starts at page 1 again.
  await page.goForward();
  await expect(page).toHaveURL(/sayfa=2/);
  await page.getByLabel('Sıralama').selectOption({ label: 'Fiyat (Artan)' });
  await expect(page).toHaveURL(/siralama=fiyat-artan/);
  await expect(page).not.toHaveURL(/sayfa=/);
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // Detail: the first card's tender.
  const firstCard = cards(page).first();
  const title = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/ihaleler\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
  await expect(crumbs).toContainText('Ana Sayfa');
  await expect(crumbs).toContainText('İhaleler');
  await expect(crumbs).toContainText('İhale Detay');
});

test('detail: gallery modal, bids highest first, countdown, tag back to the list', async ({ page, request }) => {
  const t = await richRunningTender(request);
  await page.goto(`/ihaleler/${t.Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Baslik);

  // Dates in Istanbul time although this browser runs in New York.
  await expect(page.getByTestId('tender-info')).toContainText(formatDateTime(t.BaslangicTarihi));
  await expect(page.getByTestId('price-box')).toContainText(priceText(t));

  // Counting down to the end of a running tender.
  await expect(page.getByTestId('tender-countdown')).toContainText('Bitmesine Kalan Süre');

  // Bids: highest first, one 66 px row each.
  const amounts = (await page.getByTestId('bid-amount').allTextContents()).map(parseMoney);
  expect(amounts.length).toBeGreaterThan(1);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  expect(amounts[0]).toBe(Math.max(...(t.Teklifler ?? []).map((b) => b.TeklifTutari)));
  expect((await page.getByTestId('bid-row').first().boundingBox())?.height).toBe(66);

  // Carousel with thumbnails; the slides out of view are inert, and a click opens 'İhale Görselleri'.
  const inView = page.locator('[aria-roledescription="slide"]:not([inert])');
  await expect(inView).toHaveCount(1);
  await expect(inView).toHaveAttribute('aria-label', /^1 \//);
  await page.getByRole('button', { name: '2. görseli göster' }).click();
  await expect(inView).toHaveAttribute('aria-label', /^2 \//);
  await inView.getByRole('button', { name: /^Görseli büyüt/ }).click();
  const modal = page.getByRole('dialog', { name: 'İhale Görselleri' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/^.*2 \/ \d+/);
  await modal.getByRole('button', { name: 'Sonraki görsel' }).click();
  await expect(modal).toContainText(/3 \/ \d+/);
  await modal.getByRole('button', { name: 'Kapat' }).click();
  await expect(modal).toBeHidden();

  // A tag leads to the list filtered by it; this tender is among the results.
  const tag = t.IhaleEtiketleri![0].Etiket!.Adi;
  await page.getByRole('link', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(`/ihaleler?etiket=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('link', { name: `Etiket: ${tag} filtresini kaldır` })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test('an ended tender says the time is over; an unknown one is a 404 with a way back', async ({ page, request }) => {
  const [ended] = await findTenders(request, 'IhaleDurumuId eq 215');
  await page.goto(`/ihaleler/${ended.Id}`);
  await expect(page.getByTestId('tender-countdown')).toContainText('Süre sona erdi.');

  for (const bad of ['99999999', 'abc', "1'or'1"]) {
    const res = await page.goto(`/ihaleler/${bad}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('İhale bulunamadı.')).toBeVisible();
    await expect(page).toHaveTitle('İhale bulunamadı | E-Satış İhale Portalı');
  }
  await page.getByRole('link', { name: 'İhalelere Dön' }).click();
  await expect(page).toHaveURL(/\/ihaleler$/);
});

test('an empty result says so; bad hand-written parameters do not break the list', async ({ page }) => {
  await page.goto('/ihaleler?baslik=zzzzqqqq');
  await expect(page.getByText('Aradığınız filtrelere uygun sonuç bulunamadı.')).toBeVisible();
  expect(await resultCount(page)).toBe(0);

  const res = await page.goto("/ihaleler?sayfa=-3&durum=999&minFiyat=abc&siralama=x'--");
  expect(res?.status()).toBe(200);
  await expect(page.getByText('geçersiz olduğu için dikkate alınmadı')).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
});

test('the detail is rendered on the server: title and price without JavaScript', async ({ request }) => {
  const t = await richRunningTender(request);
  const res = await request.get(`/ihaleler/${t.Id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(t.Baslik.replace(/&/g, '&amp;'));
  expect(html).toContain(priceText(t));
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', name: t.Baslik, offers: { priceCurrency: 'TRY' } });
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/ihaleler/${t.Id}"`));
});

test('the filter panel works without JavaScript (plain GET form)', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await quietVisitor(context, request, baseURL!);
  const page = await context.newPage();
  const t = await richRunningTender(request);
  await page.goto('/ihaleler');
  await page.getByLabel('İhale No').fill(String(t.Id));
  await searchButton(page).click();
  await expect(page).toHaveURL(new RegExp(`ihaleNo=${t.Id}`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText(t.Baslik);
  await context.close();
});

test('on a phone the filters fold behind Filtrele', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ihaleler');
  const toggle = page.getByRole('button', { name: /^Filtrele/ });
  await expect(page.getByLabel('İhale No')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Başlık').fill('zzzzqqqq');
  await searchButton(page).click();
  await expect(page).toHaveURL(/baslik=zzzzqqqq/);
  await expect(page.getByText('Aradığınız filtrelere uygun sonuç bulunamadı.')).toBeVisible();
});

test('list and detail have no serious or critical accessibility violations', async ({ page, request }) => {
  await page.goto('/ihaleler');
  await expect(cards(page).first()).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const t = await richRunningTender(request);
  await page.goto(`/ihaleler/${t.Id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ihaleler');
  await page.getByRole('button', { name: /^Filtrele/ }).click();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
