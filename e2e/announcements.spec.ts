import { expect, test } from '@playwright/test';
import { dismissNotices, expectNoSeriousAxeFindings, isoDayFromDisplay } from './shell-support';

test.describe('announcements', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissNotices(context, baseURL!);
  });

  test('the list pages through announcements, newest first, with the page in the URL', async ({ page, request }) => {
    const api = await (await request.get('/api/external-odata/DuyuruOData?$count=true&$top=1')).json();
    const total: number = api['@odata.count'];
    expect(total).toBeGreaterThan(10);

    await page.goto('/duyurular');
    await expect(page).toHaveTitle('Duyurular | E-Satış İhale Portalı');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duyurular');
    const rows = page.getByTestId('announcement-list').getByRole('listitem');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(`${total} duyuru bulundu.`)).toBeVisible();

    const dates = (await rows.locator('time').allTextContents()).map(isoDayFromDisplay);
    expect([...dates].sort().reverse()).toEqual(dates);
    const firstPageTitles = await rows.getByRole('heading').allTextContents();

    await page.getByRole('navigation', { name: 'Duyuru sayfaları' }).getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/\/duyurular\?sayfa=2$/);
    await expect(rows).toHaveCount(Math.min(10, total - 10));
    const secondPageTitles = await rows.getByRole('heading').allTextContents();
    expect(secondPageTitles.some((t) => firstPageTitles.includes(t))).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(/\/duyurular$/);
    await expect(rows.getByRole('heading').first()).toHaveText(firstPageTitles[0]);
    await expectNoSeriousAxeFindings(page);
  });

  test('filters by title and date range; Filtrele is enabled only after a change', async ({ page }) => {
    await page.goto('/duyurular');
    const filter = page.getByRole('button', { name: 'Filtrele' });
    await expect(filter).toBeDisabled();
    const title = page.getByLabel('Başlık');
    await expect(title).toHaveAttribute('maxlength', '250');
    // Typing before the page is interactive would be lost: type until the form reacts.
    await expect(async () => {
      await title.fill('x');
      await expect(filter).toBeEnabled({ timeout: 500 });
    }).toPass();
    await title.fill('');
    await expect(filter).toBeDisabled();

    // A word from the newest title finds it again, whatever the letter case.
    const rows = page.getByTestId('announcement-list').getByRole('listitem');
    const firstTitle = (await rows.getByRole('heading').first().textContent())!;
    const word = firstTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    await title.fill(word.toLocaleUpperCase('tr-TR'));
    await expect(filter).toBeEnabled();
    await title.fill('');
    await expect(filter).toBeDisabled();
    await title.fill(word.toLocaleUpperCase('tr-TR'));
    await filter.click();
    await expect(page).toHaveURL(/baslik=/);
    await expect(rows.getByRole('heading', { name: firstTitle })).toBeVisible();
    for (const t of await rows.getByRole('heading').allTextContents()) {
      expect(t.toLocaleLowerCase('tr-TR')).toContain(word.toLocaleLowerCase('tr-TR'));
    }
    await expect(filter).toBeDisabled();

    // A date range of one day shows only that day's announcements.
    await page.goto('/duyurular');
    const day = isoDayFromDisplay((await rows.locator('time').first().textContent())!);
    // The fields read DD.MM.YYYY whatever the browser's locale; the address keeps YYYY-MM-DD.
    const typed = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    await expect(async () => {
      await page.getByLabel('Başlangıç Tarihi').fill(typed);
      await expect(filter).toBeEnabled({ timeout: 500 });
    }).toPass();
    await page.getByLabel('Bitiş Tarihi').fill(typed);
    await filter.click();
    await expect(page).toHaveURL(new RegExp(`baslangic=${day}&bitis=${day}`));
    const days = (await rows.locator('time').allTextContents()).map(isoDayFromDisplay);
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days)).toEqual(new Set([day]));

    // Nothing matches: the empty text.
    await page.goto('/duyurular?baslik=xqzxqzxqz');
    await expect(page.getByText('Sonuç bulunamadı.')).toBeVisible();
    await page.getByRole('button', { name: 'Temizle' }).click();
    await expect(page).toHaveURL(/\/duyurular$/);
    await expect(rows).toHaveCount(10);
  });

  test('the detail shows date, title and content; bad ids go back to the list or 404', async ({ page }) => {
    await page.goto('/duyurular');
    const first = page.getByTestId('announcement-list').getByRole('listitem').first();
    const title = (await first.getByRole('heading').textContent())!;
    const date = (await first.locator('time').textContent())!;
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/duyurular\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('article').locator('time')).toHaveText(date);
    await expect(page).toHaveTitle(`${title} | E-Satış İhale Portalı`);
    // Metadata of a fresh load (a client-side navigation may keep the list's tags around).
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${new URL(page.url()).pathname}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Duyuru Detay');
    await expect(page.getByRole('link', { name: 'Duyurular', exact: true }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxeFindings(page);

    await page.goto('/duyurular/abc');
    await expect(page).toHaveURL(/\/duyurular$/);

    const missing = await page.goto('/duyurular/2147480000');
    expect(missing?.status()).toBe(404);
    // Says what was not found, as an unknown tender does (issue #36).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duyuru bulunamadı.');
    await expect(page.locator('header')).toHaveCount(1);
  });
});
