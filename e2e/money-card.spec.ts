import type { Page } from '@playwright/test';
import { depositReference } from '../lib/rules/payment-reference';
import { expectNoSeriousAxeFindings, signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bidBox, joinFromDetail, placeBid } from './live-auction-support';
import { CARDS, financialSummary, payAtBank, signInRegistering, summaryChange } from './money-support';
import { expectToast, toastShown } from './toast-recorder';
import { limit } from './time-limits';

/**
 * Paying a deposit in (issue #14): a citizen registering at her first sign-in, without any deposit,
 * pays one by card through the bank's 3-D Secure page (the built-in stand-in bank, POS_MODE=dev)
 * and comes back to the success message and the new amount; a declined card says why; the transfer
 * tab shows the institution's IBAN and her personal reference and copies them. With a deposit paid
 * in she joins a tender and bids, and Finansal Özet moves by exactly those amounts. Each test has a
 * citizen of its own (e2e/fixtures.ts), with the deposit it starts from, and the last its own tender.
 */

const DEPOSITS = '/finansal-bilgilerim/teminat-bilgileri';

function availableTile(page: Page) {
  return page.getByRole('listitem').filter({ hasText: 'Kullanılabilir Teminat Tutarı' });
}

async function openDepositDialog(page: Page) {
  await page.getByRole('button', { name: 'Teminat Yatır', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Teminat Yatır' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a new citizen pays a deposit by card through the bank’s 3-D Secure page', async ({ page, make }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Known to e-Devlet, without a portal record: the first sign-in registers her, without a deposit.
  await signInRegistering(page, await make.citizen({ kayit: 'kayitsiz' }));
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

test('a declined card says why and credits nothing', async ({ page, make }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInCitizen(page, await make.citizen({ teminat: { TL: 2500.5 } }));
  await page.goto(DEPOSITS);
  await expect(availableTile(page)).toContainText('2.500,50 TL');
  const dialog = await openDepositDialog(page);
  await dialog.getByLabel(/Yatırılacak tutar/).fill('100');
  await page.screenshot({ path: 'test-results/money-card-dialog-375.png' });
  await dialog.getByRole('button', { name: 'Kartla Öde' }).click();
  await payAtBank(page, CARDS.declined, '375');
  await expect(page.getByTestId('odeme-sonucu')).toHaveText(
    'Ödemeniz banka tarafından reddedildi. Kart limiti yetersiz. Lütfen başka bir kart deneyin ya da Havale/EFT ile yatırın.',
  );
  await expect(page).toHaveURL(new RegExp(`${DEPOSITS}$`));
  await expect(availableTile(page)).toContainText('2.500,50 TL');
  // Said once (issue #36): the alert on the page, no toast repeating it.
  expect(await toastShown(page, 'reddedildi')).toBe(false);
  await page.screenshot({ path: 'test-results/money-card-declined-375.png' });
});

test('the transfer tab shows the IBAN and the personal reference and copies them', async ({ page, context, make }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 800 });
  const citizen = await make.citizen({ teminat: {} });
  await signInCitizen(page, citizen);
  await page.goto(DEPOSITS);
  const dialog = await openDepositDialog(page);
  await dialog.getByRole('tab', { name: 'Havale / EFT' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Havale / EFT' })).toHaveAttribute('aria-selected', 'true');
  const reference = dialog.getByTestId('havale-referans');
  // Her own reference: TMN, her account number and two check digits (lib/rules/payment-reference.ts).
  await expect(reference).toHaveText(depositReference(citizen.cariId as number));
  await expect(dialog.getByTestId('havale-iban')).toHaveText(/^TR\d{2}( \d{4}){5} \d{2}$/);
  await expect(dialog).toContainText('teminatınıza yansır');

  await dialog.getByRole('button', { name: 'Ödeme referansını kopyala' }).click();
  await expectToast(page, 'Ödeme referansı kopyalandı.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await reference.textContent());
  await dialog.getByRole('button', { name: 'IBAN numarasını kopyala' }).click();
  await expectToast(page, 'IBAN Numarası Kopyalandı');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^TR\d{24}$/);
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/money-card-transfer-375.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/money-card-transfer-1366.png' });
});

test('with a deposit paid by card a citizen joins a tender and bids; Finansal Özet follows each step', async ({
  page,
  make,
}) => {
  // Measured: 15–40 s beside other journeys (two workers).
  test.setTimeout(limit(90_000));
  await page.setViewportSize({ width: 1366, height: 900 });
  // A registered citizen without any deposit, and a running tender of this test's own.
  const [citizen, t] = await Promise.all([
    make.citizen({ teminat: {} }),
    make.tender({ baslangicDakika: -10, bitisDakika: 60 }),
  ]);
  await signInCitizen(page, citizen);
  const deposit = Math.round(t.teminat * 100);
  const before = await financialSummary(page);

  // Exactly the tender's deposit, by card.
  await page.goto(DEPOSITS);
  const dialog = await openDepositDialog(page);
  await dialog.getByLabel(/Yatırılacak tutar/).fill((deposit / 100).toFixed(2).replace('.', ','));
  await dialog.getByRole('button', { name: 'Kartla Öde' }).click();
  await payAtBank(page, CARDS.approved);
  await expect(page.getByTestId('odeme-sonucu')).toHaveText('Teminat yatırma işleminiz başarıyla tamamlandı.');
  const paid = await financialSummary(page);
  expect(summaryChange(before, paid)).toEqual({
    yatirilanTeminatTutariToplami: deposit,
    kullanilabilirTeminatTutari: deposit,
  });

  // Join: the deposit is blocked, the alias shown; then a bid of the smallest step the box offers.
  await page.goto(`/ihaleler/${t.id}`);
  await joinFromDetail(page);
  await expect(bidBox(page)).toBeVisible({ timeout: limit(15_000) });
  await placeBid(page);
  await expectToast(page, 'Teklifiniz verildi.');
  await expect(page.getByTestId('standing')).toHaveText('Kazanıyorsunuz');
  const joined = await financialSummary(page);
  expect(summaryChange(paid, joined)).toEqual({
    kullanilabilirTeminatTutari: -deposit,
    blokajliTeminatTutariToplami: deposit,
  });
  await page.goto('/katildigim-ihaleler');
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(t.id), exact: true }) }),
  ).toContainText('Kazanıyorsunuz');
});
