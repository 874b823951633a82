import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInCitizen } from './auth-support';
import { expectNoSeriousAxeFindings, expectToast } from './profile-support';
import { type SignedStaff, signInAsStaff } from './staff-support';
import { parseMoney } from './money-text';
import { INSTITUTION_ACCOUNTS } from '../server/seed/data/institution-accounts';
import { camt053Fixture } from '../server/money/statements/fixtures';
import { limit } from './time-limits';

// The IBAN the citizen saves (she has none on file yet).
const IBAN = 'TR760006200000000098765432';
const FIRST = '1500,50';
const SECOND = '250,00';
const REASON = 'IBAN hesap sahibiyle uyuşmuyor';

async function summary(page: Page): Promise<Record<string, number>> {
  await page.goto('/finansal-bilgilerim/finansal-ozet');
  const tiles = page.getByRole('list', { name: 'Finansal özet tutarları', exact: true }).getByRole('listitem');
  await expect(tiles).toHaveCount(7);
  const out: Record<string, number> = {};
  for (const label of ['Kullanılabilir Teminat', 'İade Bekleyen Teminatlar', 'İade Aldığım Teminatlar']) {
    out[label] = parseMoney(await tiles.filter({ hasText: label }).locator('span').nth(1).textContent());
  }
  return out;
}

async function requestRefund(page: Page, amount: string) {
  await page.goto('/finansal-bilgilerim/teminat-bilgileri');
  await page.getByRole('button', { name: 'Teminat İade Talebi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teminat İade Talebi' });
  // A TL-only account is asked no currency.
  await expect(dialog.getByRole('combobox', { name: 'Para birimi' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'İade edilecek tutar (TL)' }).fill(amount);
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click();
  await expectToast(page, 'Teminat iade talebiniz başarıyla alınmıştır.');
  await expect(dialog).toBeHidden();
}

async function staffPage(browser: Browser, staff: SignedStaff): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStaff(page, staff);
  await page.goto('/yonetim/mali/iadeler');
  await expect(page.getByRole('heading', { name: 'Teminat İadeleri' })).toBeVisible();
  return page;
}

/** The citizen's request's row by its amount as typed ('1500,50'), shown as '1.500,50 TL'. */
const requestRow = (page: Page, name: string, typed: string) =>
  page
    .getByRole('row')
    .filter({ hasText: name })
    .filter({ hasText: `${Number(typed.replace(',', '.')).toLocaleString('tr-TR', { minimumFractionDigits: 2 })} TL` });

/**
 * The refund loop (issue #14): a citizen asks for two refunds; one Mali İşler member (Elif)
 * prepares a payment order of the first and may not approve it herself; another (Hakan) approves it
 * and downloads the bank's pain.001 file, and rejects the second with a reason. The citizen's
 * Finansal Özet follows. The citizen and both staff members are the journey's own (e2e/fixtures.ts):
 * in the shared queues it finds its own rows by the citizen's name and the preparer's.
 */
