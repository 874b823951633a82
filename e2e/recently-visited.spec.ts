import { expect as baseExpect, test } from './fixtures';
import { quietVisitor } from './tender-support';
import { limit } from './time-limits';

// Server-rendered navigations on a busy machine can take a while; they must still arrive.
const expect = baseExpect.configure({ timeout: limit(30_000) });
test.describe.configure({ timeout: limit(240_000) });

test.beforeEach(async ({ context, request, baseURL }) => {
  await quietVisitor(context, request, baseURL!);
});

test('three tender visits show on the home page, newest first, without status or image', async ({ page, make }) => {
  // Three tenders of the journey's own: two running, one not started yet.
  const tenders = (
    await Promise.all([
      make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
      make.tender({ baslangicDakika: 60, bitisDakika: 180 }),
      make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
    ])
  ).map((t) => ({ Id: t.id, Baslik: t.baslik }));

  // A fresh browser has no recently visited section.
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'SON GEZİLEN İHALELER' })).toHaveCount(0);

  for (const t of tenders) {
    await page.goto(`/ihaleler/${t.Id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Baslik);
    // The visit is stored after hydration; wait for it before leaving the page.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('esatis:recent-tenders') ?? ''))
      .toContain(`"id":${t.Id}`);
  }
  // Visiting the first one again moves it to the front instead of listing it twice.
  await page.goto(`/ihaleler/${tenders[0].Id}`);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('esatis:recent-tenders') ?? '[]')[0]?.id))
    .toBe(tenders[0].Id);

  await page.goto('/', { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'SON GEZİLEN İHALELER' });
  await expect(section).toBeVisible();
  const titles = section.getByTestId('tender-card').getByRole('heading');
  await expect(titles).toHaveText([tenders[0].Baslik, tenders[2].Baslik, tenders[1].Baslik]);
  await expect(section.locator('[data-status]')).toHaveCount(0);
  await expect(section.locator('img')).toHaveCount(0);

  // A card leads back to its tender.
  await section.getByRole('link', { name: tenders[2].Baslik }).click();
  await expect(page).toHaveURL(new RegExp(`/ihaleler/${tenders[2].Id}$`), { timeout: limit(30_000) });
});
