import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';

/**
 * The Yönetici's staff and audit screens (docs/architecture.md §8): a role added to a staff member
 * shows in the audit trail with its before and after, the trail filters by action, and the
 * filtered rows download as CSV for Excel (BOM, ';').
 */
const SHOTS = 'test-results/screens/backoffice-staff-audit';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the Yönetici adds a role, finds it in the audit trail with before/after, filters, and downloads the CSV', async ({
  page,
  make,
}) => {
  // The journey's own Yönetici and the Mali İşler member whose roles change.
  const selin = await make.staff({ roller: ['yonetici'] });
  const hakan = (await make.staff({ roller: ['mali'] })).adSoyad;
  await signInAsStaff(page, selin);
  const menu = page.getByRole('navigation', { name: 'Kurum paneli menüsü' });
  await menu.getByRole('link', { name: 'Personel ve Roller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personel ve Roller' })).toBeVisible();
  const card = page.getByRole('listitem', { name: new RegExp(hakan) });
  await expect(card).toContainText('Mali İşler');
  await expect(card).toContainText('Etkin');
  // The Yönetici's own record offers no deactivation or reset of themselves.
  const own = page.getByRole('listitem', { name: new RegExp(selin.adSoyad) });
  await expect(own.getByRole('button', { name: 'Devre Dışı Bırak' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '1-personel');

  // Keyboard only: open the roles dialog, tick Destek, save.
  await card.getByRole('button', { name: 'Rolleri Düzenle' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rolleri Düzenle: ${hakan}` });
  await expect(dialog.getByRole('checkbox', { name: 'Mali İşler' })).toBeChecked();
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '2-roller');
  await dialog.getByRole('checkbox', { name: 'Destek' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Kaydet' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Roller kaydedildi.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Destek');

  await menu.getByRole('link', { name: 'Denetim Kaydı' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Denetim Kaydı' })).toBeVisible();
  // Other journeys' staff work at the same time: the trail is narrowed to this Yönetici's rows.
  await chooseOption(page, 'Personel', selin.adSoyad);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  const rows = page.getByRole('list', { name: 'Denetim kayıtları' });
  const first = rows.getByRole('button').first();
  await expect(first).toContainText('Personel rollerini değiştirdi');
  await expect(first).toContainText(selin.adSoyad);
  // The target by the person's name, not 'personel #…'.
  await expect(first).toContainText(`Personel: ${hakan}`);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const diff = rows.getByRole('table', { name: 'Önceki ve sonraki değerler' }).first();
  await expect(diff.getByRole('row', { name: /Roller/ })).toContainText('değişti');
  await expect(
    diff
      .getByRole('row', { name: /Roller/ })
      .getByRole('cell')
      .nth(0),
  ).toHaveText('Mali İşler');
  await expect(
    diff
      .getByRole('row', { name: /Roller/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Mali İşler, Destek');
  await expect(rows).toContainText(hakan);
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '3-denetim');

  // Filter by action: only role changes remain.
  await chooseOption(page, 'İşlem', 'Personel rollerini değiştirdi');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page.getByText('1 kayıt gösteriliyor.')).toBeVisible();
  await expect(rows.getByRole('button')).toHaveCount(1);
  await shoot(page, '4-filtre');

  // The CSV of the filtered rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV Olarak İndir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^denetim-kaydi-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Zaman;Personel;Personel No;İşlem;İşlem Kodu;Hedef Türü;Hedef No;Hedef;Önceki;Sonraki;Ayrıntı;IP Adresi',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}:\\d{2};${selin.adSoyad};\\d+;Personel rollerini değiştirdi;personel\\.rol;personel;\\d+;${hakan};`,
    ),
  );
  expect(lines[1]).toContain(`"{""roller"":[""mali""]}";"{""roller"":[""mali"",""destek""]}";${hakan};`);
});
