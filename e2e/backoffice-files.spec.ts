import type { Page } from '@playwright/test';
import { UPLOAD_MESSAGES } from '../lib/rules/upload-messages';
import { expect, test } from './fixtures';
import { dismissNotices } from './shell-support';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { chooseFile, TEST_PDF, testImage } from './upload-fixtures';

/**
 * Images, attachments and the home slider (issue #13, docs/architecture.md §8 "Files"): an İhale
 * Sorumlusu gives a draft tender a card image, two gallery images and a PDF, reorders the gallery
 * and deletes an image (a hostile SVG is refused in Turkish); a Destek staff member adds a home
 * slide and the anonymous home page shows it at once. Files are made here with sharp.
 */

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('İhale Sorumlusu: card image, gallery and attachments of a draft', async ({ page, make }) => {
  // The journey's own draft, starting in a week.
  const { id } = await make.tender({ taslak: true, baslangicDakika: 7 * 24 * 60, bitisDakika: 8 * 24 * 60 });
  await signInAsStaff(page, await make.staff({ roller: ['ihale'] }));
  await page.goto(`/yonetim/ihaleler/${id}/dosyalar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Görseller ve Ekler' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'İhale bölümleri' }).getByRole('link', { name: 'Görseller ve Ekler' }),
  ).toHaveAttribute('aria-current', 'page');

  const card = page.getByRole('region', { name: 'Kart Görseli' });
  const gallery = page.getByRole('region', { name: 'Galeri' });
  const attachments = page.getByRole('region', { name: 'Ekler' });
  const galleryRows = gallery.getByTestId('ihale-dosyasi');
  const before = await galleryRows.count();

  // A hostile file: refused with its Turkish message, nothing added.
  await chooseFile(page, 'Galeriye görsel ekle', {
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(gallery.getByRole('alert')).toHaveText(UPLOAD_MESSAGES.svg);
  await expect(galleryRows).toHaveCount(before);

  const cardButton = (await card.getByRole('button', { name: 'Kart görselini değiştir' }).count())
    ? 'Kart görselini değiştir'
    : 'Kart görseli yükle';
  await chooseFile(page, cardButton, {
    name: 'kart.png',
    mimeType: 'image/png',
    buffer: await testImage('#1f6f8b', 'png'),
  });
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/api\/dosya\/[0-9a-f]{64}-kart-800x600\.webp$/);
  await expect(card.getByRole('button', { name: 'Kart görselini değiştir' })).toBeVisible();

  await chooseFile(page, 'Galeriye görsel ekle', {
    name: 'saha-1.jpg',
    mimeType: 'image/jpeg',
    buffer: await testImage('#8b5a1f', 'jpeg'),
  });
  await expect(galleryRows).toHaveCount(before + 1);
  await chooseFile(page, 'Galeriye görsel ekle', {
    name: 'saha-2.png',
    mimeType: 'image/png',
    buffer: await testImage('#2e8b1f', 'png'),
  });
  await expect(galleryRows).toHaveCount(before + 2);
  await expect(galleryRows.last().getByRole('img')).toHaveAttribute('src', /-galeri-160x120\.webp$/);

  await chooseFile(page, 'PDF ek yükle', {
    name: 'Teknik Şartname.pdf',
    mimeType: 'application/pdf',
    buffer: TEST_PDF,
  });
  await expect(attachments.getByText('Teknik Şartname.pdf', { exact: true })).toBeVisible();
  const pdfHref = await attachments.getByRole('link', { name: /Teknik Şartname\.pdf/ }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Reorder with the buttons: the last image moves up one place.
  const nameOf = (i: number) =>
    galleryRows
      .nth(i)
      .getByRole('button', { name: /^Sil: / })
      .getAttribute('aria-label');
  const last = await nameOf(before + 1);
  const secondLast = await nameOf(before);
  await gallery.getByRole('button', { name: `Yukarı taşı: ${last!.replace('Sil: ', '')}` }).click();
  await expect(galleryRows.nth(before).getByRole('button', { name: /^Sil: / })).toHaveAttribute('aria-label', last!);
  await expect(galleryRows.nth(before + 1).getByRole('button', { name: /^Sil: / })).toHaveAttribute(
    'aria-label',
    secondLast!,
  );

  await expectNoSeriousAxeFindings(page);
  await shots(page, 'ihale-dosyalari');

  // Delete one, after confirming.
  await gallery.getByRole('button', { name: secondLast! }).click();
  const dialog = page.getByRole('dialog', { name: 'Dosyayı Sil' });
  await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(dialog).toBeHidden();
  await expect(galleryRows).toHaveCount(before + 1);
  await expect(gallery.getByRole('button', { name: secondLast! })).toHaveCount(0);
});

test('Destek: a new home slide shows on the anonymous home page at once', async ({ page, browser, baseURL, make }) => {
  await signInAsStaff(page, await make.staff({ roller: ['destek'] }));
  await page.goto('/yonetim/icerik/slider');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa Slider' })).toBeVisible();
  const text = `Yeni sezon hurda satışları ${Date.now() % 100000}`;

  // The text comes first: without it the image is not sent.
  await chooseFile(page, 'Görsel seç ve slaytı ekle', {
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await testImage('#0b3558', 'png'),
  });
  await expect(page.getByRole('region', { name: 'Slayt Ekle' }).getByRole('alert')).toContainText(
    'Slayt metni zorunludur',
  );

  await page.getByRole('textbox', { name: 'Slayt metni' }).first().fill(text);
  await chooseFile(page, 'Görsel seç ve slaytı ekle', {
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await testImage('#0b3558', 'png'),
  });
  const slides = page.getByRole('region', { name: 'Slaytlar' }).getByTestId('slayt');
  await expect(slides.last().getByRole('img')).toHaveAttribute('alt', text);
  await expect(slides.last().getByRole('img')).toHaveAttribute('src', /-slider-1600x600\.webp$/);
  await expectNoSeriousAxeFindings(page);
  await shots(page, 'slider');

  const visitor = await browser.newContext();
  await dismissNotices(visitor, baseURL!);
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByTestId('hero-slider').locator(`img[alt="${text}"]`)).toHaveCount(1);

  // Hidden from the home page at once, then deleted after confirming.
  const slide = slides.last();
  await slide.getByRole('switch', { name: 'Yayında' }).click();
  await slide.getByRole('button', { name: 'Kaydet' }).click();
  await expect(slide.getByRole('heading', { level: 3 })).toContainText('(yayında değil)');
  await home.reload();
  await expect(home.getByTestId('hero-slider').locator(`img[alt="${text}"]`)).toHaveCount(0);
  const count = await slides.count();
  await slide.getByRole('button', { name: `Sil: ${count}. slayt` }).click();
  const dialog = page.getByRole('dialog', { name: 'Slaytı Sil' });
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(slides).toHaveCount(count - 1);
  await visitor.close();
});
