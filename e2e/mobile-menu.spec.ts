import { expect, test } from '@playwright/test';
import { dismissNotices, expectNoSeriousAxeFindings } from './shell-support';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('the hamburger opens a full-screen menu with every entry and a close button', async ({
  page,
  context,
  baseURL,
}) => {
  await dismissNotices(context, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
  const open = page.getByRole('button', { name: 'Menüyü aç' });
  await expect(open).toBeVisible();
  // Nothing sticks out sideways at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await open.click();
  const menu = page.getByRole('dialog', { name: 'Ana menü' });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(375);
  expect(box.height).toBeGreaterThanOrEqual(740);
  const links = menu.getByRole('link');
  await expect(links).toHaveText([
    'Ana Sayfa',
    'İhaleler',
    'Üyelik Şartları',
    'KVKK Metni',
    'Kullanıcı Sözleşmesi',
    'Duyurular',
    'Sıkça Sorulan Sorular',
    'Portal Kullanım Kılavuzu',
    'İletişim',
  ]);
  await expect(menu.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousAxeFindings(page);

  await menu.getByRole('button', { name: 'Menüyü kapat' }).click();
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  // Following a link navigates and closes the menu.
  await open.click();
  await menu.getByRole('link', { name: 'Duyurular' }).click();
  await expect(page).toHaveURL(/\/duyurular$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duyurular');

  // Escape closes it too, and the current page is marked.
  await open.click();
  await expect(menu.getByRole('link', { name: 'Duyurular' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
