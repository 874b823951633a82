import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MISSING } from '../lib/rules/tender-draft';
import { isoToIstanbulLocal } from '../lib/format/istanbul-time';
import { chooseOption, expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { limit } from './time-limits';

/**
 * Issue #13, tender preparation (docs/architecture.md §8, "Tenders"): the İhale Sorumlusu creates a
 * tender with formatted text, sees on publish what it lacks (the card image: images are another
 * screen's work, so the success of publishing is proven by server/backoffice/tenders/tenders.test.ts),
 * previews it as the public page shows it, and filters the list with the filters in the address.
 * The browser runs in New York: the typed times are Istanbul times all the same.
 * TENDER_PREP_SHOTS=<folder> keeps a screenshot of every screen at 1280 and 375 px.
 */
const SHOTS = process.env.TENDER_PREP_SHOTS;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const inDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${isoToIstanbulLocal(d.toISOString()).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

test('İhale Sorumlusu prepares a tender: create, missing list on publish, preview, list filters', async ({
  page,
  make,
}) => {
  // Measured: about a minute beside another journey (two workers); the default budget is that.
  test.setTimeout(limit(120_000));
  const title = `E2E Hurda kablo ${Date.now()}`;
  // The journey's own running tender (read-only for staff), and its own draft of another İhale Sorumlusu.
  const [staff, running] = await Promise.all([
    make.staff({ roller: ['ihale'] }),
    make.tender({ baslik: `E2E Salt okunur ihale ${Date.now()}`, baslangicDakika: -30, bitisDakika: 120 }),
  ]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, staff);
  // Made just before the list opens: the newest tender, on its first page (newest first).
  const draft = await make.tender({
    baslik: `E2E Taslak ihale ${Date.now()}`,
    taslak: true,
    baslangicDakika: 10 * 24 * 60,
    bitisDakika: 12 * 24 * 60,
  });

  // The list, reached from the menu, shows drafts too; "Yeni İhale" by keyboard.
  await page.getByRole('navigation', { name: 'Kurum paneli menüsü' }).getByRole('link', { name: 'İhaleler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'İhaleler' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: draft.baslik })).toContainText('Taslak');
  await expectNoSeriousAxeFindings(page);
  await shots(page, 'list');
  await page.getByRole('link', { name: 'Yeni İhale' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni İhale' })).toBeVisible();

  // An empty save is refused on the spot with the API's own messages.
  await page.getByRole('button', { name: 'Taslağı Kaydet' }).click();
  await expect(page.getByText('İhale başlığı zorunludur.')).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await page.getByRole('textbox', { name: 'İhale başlığı' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'İhale açıklaması' });
  await editor.click();
  await page.keyboard.type('Kablolar ');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('yerinde görülebilir');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('.');
  await page.getByRole('textbox', { name: 'Yayın tarihi' }).fill(inDays(1, 9));
  await page.getByRole('textbox', { name: 'Başlangıç tarihi' }).fill(inDays(3, 10));
  await page.getByRole('textbox', { name: 'Bitiş tarihi' }).fill(inDays(5, 16));
  await page.getByRole('textbox', { name: 'Teminat tutarı' }).fill('15000');
  await chooseOption(page, 'Para birimi');
  await chooseOption(page, 'Malzeme kategorisi');
  await page.getByRole('textbox', { name: 'Miktar' }).fill('12,5');
  await chooseOption(page, 'Ölçü birimi');
  await chooseOption(page, 'Teslimat yeri');
  await page.getByRole('textbox', { name: 'Açılış fiyatı' }).fill('250000');
  await page.getByRole('textbox', { name: 'Rumuz etiketi' }).fill('Teklif veren');
  await page.getByRole('combobox', { name: 'Etiketler' }).fill('kablo');
  await page.keyboard.press('Enter');
  await shots(page, 'new');
  await page.getByRole('button', { name: 'Taslağı Kaydet' }).click();

  // The draft's own page: Istanbul times kept, the checklist names the card image, publishing says so too.
  await page.waitForURL(/\/yonetim\/ihaleler\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveValue(inDays(3, 10));
  await expect(page.getByTestId('publish-missing')).toContainText(MISSING.cardImage);
  await page.getByRole('button', { name: 'Yayınla' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'İhale yayınlanamadı' });
  await expect(refusal).toContainText(MISSING.cardImage);
  await expectNoSeriousAxeFindings(page);
  await shots(page, 'edit');

  // An edit is saved with its version.
  await page.getByRole('textbox', { name: 'Rumuz etiketi' }).fill('Alıcı');
  await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
  await expect(page.getByText('İhale kaydedildi.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rumuz etiketi' })).toHaveValue('Alıcı');

  // The preview: the public detail view, inert, under a banner.
  await page.getByRole('navigation', { name: 'İhale bölümleri' }).getByRole('link', { name: 'Önizleme' }).click();
  await expect(page.getByText('Önizleme — bu ihale henüz yayında değil')).toBeVisible();
  const preview = page.getByTestId('tender-preview');
  await expect(preview).toHaveAttribute('inert', '');
  await expect(preview.locator('h1')).toHaveText(title);
  await expect(preview.locator('.tender-description strong')).toHaveText('yerinde görülebilir');
  await expect(preview).toContainText('Başlamadı');
  await expect(preview).toContainText('Alıcı');
  await expectNoSeriousAxeFindings(page);
  await shots(page, 'preview');

  // The list: search and status filter live in the address; Back returns to the earlier list.
  await page.goto('/yonetim/ihaleler');
  await page.getByRole('textbox', { name: 'Başlık veya ihale no' }).fill(title);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await chooseOption(page, 'Durum', 'Devam Ediyor');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/durum=213/);
  await expect(page.getByText('Aramanıza uygun ihale bulunamadı.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/yonetim/ihaleler?q=${id}&durum=211`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/yonetim/ihaleler?baslangic=${inDays(3, 0).slice(0, 10)}&bitis=${inDays(3, 0).slice(0, 10)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await shots(page, 'list-filtered');

  // A running tender is read-only, with a note.
  await page.goto(`/yonetim/ihaleler?q=${running.id}&durum=213`);
  await page.getByRole('table').getByRole('link', { name: running.baslik }).click();
  await expect(page.getByText('bilgileri artık değiştirilemez')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Değişiklikleri Kaydet' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  await shots(page, 'read-only');
});
