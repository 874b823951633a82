import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dismissNotices } from './shell-support';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { limit } from './time-limits';

/**
 * Content in the Kurum Paneli (docs/architecture.md §8 Content): Destek adds and edits an
 * announcement, edits a portal page and the contact details, and an anonymous visitor sees each
 * change at once (the anonymous page cache of the home page included). What other journeys read
 * (the FAQ page, the contact details) is put back as it was; the announcement is this journey's
 * own and ends withdrawn.
 */
const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** Puts content back; once more if the server had just closed the idle keep-alive connection. */
async function putBack(api: APIRequestContext, url: string, data: object) {
  for (let attempt = 0; ; attempt++) {
    try {
      expect((await api.put(url, { data })).ok()).toBe(true);
      return;
    } catch (err) {
      if (attempt > 0 || !String(err).includes('ECONNRESET')) throw err;
    }
  }
}

async function anonymousPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  await dismissNotices(context, baseURL);
  return context.newPage();
}

test('Destek edits an announcement, a portal page and the contact details; the public sees each at once', async ({
  page,
  browser,
  baseURL,
  make,
}) => {
  // Measured: 33 to 36 s alone; beside the other journeys (two workers on two cores, every lane's
  // portal busy) it once ran past 90 s.
  test.setTimeout(limit(150_000));
  const visitor = await anonymousPage(browser, baseURL!);
  // The visitor's home page is in the anonymous page cache before any change.
  await visitor.goto('/');
  await visitor.goto('/');

  await signInAsStaff(page, await make.staff({ roller: ['destek'] }));
  await page
    .getByRole('link', { name: /^İçerik/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/yonetim\/icerik$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İçerik' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ana Sayfa Slider/ })).toHaveAttribute('href', '/yonetim/icerik/slider');
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'icerik');

  // --- An announcement: refused empty, created, seen, edited, withdrawn.
  await page.getByRole('link', { name: /^Duyurular/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyurular' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Duyurular' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'duyurular');

  await page.getByRole('link', { name: 'Yeni Duyuru' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Duyuru' })).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Başlık alanı zorunludur.')).toBeVisible();
  await expect(page.getByText('İçerik alanı zorunludur.')).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  const title = `Kurum Paneli Duyurusu ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Başlık' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'İçerik' });
  await editor.click();
  await page.keyboard.type('Portal bakım çalışması tamamlanmıştır.');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Duyuru oluşturuldu.' })).toBeVisible();
  await expect(page).toHaveURL(/\/yonetim\/icerik\/duyurular\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Duyuru Düzenle' })).toBeVisible();
  await shot(page, 'duyuru-duzenle');

  await visitor.goto('/duyurular');
  await expect(visitor.getByRole('main')).toContainText(title);
  await visitor.goto('/');
  await expect(visitor.getByRole('main')).toContainText(title);

  const edited = `${title} (güncellendi)`;
  await page.getByRole('textbox', { name: 'Başlık' }).fill(edited);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Duyuru kaydedildi.' })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByRole('main')).toContainText(edited);
  await visitor.goto('/duyurular');
  await expect(visitor.getByRole('main')).toContainText(edited);

  await page.getByRole('link', { name: 'Listeye Dön' }).click();
  await page.getByRole('textbox', { name: 'Başlıkta ara' }).fill(edited);
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  await page.getByRole('button', { name: `${edited}: yayından kaldır` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'yayından kaldırıldı' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${edited}: yeniden yayına al` })).toBeVisible();
  await visitor.goto('/duyurular');
  await expect(visitor.getByRole('main')).not.toContainText(edited);
  await visitor.goto('/');
  await expect(visitor.getByRole('main')).not.toContainText(edited);

  // --- A portal page (FAQ, 144): a paragraph added, seen, then the page put back as it was.
  const api = page.context().request;
  const original = (await (await api.get('/api/yonetim/icerik/sayfalar/144')).json()).data;
  try {
    await page.goto('/yonetim/icerik/sayfalar');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal Sayfaları' })).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await shot(page, 'sayfalar');
    await page.getByRole('link', { name: 'Sıkça Sorulan Sorular: düzenle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();
    const added = `Kurum panelinden eklenen yanıt ${Date.now() % 100000}.`;
    await page.getByRole('textbox', { name: 'İçerik' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(added);
    await expectNoSeriousAxeFindings(page);
    await shot(page, 'sayfa-duzenle');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sayfa kaydedildi.' })).toBeVisible();
    await visitor.goto('/yardim/sikca-sorulan-sorular');
    await expect(visitor.getByRole('article')).toContainText(added);
  } finally {
    await putBack(api, '/api/yonetim/icerik/sayfalar/144', { baslik: original.baslik, icerik: original.icerik });
  }
  await visitor.goto('/yardim/sikca-sorulan-sorular');
  await expect(visitor.getByRole('article')).not.toContainText('Kurum panelinden eklenen yanıt');

  // --- The contact details: the seeded ones on the form, a new phone and no fax, then put back.
  const contact = (await (await api.get('/api/yonetim/icerik/iletisim')).json()).data;
  try {
    await page.goto('/yonetim/icerik/iletisim');
    const phone = page.getByRole('textbox', { name: 'Telefon' });
    await expect(phone).toHaveValue(contact.telefon);
    await expectNoSeriousAxeFindings(page);
    await shot(page, 'iletisim');
    await phone.fill('telefon');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText(/Geçerli bir telefon numarası giriniz/)).toBeVisible();
    await phone.fill('+90 (312) 296 12 34');
    await page.getByRole('textbox', { name: 'Faks' }).fill('');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'İletişim bilgileri kaydedildi.' })).toBeVisible();
    await visitor.goto('/iletisim');
    await expect(visitor.getByRole('link', { name: '+90 (312) 296 12 34' })).toHaveAttribute(
      'href',
      'tel:+903122961234',
    );
    await expect(visitor.getByText('FAKS')).toHaveCount(0);
  } finally {
    await putBack(api, '/api/yonetim/icerik/iletisim', contact);
  }
  await visitor.goto('/iletisim');
  await expect(visitor.getByRole('link', { name: contact.telefon })).toBeVisible();
  await expect(visitor.getByText('FAKS')).toBeVisible();
  await visitor.context().close();
});
