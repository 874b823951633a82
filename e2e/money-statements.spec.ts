import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositReference } from '../lib/rules/payment-reference';
import { INSTITUTION_ACCOUNTS } from '../server/seed/data/institution-accounts';
import { camt053Fixture } from '../server/money/statements/fixtures';
import { signInCitizen } from './auth-support';
import { shot } from './money-support';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { parseMoney } from './money-text';
import { limit } from './time-limits';

/**
 * Bank statement import (issue #14, docs/architecture.md §9): a citizen sends a deposit by
 * transfer with his TMN reference, someone else sends one without a reference. A Mali İşler member
 * uploads the bank's camt.053, sees the summary (one matched, one not), and assigns the unmatched
 * line to the citizen by his TC kimlik no, with the keyboard. His Teminat Bilgileri then shows both
 * amounts added to his available deposit. Mutabakat then shows the statement's day: both credits
 * booked, the bank's fee the one difference, with its reason. The citizen, the staff member and the
 * statement (its id, references, sender and booking day) are the journey's own.
 */

async function availableDeposit(page: Page): Promise<number> {
  await page.goto('/finansal-bilgilerim/teminat-bilgileri');
  const amounts = page.getByRole('list', { name: 'Teminat tutarları' }).getByRole('listitem');
  await expect(amounts).toHaveCount(3);
  return parseMoney(
    await amounts.filter({ hasText: 'Kullanılabilir Teminat Tutarı' }).locator('span').nth(1).textContent(),
  );
}

