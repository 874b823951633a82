import { expect, type Page, test } from '@playwright/test';
import { CITIZENS, expectNoSeriousAxeFindings, signInAs, toast } from './auth-support';

/**
 * Paying a deposit in (issue #14): Zeynep Demir, registered today and without any deposit, pays one
 * by card through the bank's 3-D Secure page (the built-in stand-in bank, POS_MODE=dev) and comes
 * back to the success message and the new amount; a declined card says why; the transfer tab shows
 * the institution's IBAN and her personal reference and copies them.
 */
test.describe.configure({ mode: 'serial' });

const DEPOSITS = '/finansal-bilgilerim/teminat-bilgileri';
const CARDS = { approved: '4508 0345 0803 4509', declined: '4000 0000 0000 0002' };

/** Signs Zeynep in, approving the documents at her first sign-in (she has no portal record yet). */
async function signInZeynep(page: Page) {
  await signInAs(page, CITIZENS.zeynep);
  const approval = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  const done = toast(page, 'Başarıyla giriş yapıldı');
  await expect(approval.or(done).first()).toBeVisible();
  if (await approval.isVisible()) {
    const boxes = approval.getByRole('checkbox');
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await approval.getByRole('button', { name: 'Tamam' }).click();
  }
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

function availableTile(page: Page) {
  return page.getByRole('listitem').filter({ hasText: 'Kullanılabilir Teminat Tutarı' });
}

async function openDepositDialog(page: Page) {
  await page.getByRole('button', { name: 'Teminat Yatır' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teminat Yatır' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** At the stand-in bank: the card, expiry, CVV and the SMS code shown on the page, by keyboard. */
async function payAtBank(page: Page, card: string, shot?: string) {
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

test('Zeynep pays a deposit by card through the bank’s 3-D Secure page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInZeynep(page);
  await page.goto(DEPOSITS);
  await expect(availableTile(page)).toContainText('0,00 TL');

  const dialog = await openDepositDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Kredi / Banka Kartı' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel(/Yatırılacak tutar/).fill('2500,50');
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/money-card-dialog-1366.png' });
  await dialog.getByRole('button', { name: 'Kartla Öde' }).click();

  await payAtBank(page, CARDS.approved, '1366');
  await expect(page).toHaveURL(new RegExp(`${DEPOSITS}$`));
  await expect(page.getByTestId('odeme-sonucu')).toHaveText('Teminat yatırma işleminiz başarıyla tamamlandı.');
  await expect(availableTile(page)).toContainText('2.500,50 TL');
  // The history names the card's last digits, as the bank statement does.
  await expect(page.getByText('Teminat yatırma (Kredi Kartı) **** 4509').first()).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/money-card-success-1366.png' });
});

test('a declined card says why and credits nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInZeynep(page);
  await page.goto(DEPOSITS);
  await expect(availableTile(page)).toContainText('2.500,50 TL');
  const dialog = await openDepositDialog(page);
  await dialog.getByLabel(/Yatırılacak tutar/).fill('100');
  await page.screenshot({ path: 'test-results/money-card-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Kartla Öde' }).click();
  await payAtBank(page, CARDS.declined, '375');
  await expect(page.getByTestId('odeme-sonucu')).toHaveText(
    'Ödemeniz banka tarafından reddedildi. Kart limiti yetersiz.',
  );
  await expect(page).toHaveURL(new RegExp(`${DEPOSITS}$`));
  await expect(availableTile(page)).toContainText('2.500,50 TL');
  await page.screenshot({ path: 'test-results/money-card-declined-375.png' });
});

test('the transfer tab shows the IBAN and the personal reference and copies them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInZeynep(page);
  await page.goto(DEPOSITS);
  const dialog = await openDepositDialog(page);
  await dialog.getByRole('tab', { name: 'Havale / EFT' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Havale / EFT' })).toHaveAttribute('aria-selected', 'true');
  const reference = dialog.getByTestId('havale-referans');
  await expect(reference).toHaveText(/^TMN\d{10}$/);
  await expect(dialog.getByTestId('havale-iban')).toHaveText(/^TR\d{2}( \d{4}){5} \d{2}$/);
  await expect(dialog).toContainText('teminatınıza yansır');

  await dialog.getByRole('button', { name: 'Ödeme referansını kopyala' }).click();
  await expect(toast(page, 'Ödeme referansı kopyalandı.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await reference.textContent());
  await dialog.getByRole('button', { name: 'IBAN numarasını kopyala' }).click();
  await expect(toast(page, 'IBAN Numarası Kopyalandı')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^TR\d{24}$/);
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/money-card-transfer-375.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/money-card-transfer-1366.png' });
});
