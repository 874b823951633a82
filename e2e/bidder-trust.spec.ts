import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PAGE_SIZE } from '../lib/rules/tender-filters';
import { dismissNotices, signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { joinFromDetail } from './live-auction-support';
import { expectToast } from './toast-recorder';
import { amount } from './money-text';
import { limit } from './time-limits';

/**
 * Issue #19, the bidder's trust at the moments that matter, at a phone's and a desktop's width:
 * acknowledgements (refund, join, leave), the tender list's page past the last, the announcement
 * dates, the IBAN pasted with separators, and a guarded page opened signed out that comes back
 * after the sign-in. TRUST_SHOTS=<folder> keeps a screenshot of every screen it passes. Every test
 * that signs in has a bidder of its own, and the join its own tender (e2e/fixtures.ts).
 */
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

const SHOTS = process.env.TRUST_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** A valid IBAN pasted with separators; the bidder's own IBAN on file is another (a random one). */
const PASTED_IBAN = { pasted: 'TR33 0006.1005,1978 6457 8413 26', iban: 'TR330006100519786457841326' } as const;

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

WIDTHS.forEach(({ name, width, height }) => {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`${name}: a guarded page opened signed out asks for a sign-in and comes back to it`, async ({
      page,
      make,
    }) => {
      const mehmet = await make.citizen();
      await dismissNotices(page);
      await page.goto('/finansal-bilgilerim/teminat-bilgileri');
      const dialog = page.getByRole('dialog', { name: 'Giriş Gerekli' });
      await expect(dialog).toContainText('Sisteme giriş yapmanız gerekmektedir.');
      await expect(page).toHaveURL(/\/$/);
      await shot(page, `guard-dialog-${width}`);
      await expect(dialog.getByRole('button', { name: 'Giriş Yap' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('e-Devlet Giriş (Test)');
      await page.getByRole('button', { name: new RegExp(`${mehmet.adSoyad}.*${mehmet.kimlikNo}`, 's') }).click();
      await expect(page).toHaveURL(/\/finansal-bilgilerim\/teminat-bilgileri$/, { timeout: limit(20_000) });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teminat Bilgileri');
      // The sign-in itself returned to the callback page only.
      expect(page.url()).not.toContain('access_token');
      // The next sign-in, without a wanted page, lands home as before.
      const again = await page.evaluate(() => window.sessionStorage.getItem('esatis:return-path'));
      expect(again).toBeNull();
    });

    test(`${name}: an IBAN pasted with separators is saved; a refund request is acknowledged`, async ({
      page,
      make,
    }) => {
      const mehmet = await make.citizen({ iban: true });
      await signInCitizen(page, mehmet);
      await page.goto('/finansal-bilgilerim/banka-bilgileri');
      const field = page.getByRole('textbox', { name: 'IBAN' });
      await expect(field).toHaveValue(mehmet.iban!);
      const next = PASTED_IBAN;
      await field.fill('');
      await field.fill(next.pasted);
      await expect(field).toHaveValue(next.iban);
      await shot(page, `iban-${width}`);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expectToast(page, 'IBAN bilginiz güncellenmiştir.');
      await page.reload();
      await expect(field).toHaveValue(next.iban);
      await noSideScroll(page, width);

      await page.goto('/finansal-bilgilerim/teminat-bilgileri');
      await page.getByRole('button', { name: 'Teminat İade Talebi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Teminat İade Talebi' });
      await dialog.getByRole('textbox', { name: 'İade edilecek tutar (TL)' }).fill('10,50');
      await dialog.getByRole('button', { name: 'Talep Oluştur' }).click();
      await expectToast(page, 'Teminat iade talebiniz başarıyla alınmıştır.');
      await expect(dialog).toBeHidden();
      await shot(page, `refund-toast-${width}`);
    });

    test(`${name}: joining names the alias and the blocked deposit; leaving asks first`, async ({ page, make }) => {
      const [tender, mehmet] = await Promise.all([
        make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
        make.citizen(),
      ]);
      await signInCitizen(page, mehmet);
      await page.goto(`/ihaleler/${tender.id}`);
      // The toast lasts 2 s (docs/spec.md §9): watch for it from the click on.
      const joined = page.getByRole('alert').filter({ hasText: 'İhaleye katıldınız.' });
      const seen = joined.waitFor({ state: 'visible', timeout: limit(30_000) }).then(async () => {
        const text = await joined.textContent();
        await shot(page, `join-toast-${width}`);
        return text ?? '';
      });
      const alias = await joinFromDetail(page);
      const text = await seen;
      expect(text).toContain(`Rumuzunuz: ${alias}.`);
      const deposit = amount(tender.teminat);
      expect(tender.teminat).toBeGreaterThan(0);
      expect(text).toContain(`Teminatınızdan ${deposit}`);

      const leave = page.getByRole('button', { name: 'İhaleden Ayrıl' });
      await leave.click();
      const ask = page.getByRole('dialog', { name: 'İhaleden Ayrılma Onayı' });
      await expect(ask).toContainText('İhaleden ayrılmak istediğinize emin misiniz? Blokeli teminatınız çözülecektir.');
      await shot(page, `leave-dialog-${width}`);
      // Going back changes nothing; Vazgeç has the focus, so Enter goes back too.
      await expect(ask.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(ask).toBeHidden();
      await expect(page.getByTestId('alias')).toHaveText(alias);

      await leave.click();
      await ask.getByRole('button', { name: 'Evet, Ayrıl' }).click();
      await expectToast(page, 'İhaleden ayrıldınız. Blokeli teminatınız çözülmüştür.');
      await expect(page.getByTestId('alias')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'İhaleye Katıl' })).toBeVisible();
      await shot(page, `left-toast-${width}`);
    });

    test(`${name}: a page past the last page of the tender list shows the last page`, async ({
      page,
      request,
      make,
    }) => {
      // A running tender of the journey's own, so the running filter below lists one at least, and
      // as many more (not started yet) as it takes for the list to have a second page.
      await make.tender({ baslangicDakika: -10, bitisDakika: 120 });
      const listed = await request.get(
        `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=${encodeURIComponent('IhaleDurumuId in (212,213)')}&$count=true&$top=0`,
      );
      expect(listed.ok(), await listed.text()).toBe(true);
      const missing = PAGE_SIZE + 1 - ((await listed.json())['@odata.count'] as number);
      for (let i = 0; i < missing; i++) await make.tender({ baslangicDakika: 600, bitisDakika: 900 });
      await dismissNotices(page);
      await page.goto('/ihaleler?sayfa=99');
      await expect(page).toHaveURL(/\/ihaleler\?sayfa=\d+$/);
      const last = Number(new URL(page.url()).searchParams.get('sayfa'));
      expect(last).toBeGreaterThan(1);
      expect(last).toBeLessThan(99);
      await expect(page.getByText('Aradığınız filtrelere uygun sonuç bulunamadı.')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'İhale listesi' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('link', { name: `${last}. sayfa`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await shot(page, `tender-last-page-${width}`);

      // Filters are kept on the way.
      await page.goto('/ihaleler?sayfa=50&durum=213');
      await expect(page).toHaveURL(/durum=213/);
      await expect(page.getByText('Aradığınız filtrelere uygun sonuç bulunamadı.')).toHaveCount(0);
      await noSideScroll(page, width);
    });

    test(`${name}: reversed announcement dates are stopped in Turkish; dates read DD.MM.YYYY`, async ({ page }) => {
      await dismissNotices(page);
      await page.goto('/duyurular?baslangic=2024-05-01&bitis=2024-05-31');
      const from = page.getByRole('textbox', { name: 'Başlangıç Tarihi' });
      const to = page.getByRole('textbox', { name: 'Bitiş Tarihi' });
      await expect(from).toHaveValue('01.05.2024');
      await expect(to).toHaveValue('31.05.2024');

      await page.goto('/duyurular');
      const filter = page.getByRole('button', { name: 'Filtrele' });
      await expect(async () => {
        await from.fill('10062024');
        await expect(filter).toBeEnabled({ timeout: 500 });
      }).toPass();
      await expect(from).toHaveValue('10.06.2024');
      await to.fill('01.06.2024');
      await filter.click();
      await expectToast(page, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.');
      await expect(
        page.getByText('Başlangıç tarihi bitiş tarihinden sonra olamaz.', { exact: true }).first(),
      ).toBeVisible();
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/duyurular$/);
      await shot(page, `announcement-dates-${width}`);
      await noSideScroll(page, width);

      await to.fill('30.06.2024');
      await filter.click();
      await expect(page).toHaveURL(/baslangic=2024-06-10&bitis=2024-06-30/);
      await expect(from).toHaveValue('10.06.2024');
    });
  });
});