test('a refund is prepared by one Mali İşler, approved by the other and paid; another is rejected with a reason', async ({
  page,
  browser,
  make,
}) => {
  // Measured: 35–90 s beside other journeys (two workers).
  test.setTimeout(limit(180_000));
  const [citizen, elifStaff, hakanStaff] = await Promise.all([
    make.citizen(),
    make.staff({ roller: ['mali'] }),
    make.staff({ roller: ['mali'] }),
  ]);
  const name = citizen.adSoyad;
  await signInCitizen(page, citizen);
  await page.goto('/finansal-bilgilerim/banka-bilgileri');
  await page.getByRole('textbox', { name: 'IBAN' }).fill(IBAN);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'IBAN bilginiz güncellenmiştir.');
  const before = await summary(page);
  await requestRefund(page, FIRST);
  await requestRefund(page, SECOND);
  const requested = await summary(page);
  expect(requested['İade Bekleyen Teminatlar']).toBeCloseTo(before['İade Bekleyen Teminatlar'] + 1750.5, 2);
  expect(requested['Kullanılabilir Teminat']).toBeCloseTo(before['Kullanılabilir Teminat'] - 1750.5, 2);

  // Elif prepares the order, ticking the request with the keyboard.
  const elif = await staffPage(browser, elifStaff);
  const first = requestRow(elif, name, FIRST);
  await expect(first).toContainText('TR76 0006 2000 0000 0098 7654 32');
  const tick = first.getByRole('checkbox');
  await tick.focus();
  await elif.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await elif.getByRole('button', { name: 'Ödeme Talimatı Hazırla (1)' }).click();
  await expectToast(elif, 'Ödeme talimatı hazırlandı.');
  // The order is known by its amount and its preparer (other journeys' orders may wait beside it).
  const card = elif
    .getByRole('listitem')
    .filter({ hasText: '1.500,50 TL' })
    .filter({ hasText: elifStaff.adSoyad })
    .filter({ hasText: 'Onay bekliyor' });
  await expect(card).toContainText(elifStaff.adSoyad);
  const approveOwn = card.getByRole('button', { name: 'Onayla' });
  await expect(approveOwn).toBeDisabled();
  await expect(card).toContainText('Ödeme talimatını hazırlayan personel onaylayamaz (dört göz ilkesi).');
  await expect(requestRow(elif, name, FIRST)).toHaveCount(0); // no longer waiting
  await expectNoSeriousAxeFindings(elif);
  await elif.setViewportSize({ width: 1366, height: 900 });
  await elif.screenshot({ path: 'test-results/money-refunds-elif-1366.png', fullPage: true });
  await elif.setViewportSize({ width: 375, height: 800 });
  await elif.screenshot({ path: 'test-results/money-refunds-elif-375.png', fullPage: true });
  await expectNoSeriousAxeFindings(elif);

  // Hakan approves it and downloads the bank file.
  const hakan = await staffPage(browser, hakanStaff);
  const hakansCard = hakan
    .getByRole('listitem')
    .filter({ hasText: '1.500,50 TL' })
    .filter({ hasText: elifStaff.adSoyad })
    .filter({ hasText: 'Onay bekliyor' });
  // Before approving he reads the order: a summary on screen, IBAN masked, no file to take away.
  await hakan.setViewportSize({ width: 1366, height: 900 });
  await hakansCard.getByRole('button', { name: 'Önizleme' }).click();
  const preview = hakan.getByRole('dialog', { name: /^Talimat #\d+ Önizlemesi$/ });
  await expect(preview).toContainText(name);
  await expect(preview).toContainText('1.500,50');
  await expect(preview).toContainText(`${IBAN.slice(0, 4)} **** **** **** **** ${IBAN.slice(-4)}`);
  await expect(preview).not.toContainText(IBAN);
  await expect(hakansCard.getByRole('button', { name: 'Talimat Dosyasını İndir' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(hakan);
  await hakan.screenshot({ path: 'test-results/money-refunds-onizleme-1366.png' });
  await hakan.setViewportSize({ width: 375, height: 800 });
  await hakan.screenshot({ path: 'test-results/money-refunds-onizleme-375.png' });
  await expectNoSeriousAxeFindings(hakan);
  await hakan.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await hakansCard.getByRole('button', { name: 'Onayla' }).click();
  await expectToast(hakan, 'Ödeme talimatı onaylandı.');
  const approved = hakan
    .getByRole('listitem')
    .filter({ hasText: '1.500,50 TL' })
    .filter({ hasText: elifStaff.adSoyad })
    .filter({ hasText: 'Onaylandı' });
  await expect(approved).toContainText(hakanStaff.adSoyad);
  const [download] = await Promise.all([
    hakan.waitForEvent('download'),
    approved.getByRole('button', { name: 'Talimat Dosyasını İndir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^odeme-talimati-\d+\.xml$/);
  const xml = await readFile(await download.path(), 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  expect(xml).toContain(`<IBAN>${IBAN}</IBAN>`);
  expect(xml).toContain('<InstdAmt Ccy="TRY">1500.50</InstdAmt>');
  expect(xml).toContain(`<Nm>${name}</Nm>`);

  // Hakan rejects the second with a reason.
  await requestRow(hakan, name, SECOND)
    .getByRole('button', { name: /talebini reddet/ })
    .click();
  const dialog = hakan.getByRole('dialog', { name: 'İade Talebini Reddet' });
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expect(dialog.getByText('Red nedeni zorunludur.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Red nedeni' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Reddet' }).click();
  await expectToast(hakan, 'İade talebi reddedildi.');
  await expect(dialog).toBeHidden();
  await expect(requestRow(hakan, name, SECOND)).toHaveCount(0);
  await hakan.getByRole('combobox', { name: 'Durum' }).click();
  await hakan.getByRole('option', { name: 'Tümü' }).click();
  await expect(requestRow(hakan, name, SECOND)).toContainText(REASON);
  // Approved and its file downloaded: sent, not yet paid (no statement has shown the transfer).
  await expect(requestRow(hakan, name, FIRST)).toContainText('Bankaya gönderildi');
  await hakan.setViewportSize({ width: 1366, height: 900 });
  await hakan.screenshot({ path: 'test-results/money-refunds-hakan-1366.png', fullPage: true });
  await hakan.setViewportSize({ width: 375, height: 800 });
  await hakan.screenshot({ path: 'test-results/money-refunds-hakan-375.png', fullPage: true });
  await expectNoSeriousAxeFindings(hakan);

  // The citizen: sent is still pending, not refunded; the rejected one is available again.
  const sent = await summary(page);
  expect(sent['İade Aldığım Teminatlar']).toBeCloseTo(before['İade Aldığım Teminatlar'], 2);
  expect(sent['İade Bekleyen Teminatlar']).toBeCloseTo(before['İade Bekleyen Teminatlar'] + 1500.5, 2);
  expect(sent['Kullanılabilir Teminat']).toBeCloseTo(before['Kullanılabilir Teminat'] - 1500.5, 2);

  // The bank ran the file: Hakan uploads the institution account's statement with the outgoing
  // transfer (EndToEndId = the request id, from the file), and the refund is settled.
  const endToEndId = /<EndToEndId>(\d+)<\/EndToEndId>/.exec(xml)?.[1] ?? '';
  const statement = camt053Fixture({
    iban: INSTITUTION_ACCOUNTS.TL.iban,
    statementId: `IADE-E2E-${endToEndId}`,
    entries: [
      {
        amount: '1500.50',
        debit: true,
        ref: `IADE-E2E-${endToEndId}`,
        endToEndId,
        creditorIban: IBAN,
        sender: name,
        description: `Teminat iadesi ${endToEndId}`,
      },
    ],
  });
  await hakan.goto('/yonetim/mali/ekstreler');
  await hakan
    .locator('input[type="file"]')
    .setInputFiles({ name: `iade-${endToEndId}.xml`, mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await expect(hakan.getByRole('status').filter({ hasText: 'yüklendi' })).toContainText('Ödendiği görülen iade');
  await hakan.getByRole('tab', { name: 'İadeyi kapattı' }).click();
  await expect(
    hakan
      .getByRole('table', { name: 'İadeyi kapattı giden havaleler' })
      .getByRole('row')
      .filter({ hasText: `#${endToEndId}` }),
  ).toContainText(name);
  await hakan.goto('/yonetim/mali/iadeler');
  await hakan.getByRole('combobox', { name: 'Durum' }).click();
  await hakan.getByRole('option', { name: 'Tümü' }).click();
  await expect(requestRow(hakan, name, FIRST)).toContainText('Tamamlandı');

  // The citizen: now the paid amount is under İade Aldığım, no longer pending.
  const after = await summary(page);
  expect(after['İade Aldığım Teminatlar']).toBeCloseTo(before['İade Aldığım Teminatlar'] + 1500.5, 2);
  expect(after['İade Bekleyen Teminatlar']).toBeCloseTo(before['İade Bekleyen Teminatlar'], 2);
  expect(after['Kullanılabilir Teminat']).toBeCloseTo(before['Kullanılabilir Teminat'] - 1500.5, 2);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/money-refunds-ozet-1366.png', fullPage: true });
  await page.goto('/finansal-bilgilerim/teminat-bilgileri');
  await expect(page.getByRole('cell', { name: `Teminat iade talebi reddedildi: ${REASON}` })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/money-refunds-teminat-375.png', fullPage: true });
  await expectNoSeriousAxeFindings(page);
});
