import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { TEST_STAFF } from '../server/db/seed/constants';

/**
 * Shared steps of the back-office journeys (e2e/backoffice-*.spec.ts): staff sign in through the
 * real e-Devlet stand-in page and a TOTP code from the dev seed's fixed secret (README "Kurum Paneli").
 */
export type StaffKey = keyof typeof TEST_STAFF;

export const staffName = (key: StaffKey) => `${TEST_STAFF[key].adi} ${TEST_STAFF[key].soyadi}`;

/** The code an authenticator app shows now. Waits out the last seconds of a step, so the code cannot expire in flight. */
export async function currentTotp(secret: string): Promise<string> {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < 4) await new Promise((r) => setTimeout(r, left * 1000 + 200));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** From /yonetim/giris (or the page asked for) through e-Devlet and the second factor into the panel. */
export async function signInAsStaff(page: Page, key: StaffKey, start = '/yonetim/giris') {
  const staff = TEST_STAFF[key];
  await page.goto(start);
  await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
  await expect(page).toHaveTitle('e-Devlet Giriş (Test)');
  await page.getByRole('button', { name: new RegExp(`${staffName(key)}.*${staff.kimlikNo}`, 's') }).click();
  await page.waitForURL(/\/yonetim\/giris/);
  await expect(page.getByRole('textbox', { name: 'Doğrulama Kodu' })).toBeFocused();
  await enterSecondFactor(page, key);
  await expect(page.getByRole('banner')).toContainText(staffName(key));
}

export { expectNoSeriousAxeFindings } from './axe';

/**
 * On the second-factor step: enters the current code until the panel opens. A code is accepted
 * once, so when another spec signed the same person in within this 30-second step the code is
 * refused, and the next step's code is entered (the wait is the protocol's, not the page's).
 */
export async function enterSecondFactor(page: Page, key: StaffKey) {
  const staff = TEST_STAFF[key];
  for (let attempt = 0; ; attempt++) {
    const field = page.getByRole('textbox', { name: 'Doğrulama Kodu' });
    await field.fill(await currentTotp(staff.totp));
    // The server's answer decides, not what the page shows: an earlier refusal's alert may still be there.
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/yonetim/oturum/dogrula') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    if ((await answered).ok() || attempt === 1) break;
    // Each code is accepted once: the same person signed in within this 30-second step already.
    // The wait is the protocol's, not the page's slowness: the test gets that time on top.
    test.info().setTimeout(test.info().timeout + 35_000);
    await page.waitForTimeout((30 - (Math.floor(Date.now() / 1000) % 30)) * 1000 + 200);
  }
  await page.waitForURL((url) => url.pathname.startsWith('/yonetim') && !url.pathname.startsWith('/yonetim/giris'));
}