test('Mali İşler imports a camt.053: a citizen’s transfer is matched, an unmatched one is assigned to him', async ({
  page,
  browser,
  baseURL,
  make,
}) => {
  // Measured: 20–50 s beside other journeys (two workers).
  test.setTimeout(limit(100_000));
  const [citizen, staff] = await Promise.all([make.citizen({ adi: 'Mehmet' }), make.staff({ roller: ['mali'] })]);
  await signInCitizen(page, citizen);
  const before = await availableDeposit(page);

  const run = Date.now() % 1_000_000;
  // A booking day of this run's own (in 2024, where no other journey books), so Mutabakat's row for it is this statement's.
  const bookedOn = new Date(Date.UTC(2024, 0, 1 + (run % 360)));
  const day = bookedOn.toISOString().slice(0, 10);
  const dayText = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  // Someone sending money without a reference: a name of this run's own.
  const sender = `Şükrü Öğüt ${run}`;
  const xml = camt053Fixture({
    iban: INSTITUTION_ACCOUNTS.TL.iban,
    version: '08',
    statementId: `E2E-${run}`,
    entries: [
      {
        amount: '2500.75',
        ref: `E2E-${run}-1`,
        description: `Teminat ${depositReference(citizen.cariId as number)}`,
        sender: citizen.adSoyad.toLocaleUpperCase('tr-TR'),
        date: day,
      },
      { amount: '321.45', ref: `E2E-${run}-2`, description: 'Teminat bedeli, ihale için', sender, date: day },
      { amount: '12.00', ref: `E2E-${run}-3`, description: 'EFT masrafı', debit: true, date: day },
    ],
  });

  // The Mali İşler member, in a browser of her own.
  const staffContext = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const desk = await staffContext.newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(desk, staff);
  await desk
    .getByRole('navigation', { name: 'Kurum paneli menüsü' })
    .getByRole('link', { name: 'Banka Ekstreleri' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Banka Ekstreleri' })).toBeVisible();
  await expectNoSeriousAxeFindings(desk);

  // The format is recognised by content: the file's name says nothing.
  await desk
    .locator('input[type="file"]')
    .setInputFiles({ name: `hareketler-${run}.dat`, mimeType: 'application/octet-stream', buffer: Buffer.from(xml) });
  const summary = desk.getByRole('status').filter({ hasText: 'yüklendi' });
  await expect(summary).toContainText('camt.053 (XML)');
  const facts = summary.getByRole('definition');
  // Credits: read, in, out, new, repeated, matched, returned refunds, look-alikes, unmatched; then the
  // outgoing transfer (the bank's fee): new, repeated, refunds settled, unmatched (listed).
  await expect(facts).toHaveText(['3', '2', '1', '2', '0', '1', '0', '0', '1', '1', '0', '0', '1']);
  await expectNoSeriousAxeFindings(desk);
  await shot(desk, 'ekstre-ozet');

  // The same file again changes nothing, and says so.
  await desk
    .locator('input[type="file"]')
    .setInputFiles({ name: 'yeniden.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(desk.getByRole('alert').filter({ hasText: 'Bu ekstre daha önce yüklenmiş' })).toContainText(
    'Bu ekstre daha önce yüklenmiş; hiçbir değişiklik yapılmadı.',
  );

  // The unmatched line, assigned to the citizen by keyboard: search by TC kimlik no, pick, confirm.
  const lines = desk.getByRole('table', { name: 'Eşleşmedi ekstre satırları' });
  const row = lines.getByRole('row').filter({ hasText: sender });
  await expect(row).toContainText('321,45 TL');
  await row.getByRole('button', { name: '321,45 TL tutarındaki satırı hesaba ata' }).focus();
  await desk.keyboard.press('Enter');
  const dialog = desk.getByRole('dialog', { name: 'Hesaba Ata' });
  await expect(dialog.getByRole('textbox', { name: 'Hesap ara' })).toBeFocused();
  await desk.keyboard.type('a');
  await desk.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Aramak için en az 2 karakter yazınız.');
  await dialog.getByRole('textbox', { name: 'Hesap ara' }).fill(citizen.kimlikNo);
  await desk.keyboard.press('Enter');
  const masked = `${citizen.kimlikNo.slice(0, 3)}******${citizen.kimlikNo.slice(-2)}`;
  const choice = dialog.getByRole('radio', { name: `${citizen.adSoyad} (Gerçek kişi, TC ${masked})`, exact: true });
  await expect(choice).toBeChecked();
  await expectNoSeriousAxeFindings(desk);
  await shot(desk, 'ekstre-hesaba-ata');
  await dialog.getByRole('button', { name: 'Seçili Hesaba Ata' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText('Satır hesaba atandı; tutar hesabın teminatına eklendi.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Under "Hesaba atandı": the citizen, and who assigned it.
  await desk.getByRole('tab', { name: 'Hesaba atandı' }).click();
  const assigned = desk.getByRole('table', { name: 'Hesaba atandı ekstre satırları' }).getByRole('row').filter({
    hasText: sender,
  });
  await expect(assigned).toContainText(citizen.adSoyad);
  await expect(assigned).toContainText(staff.adSoyad);
  await expect(desk.getByRole('table', { name: 'Yüklenen ekstreler' })).toContainText(`hareketler-${run}.dat`);
  await expectNoSeriousAxeFindings(desk);
  await shot(desk, 'ekstre-atanan');

  // Mutabakat for the statement's day: both credits are the portal's now; the fee is the difference.
  await desk.getByRole('navigation', { name: 'Kurum paneli menüsü' }).getByRole('link', { name: 'Mutabakat' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Mutabakat' })).toBeVisible();
  const period = desk.getByRole('search', { name: 'Mutabakat dönemi' });
  await period.getByLabel('Başlangıç').fill(day);
  await period.getByLabel('Bitiş').fill(day);
  await period.getByRole('button', { name: 'Göster' }).click();
  const dayRow = desk
    .getByRole('listitem')
    .filter({ has: desk.getByRole('heading', { name: new RegExp(`^${dayText} · TR`) }) });
  await expect(dayRow.getByText('Fark: -12,00 TL')).toBeVisible();
  await expect(dayRow.getByRole('row', { name: /Banka/ })).toHaveText(/2\.822,20 TL\s*12,00 TL/);
  await expect(dayRow.getByRole('row', { name: /Portal/ })).toHaveText(/2\.822,20 TL\s*0,00 TL/);
  await expect(dayRow.getByRole('list', { name: /farkların nedenleri/ }).getByRole('listitem')).toHaveText([
    new RegExp(`^Eşleşmeyen giden havale: .*dekont E2E-${run}-3.*farka etkisi -12,00 TL$`),
  ]);
  await expect(desk.getByRole('status').filter({ hasText: 'satır' })).toHaveText(
    `${dayText} – ${dayText}: 1 satır, 1 satırda fark var.`,
  );
  await expectNoSeriousAxeFindings(desk);
  await shot(desk, 'mutabakat');
  await desk.setViewportSize({ width: 375, height: 900 });
  await expectNoSeriousAxeFindings(desk);

  // The citizen: both transfers are in his available deposit, to the kuruş.
  const after = await availableDeposit(page);
  expect(Math.round(after * 100)).toBe(Math.round(before * 100) + 250075 + 32145);
  await expectNoSeriousAxeFindings(page);
  await staffContext.close();
});
