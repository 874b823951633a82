import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { speakFromOwnAddress } from './client-address';
import { recordToasts } from './toast-recorder';
import { limit } from './time-limits';

/**
 * Shared steps of the back-office journeys (e2e/backoffice-*.spec.ts): staff sign in through the
 * real e-Devlet stand-in page and a TOTP code of their own secret. Every journey makes its own
 * staff member (e2e/fixtures.ts `make.staff`), so no journey spends another's one-time code.
 */
export interface SignedStaff {
  kimlikNo: string;
  adSoyad: string;
  totp: string;
}

/**
 * The code an authenticator app shows now. Waits out the last seconds of a step, so the code cannot
 * expire in flight.
 */
export async function currentTotp(secret: string): Promise<string> {
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (left < 4) await new Promise((r) => setTimeout(r, left * 1000 + 200));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** From /yonetim/giris (or the page asked for) through e-Devlet and the second factor into the panel. */
export async function signInAsStaff(page: Page, staff: SignedStaff, start = '/yonetim/giris') {
  await speakFromOwnAddress(page);
  await recordToasts(page.context());
  await page.goto(start);
  await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
  await expect(page).toHaveTitle('e-Devlet Giriş (Test)');
  await page.getByRole('button', { name: new RegExp(`${staff.adSoyad}.*${staff.kimlikNo}`, 's') }).click();
  await page.waitForURL(/\/yonetim\/giris/);
  await expect(page.getByRole('textbox', { name: 'Doğrulama Kodu' })).toBeFocused();
  await enterSecondFactor(page, staff);
  await expect(page.getByRole('banner')).toContainText(staff.adSoyad);
}

export { expectNoSeriousAxeFindings } from './axe';

/** On the second-factor step: enters the current code, and the panel opens. */
export async function enterSecondFactor(page: Page, staff: SignedStaff) {
  await speakFromOwnAddress(page);
  await page.getByRole('textbox', { name: 'Doğrulama Kodu' }).fill(await currentTotp(staff.totp));
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/yonetim/oturum/dogrula') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  expect((await answered).ok(), 'the second factor accepted').toBe(true);
  await page.waitForURL((url) => url.pathname.startsWith('/yonetim') && !url.pathname.startsWith('/yonetim/giris'));
}

/**
 * Picks the named option of a select, or without a name the first real one (the first is the
 * empty choice), and waits for the menu to close. A click that lands while the menu is still
 * opening leaves it open (a full run saw it on the audit trail's long list of actions): the pick is
 * then made again.
 */
export async function chooseOption(page: Page, field: string, option?: string) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if ((await listbox.count()) === 0) await page.getByRole('combobox', { name: field }).click();
    await (option
      ? listbox.getByRole('option', { name: option, exact: true })
      : listbox.getByRole('option').nth(1)
    ).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: limit(20_000) });
}
