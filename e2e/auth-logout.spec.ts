import { expect, test } from '@playwright/test';
import { CITIZENS, expectSignedOut, portalStorageKeys, signInAs, toast, userBox } from './auth-support';

test('Çıkış records the company logout, clears the session and says so', async ({ page }) => {
  await signInAs(page, CITIZENS.ayse);
  await page.getByRole('dialog', { name: 'İhale Sistemine Giriş Seçimi' }).getByRole('button', { name: /Anadolu Hurda Metal/ }).click();
  await expect(userBox(page)).toContainText('Anadolu Hurda Metal A.Ş.');

  await page.goto('/ihaleler');
  // Keyboard: the user box is a menu button.
  await userBox(page).focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Hesabım' })).toBeFocused();

  const logoutLog = page.waitForRequest((r) => r.url().endsWith('/api/v1/CariBilgisi/CariFirmaCikisiLogu') && r.method() === 'POST');
  await menu.getByRole('menuitem', { name: 'Çıkış' }).click();
  expect((await logoutLog).postDataJSON()).toEqual({ cariId: expect.any(Number), activityType: 'logout' });

  await expect(toast(page, 'Çıkış yapıldı.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  expect(await portalStorageKeys(page)).toEqual([]);

  // The guarded pages are closed again.
  await page.goto('/hesabim');
  await expect(page).toHaveURL(/\/$/);
});
