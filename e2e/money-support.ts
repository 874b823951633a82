import { expect, type Page, test } from '@playwright/test';
import { FINANCE_LABELS } from '../lib/api/profile/finance';
import type { FinansOzetTutarlariWire } from '../lib/contract/wire-types';
import { person, signInAs } from './auth-support';
import { parseMoney } from './money-text';
import { expectToast, toastShown } from './toast-recorder';
import { expectNoSeriousAxeFindings } from './axe';

/**
 * Shared steps of the money journeys (e2e/money-*.spec.ts, issue #14): the stand-in bank's 3-D page,
 * a citizen's first sign-in, and the seven amounts of Finansal Özet as a user reads them.
 */

/** The stand-in bank's test cards (README "Test kartları"). */
export const CARDS = { approved: '4508 0345 0803 4509', declined: '4000 0000 0000 0002' } as const;

/**
 * Signs a journey's own citizen in, approving the documents at the first sign-in when the portal
 * asks (a citizen e-Devlet knows without a portal record: `make.citizen({ kayit: 'kayitsiz' })`).
 */
export async function signInRegistering(page: Page, citizen: { adSoyad: string; kimlikNo: string }) {
  await signInAs(page, person(citizen));
  const approval = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  // Signed in (its toast) or asked to approve the documents first.
  await expect
    .poll(async () => (await approval.isVisible()) || (await toastShown(page, 'Başarıyla giriş yapıldı')))
    .toBe(true);
  if (await approval.isVisible()) {
    // The three documents (the notification channels offered beside them are optional).
    const boxes = approval.getByRole('checkbox', { name: /okudum/ });
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await approval.getByRole('button', { name: 'Tamam' }).click();
  }
  await expectToast(page, 'Başarıyla giriş yapıldı');
  await expect(page).toHaveURL(/\/$/);
}

/** At the stand-in bank: the card, expiry, CVV and the SMS code shown on the page, by keyboard. */
export async function payAtBank(page: Page, card: string, shot?: string) {
  await expect(page).toHaveTitle('Örnek Banka – 3D Secure Ödeme');
  await expect(page.getByRole('heading', { name: 'Örnek Banka – 3D Secure Ödeme' })).toBeVisible();
  if (shot) {
    await expectNoSeriousAxeFindings(page);
    await page.screenshot({ path: `test-results/money-card-bank-${shot}.png`, fullPage: true });
  }
  await page.getByLabel('Kart Numarası').fill(card);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.getByLabel('SMS Doğrulama Kodu').fill('123456');
  await page.keyboard.press('Enter');
}

export type Summary = Record<keyof FinansOzetTutarlariWire, number>;

/** '1.234.567,50 TL' → kuruş, so differences compare exactly. */
const kurus = (text: string | null) => Math.round(parseMoney(text) * 100);

/** The seven TL amounts of Finansal Özet (docs/spec.md §3) as shown on the screen, in kuruş. */
export async function financialSummary(page: Page): Promise<Summary> {
  await page.goto('/finansal-bilgilerim/finansal-ozet');
  const tiles = page.getByRole('list', { name: 'Finansal özet tutarları', exact: true }).getByRole('listitem');
  await expect(tiles).toHaveCount(7);
  const out = {} as Summary;
  for (const l of FINANCE_LABELS) {
    const tile = tiles.filter({ has: page.getByText(l.label, { exact: true }) });
    out[l.key] = kurus(await tile.locator('span').nth(1).textContent());
  }
  return out;
}

/** What changed between two readings of the summary (kuruş; only the amounts that moved). */
export function summaryChange(before: Summary, after: Summary): Partial<Summary> {
  const out: Partial<Summary> = {};
  for (const k of Object.keys(after) as (keyof Summary)[]) if (after[k] !== before[k]) out[k] = after[k] - before[k];
  return out;
}

/** Full-page screenshots at desktop and phone width into the test's output folder; ends at desktop width. */
export async function shot(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
