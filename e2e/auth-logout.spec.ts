import {
  expectRefreshTokenHidden,
  expectSignedOut,
  portalStorageKeys,
  refreshOutsideBrowser,
  signInCitizen,
  tokenCookies,
  userBox,
} from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './toast-recorder';

test('Çıkış records the company logout, revokes the session, clears it and says so', async ({
  page,
  request,
  make,
}) => {
  const ayse = await make.citizen({ firmalar: 1 });
  const company = ayse.firmalar[0].unvan;
  await signInCitizen(page, ayse, company);
  await expect(userBox(page)).toContainText(company);
  await expectRefreshTokenHidden(page);
  // What an attacker with access to the machine (or an old copy of the cookie jar) might hold.
  const captured = (await tokenCookies(page.context())).refresh!;

  await page.goto('/ihaleler');
  // Keyboard: the user box is a menu button.
  await userBox(page).focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Hesabım' })).toBeFocused();

  const logoutLog = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/CariBilgisi/CariFirmaCikisiLogu') && r.method() === 'POST',
  );
  const revocation = page.waitForResponse(
    (r) => r.url().endsWith('/auth/connect/revocation') && r.request().method() === 'POST',
  );
  await menu.getByRole('menuitem', { name: 'Çıkış' }).click();
  expect((await logoutLog).postDataJSON()).toEqual({ cariId: expect.any(Number), activityType: 'logout' });
  expect((await revocation).status()).toBe(200);

  await expectToast(page, 'Çıkış yapıldı.');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  expect(await portalStorageKeys(page)).toEqual([]);

  // The refresh token taken before the logout is worth nothing now.
  const replay = await refreshOutsideBrowser(request, captured);
  expect(replay.status()).toBe(400);
  expect((await replay.json()).error).toBe('invalid_grant');

  // The guarded pages are closed again.
  await page.goto('/hesabim');
  await expect(page).toHaveURL(/\/$/);
});
