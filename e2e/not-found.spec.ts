import { expect, test } from './fixtures';
import { dismissNotices, expectNoSeriousAxeFindings } from './shell-support';
import { signInAsStaff } from './staff-support';

test('an unknown path answers 404 with the not-found page and a way home', async ({ page, context, baseURL }) => {
  await dismissNotices(context, baseURL!);
  const res = await page.goto('/boyle-bir-sayfa-yok');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız sayfa bulunamadı.');
  await expect(page).toHaveTitle('Sayfa Bulunamadı | E-Satış İhale Portalı');
  // The page keeps the portal frame, exactly once.
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expectNoSeriousAxeFindings(page);

  await page.getByRole('link', { name: 'Ana Sayfaya Git' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('hero-slider')).toBeVisible();
});

test('an unknown announcement is a 404 that says so, with the way back to the announcements', async ({ page }) => {
  const res = await page.goto('/duyurular/99999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duyuru bulunamadı.');
  await expect(page).toHaveTitle('Duyuru bulunamadı | E-Satış İhale Portalı');
  await page.getByRole('link', { name: 'Duyurulara Dön' }).click();
  await expect(page).toHaveURL(/\/duyurular$/);
});

test('a deeper unknown path is a 404 too', async ({ request }) => {
  const res = await request.get('/portal-hakkinda/olmayan/sayfa');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Aradığınız sayfa bulunamadı.');
});

test('a back-office address with an unknown tender shows the not-found page inside the staff frame', async ({
  page,
  make,
}) => {
  const burak = await make.staff({ roller: ['ihale'] });
  await signInAsStaff(page, burak);
  await page.goto('/yonetim/ihaleler/olmayan-ihale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız sayfa bulunamadı.');
  // The staff frame (its banner names who is signed in), not the public one.
  await expect(page.getByRole('banner')).toContainText(burak.adSoyad);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  // Its way back leads to the panel, not to the public home page.
  await page.getByRole('link', { name: 'Ana Sayfaya Git' }).click();
  await expect(page).toHaveURL(/\/yonetim$/);
});
