import { expect, test } from '@playwright/test';
import { SLIDER_AUTOPLAY_MS as AUTOPLAY_MS } from '../lib/rules/home-slider';
import { dismissNotices, expectNoSeriousAxeFindings } from './shell-support';
import { limit } from './time-limits';

test.describe('home page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissNotices(context, baseURL!);
  });

  test('shows the slider, categories, featured tenders, announcements and the intro', async ({ page, request }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle('Ana Sayfa | E-Satış İhale Portalı');

    // Slider: slides in SiraNo order, labelled controls.
    const slidesApi = (await (await request.get('/api/external-odata/AnaSayfaSliderOData?$orderby=SiraNo asc')).json())
      .value;
    expect(slidesApi.length).toBeGreaterThanOrEqual(3);
    const slider = page.getByTestId('hero-slider');
    await expect(slider.getByRole('group')).toHaveCount(slidesApi.length);
    await expect(slider.getByRole('img').first()).toHaveAttribute('alt', slidesApi[0].Aciklama);
    await expect(slider.getByRole('button', { name: 'Önceki slayt' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Sonraki slayt' })).toBeVisible();
    await expect(slider.getByRole('button', { name: /\. slayta git$/ })).toHaveCount(slidesApi.length);

    // The intro with the page's heading: e-Devlet sign-in to join and bid.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("E-Satış İhale Portalı'na hoş geldiniz");
    await expect(page.locator('#tanitim-baslik + p')).toContainText('e-Devlet');
    await expect(page.locator('#tanitim-baslik + p')).toContainText('teklif');

    // Categories: the top level of the tree, each opening the filtered list.
    const tree = (await (await request.get('/api/v1/IhaleKalemKategori?UstIhaleKalemKategoriId=1')).json()).data;
    const circles = page.getByTestId('category-circles').getByRole('link');
    await expect(circles).toHaveCount(tree.length);
    for (let i = 0; i < tree.length; i++) {
      await expect(circles.nth(i)).toHaveAttribute('href', `/ihaleler?kategori=${tree[i].id}`);
      await expect(circles.nth(i)).toHaveText(tree[i].adi);
    }

    // Featured tenders: up to three cards.
    const featured = page.getByTestId('featured-tenders');
    await expect(featured.getByRole('heading', { name: 'ÖNE ÇIKAN İHALELER' })).toBeVisible();
    const cards = featured.getByTestId('tender-card');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);

    // Announcements: up to four, never the popup one.
    const popupTitles = (
      await (await request.get('/api/external-odata/DuyuruOData?$filter=Popup eq true')).json()
    ).value.map((d: { Baslik: string }) => d.Baslik);
    const announcements = page.getByTestId('home-announcements').getByTestId('announcement-card');
    expect(await announcements.count()).toBeGreaterThan(0);
    expect(await announcements.count()).toBeLessThanOrEqual(4);
    for (const title of await announcements.getByRole('heading').allTextContents())
      expect(popupTitles).not.toContain(title);

    // No recently visited tenders in a fresh browser: the section is hidden.
    await expect(page.getByTestId('recent-tenders')).toHaveCount(0);

    await expectNoSeriousAxeFindings(page);
  });

  test('the slider moves on by itself and pauses while the pointer is on it', async ({ page }) => {
    // The page's clock is Playwright's: time passes when the test says so, so "it did not move"
    // is checked after a known three intervals, not after a sleep that a slow machine stretches.
    await page.clock.install();
    await page.goto('/');
    const slider = page.getByTestId('hero-slider');
    const current = slider.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName('1. slayta git');
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expect(current).toHaveAccessibleName('2. slayta git');

    await slider.hover();
    await expect(slider).toHaveAttribute('data-playing', 'false');
    const during = await current.getAttribute('aria-label');
    await page.clock.runFor(3 * AUTOPLAY_MS);
    await expect(current).toHaveAccessibleName(during!);

    await slider.getByRole('button', { name: 'Sonraki slayt' }).click();
    await expect(current).not.toHaveAccessibleName(during!);
  });

  test('on a phone the first screen shows the start of the page, not the slider alone', async ({ page }) => {
    // issue #36: at 375×667 the slider filled the first screen; it is lower on a phone now.
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await expect(page.getByTestId('hero-slider')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'İhaleleri İncele', exact: true })).toBeInViewport();
  });

  test('a category circle opens the tender list filtered by it', async ({ page }) => {
    await page.goto('/');
    const first = page.getByTestId('category-circles').getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`), { timeout: limit(30_000) });
  });

  test('recently visited tenders appear newest first without status or image', async ({ page }) => {
    const visits = [
      {
        id: 901,
        baslik: 'Son Gezilen Deneme A',
        baslangicTarihi: '2026-11-20T07:00:00Z',
        bitisTarihi: '2026-11-25T12:00:00Z',
      },
      {
        id: 902,
        baslik: 'Son Gezilen Deneme B',
        baslangicTarihi: '2026-11-20T07:00:00Z',
        bitisTarihi: '2026-11-25T12:00:00Z',
      },
    ];
    await page.addInitScript(
      (list) => window.localStorage.setItem('esatis:recent-tenders', JSON.stringify(list)),
      visits,
    );
    await page.goto('/');
    const section = page.getByTestId('recent-tenders');
    await expect(section.getByRole('heading', { name: 'SON GEZİLEN İHALELER' })).toBeVisible();
    const cards = section.getByTestId('tender-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading')).toHaveText(['Son Gezilen Deneme A', 'Son Gezilen Deneme B']);
    await expect(cards.first()).toContainText('20.11.2026 10:00'); // Istanbul time
    await expect(section.locator('img')).toHaveCount(0);
    await expect(section.locator('[data-status]')).toHaveCount(0);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/ihaleler/901');
  });
});
