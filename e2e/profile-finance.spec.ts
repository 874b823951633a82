import type { Page } from '@playwright/test';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { parseMoney } from './money-text';
import { expectToast } from './profile-support';
import { limit } from './time-limits';

const VALID = 'TR330006100519786457841326';

async function summaryAmount(page: Page, label: string): Promise<number> {
  await page.goto('/finansal-bilgilerim/finansal-ozet');
  const tile = page
    .getByRole('list', { name: 'Finansal özet tutarları' })
    .getByRole('listitem')
    .filter({ hasText: label });
  await expect(tile).toHaveCount(1);
  return parseMoney(await tile.locator('span').nth(1).textContent());
}

/**
 * Finansal Özet and Teminat Bilgileri (docs/spec.md §2, §5, §8), as Ayşe acting for her company, which
 * has a deposit but no IBAN on file (both the journey's own, e2e/fixtures.ts): a refund is refused,
 * then accepted once an IBAN is saved, and shows in the history and the summary.
 */
test('a refund is refused without an IBAN, then accepted with one and shown in the history and the summary', async ({
  page,
  make,
}) => {
  test.setTimeout(limit(120_000));
  const ayse = await make.citizen({ adi: 'Ayşe', firmalar: 1 });
  await signInCitizen(page, ayse, ayse.firmalar[0].unvan);

  // The summary's seven amounts, all in lira.
  await page.goto('/finansal-bilgilerim/finansal-ozet');
  const tiles = page.getByRole('list', { name: 'Finansal özet tutarları' }).getByRole('listitem');
  await expect(tiles).toHaveCount(7);
  for (const text of await tiles.allTextContents()) expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2} TL/);
  const pendingBefore = await summaryAmount(page, 'İade Bekleyen Teminatlar');

  await page.goto('/finansal-bilgilerim/teminat-bilgileri');
  const amounts = page.getByRole('list', { name: 'Teminat tutarları' }).getByRole('listitem');
  await expect(amounts).toHaveCount(3);
  const availableBefore = parseMoney(
    await amounts.filter({ hasText: 'Kullanılabilir Teminat Tutarı' }).locator('span').nth(1).textContent(),
  );
  expect(availableBefore).toBeGreaterThan(1500.5);

  const posts: unknown[] = [];
  page.on('request', (r) => r.url().endsWith('/api/v1/Teminat/TeminatIade') && posts.push(r.postDataJSON()));

  // Without an IBAN on file the request is refused before anything is sent.
  await page.getByRole('button', { name: 'Teminat İade Talebi' }).click();
  let dialog = page.getByRole('dialog', { name: 'Teminat İade Talebi' });
  await expect(
    dialog.getByText('İade talebi yapabilmeniz için IBAN bilginizin bulunması gerekmektedir.'),
  ).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'İade edilecek tutar (TL)' });
  await amount.pressSequentially('ab1500,5,0x');
  await expect(amount).toHaveValue('1500,50');
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click();
  await expectToast(page, 'İade talebi yapabilmeniz için IBAN bilginizin bulunması gerekmektedir.');
  expect(posts).toEqual([]);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();

  // An IBAN for the account.
  await page.goto('/finansal-bilgilerim/banka-bilgileri');
  await page.getByRole('textbox', { name: 'IBAN' }).fill(VALID);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'IBAN bilginiz güncellenmiştir.');

  await page.goto('/finansal-bilgilerim/teminat-bilgileri');
  await page.getByRole('button', { name: 'Teminat İade Talebi' }).click();
  dialog = page.getByRole('dialog', { name: 'Teminat İade Talebi' });
  await expect(dialog.getByTestId('iade-iban')).toHaveText('TR33 0006 1005 1978 6457 8413 26');
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click();
  await expectToast(page, 'İade edilecek tutar zorunludur.');
  expect(posts).toEqual([]);

  await dialog.getByRole('textbox', { name: 'İade edilecek tutar (TL)' }).fill('1500,50');
  await dialog.getByRole('button', { name: 'Talep Oluştur' }).click();
  await expectToast(page, 'Teminat iade talebiniz başarıyla alınmıştır.');
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ talepTutari: 1500.5 });

  // The screen refreshed: less available, and the request at the top of this year's history.
  await expect
    .poll(async () =>
      parseMoney(
        await amounts.filter({ hasText: 'Kullanılabilir Teminat Tutarı' }).locator('span').nth(1).textContent(),
      ),
    )
    .toBeCloseTo(availableBefore - 1500.5, 2);
  const history = page.getByRole('table', { name: 'Teminat hareketleri' });
  const first = history.getByRole('row').nth(1);
  await expect(first).toContainText('Teminat iade talebi');
  await expect(first).toContainText('1.500,50 TL');
  await expect(first).toContainText('Beklemede');
  await expect(page.getByRole('combobox', { name: 'Yıl' })).toHaveValue(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(new Date()),
  );

  expect(await summaryAmount(page, 'İade Bekleyen Teminatlar')).toBeCloseTo(pendingBefore + 1500.5, 2);
});
