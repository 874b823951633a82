import { expect, test } from './fixtures';
import { isoToIstanbulLocal } from '../lib/format/istanbul-time';
import { signInCitizen } from './auth-support';
import { bidBox, joinFromDetail, placeBid, quietContext } from './live-auction-support';
import { chooseOption, expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { chooseFile, TEST_PDF, testImage } from './upload-fixtures';
import { limit } from './time-limits';

/**
 * Issue #13 "Done when": the institution sells through its own back-office, end to end.
 * The İhale Sorumlusu signs in with TOTP, creates a tender with a card image, two gallery images
 * and a PDF, previews and publishes it; in a second browser a bidder (a citizen of the journey's own,
 * acting for her company) finds it on /ihaleler, joins and bids; the staff monitor shows the bid live (over the hub, long before its fallback poll);
 * when it ends the İhale Sorumlusu confirms the winner; the bidder's Katıldığım İhalelerim shows it
 * as won; the Yönetici finds every step in the audit trail.
 *
 * The tender starts three to four minutes after it is created and runs one minute, so the journey waits
 * for real time to pass (the scheduler starts and ends it, as in production).
 */

/** A datetime-local value in Istanbul time, `minutes` from now rounded up to the next whole minute. */
const istanbulMinute = (minutes: number) =>
  isoToIstanbulLocal(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString());

test('the institution sells through its back-office: create, publish, bid live, decide, audit', async ({
  browser,
  baseURL,
  make,
}) => {
  // The tender starts three to four minutes after the draft is made and runs a minute, in real time:
  // measured 4.5–6 min in all beside other journeys, so ten minutes is about twice that.
  test.setTimeout(limit(10 * 60_000));
  const title = `Uçtan Uca Hurda Bakır Kablo ${Date.now() % 100_000}`;
  const [ihaleStaff, yonetici, ayse] = await Promise.all([
    make.staff({ roller: ['ihale'] }),
    make.staff({ roller: ['yonetici'] }),
    make.citizen({ firmalar: 1 }),
  ]);
  const company = ayse.firmalar[0].unvan;
  const staff = await (await quietContext(browser, baseURL ?? '', { width: 1280, height: 900 })).newPage();

  // The İhale Sorumlusu signs in with e-Devlet and TOTP and creates the draft.
  await signInAsStaff(staff, ihaleStaff, '/yonetim/ihaleler/yeni');
  await expect(staff.getByRole('heading', { level: 1, name: 'Yeni İhale' })).toBeVisible();
  await staff.getByRole('textbox', { name: 'İhale başlığı' }).fill(title);
  await staff.getByRole('textbox', { name: 'İhale açıklaması' }).click();
  await staff.keyboard.type('Kablo hurdası, kangallar halinde; yerinde görülebilir.');
  await staff.getByRole('textbox', { name: 'Yayın tarihi' }).fill(istanbulMinute(-2));
  // Time enough to upload, publish, sign the bidder in and join before the start (about 90 s under load).
  const start = istanbulMinute(3);
  await staff.getByRole('textbox', { name: 'Başlangıç tarihi' }).fill(start);
  await staff.getByRole('textbox', { name: 'Bitiş tarihi' }).fill(istanbulMinute(4));
  await staff.getByRole('textbox', { name: 'Teminat tutarı' }).fill('1000');
  await chooseOption(staff, 'Para birimi', 'TL');
  await chooseOption(staff, 'Malzeme kategorisi');
  await staff.getByRole('textbox', { name: 'Miktar' }).fill('3');
  await chooseOption(staff, 'Ölçü birimi');
  await chooseOption(staff, 'Teslimat yeri');
  await staff.getByRole('textbox', { name: 'Açılış fiyatı' }).fill('10000');
  await staff.getByRole('textbox', { name: 'Rumuz etiketi' }).fill('Alıcı');
  await staff.getByRole('button', { name: 'Taslağı Kaydet' }).click();
  await staff.waitForURL(/\/yonetim\/ihaleler\/\d+$/);
  const id = Number(new URL(staff.url()).pathname.split('/').pop());

  // Images and the attachment.
  const sections = staff.getByRole('navigation', { name: 'İhale bölümleri' });
  await sections.getByRole('link', { name: 'Görseller ve Ekler' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Görseller ve Ekler' })).toBeVisible();
  await chooseFile(staff, 'Kart görseli yükle', {
    name: 'kart.png',
    mimeType: 'image/png',
    buffer: await testImage('#1f6f8b', 'png'),
  });
  await expect(staff.getByRole('region', { name: 'Kart Görseli' }).getByRole('img')).toBeVisible();
  const gallery = staff.getByRole('region', { name: 'Galeri' }).getByTestId('ihale-dosyasi');
  await chooseFile(staff, 'Galeriye görsel ekle', {
    name: 'saha-1.jpg',
    mimeType: 'image/jpeg',
    buffer: await testImage('#8b5a1f', 'jpeg'),
  });
  await expect(gallery).toHaveCount(1);
  await chooseFile(staff, 'Galeriye görsel ekle', {
    name: 'saha-2.png',
    mimeType: 'image/png',
    buffer: await testImage('#2e8b1f', 'png'),
  });
  await expect(gallery).toHaveCount(2);
  await chooseFile(staff, 'PDF ek yükle', {
    name: 'Teknik Şartname.pdf',
    mimeType: 'application/pdf',
    buffer: TEST_PDF,
  });
  await expect(
    staff.getByRole('region', { name: 'Ekler' }).getByText('Teknik Şartname.pdf', { exact: true }),
  ).toBeVisible();

  // The preview shows it as the public page will; then it is published.
  await sections.getByRole('link', { name: 'Önizleme' }).click();
  const preview = staff.getByTestId('tender-preview');
  await expect(preview.locator('h1')).toHaveText(title);
  await expect(preview).toContainText('Teknik Şartname');
  await sections.getByRole('link', { name: 'Bilgiler' }).click();
  await staff.getByRole('button', { name: 'Yayınla' }).click();
  await staff.getByRole('dialog', { name: 'İhale yayınlansın mı?' }).getByRole('button', { name: 'Yayınla' }).click();
  await expect(staff.getByText('İhale yayınlandı.')).toBeVisible();
  await expectNoSeriousAxeFindings(staff);

  // A bidder finds it on /ihaleler, joins before the start and waits for it to begin.
  const bidder = await (await quietContext(browser, baseURL ?? '')).newPage();
  await signInCitizen(bidder, ayse, company);
  await bidder.goto(`/ihaleler?baslik=${encodeURIComponent(title)}`);
  await bidder.getByRole('link', { name: title }).first().click();
  await expect(bidder.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const alias = await joinFromDetail(bidder);

  // The monitor, open before the bid: the joined alias, then the bid as it arrives.
  await staff.goto(`/yonetim/ihaleler/${id}/izleme`);
  await expect(staff.getByTestId('monitor-participants')).toContainText(alias);
  // The bid box comes with the start, at most four minutes after the draft was made.
  await expect(bidBox(bidder)).toBeVisible({ timeout: limit(4 * 60_000) });
  await expect(staff.getByTestId('tender-status')).toHaveText('Devam Ediyor', { timeout: limit(20_000) });
  await placeBid(bidder);
  await expect(bidder.getByTestId('price-amount')).toHaveText(/10\.\d{3},00 TL/);
  // Live over the hub: far sooner than the monitor's 15-second fallback poll.
  await expect(staff.getByTestId('monitor-bids')).toContainText(alias, { timeout: limit(5000) });
  await expectNoSeriousAxeFindings(staff);

  // It ends and waits at 214 (new tenders are decided by staff); the winner is confirmed.
  await staff.goto(`/yonetim/ihaleler/${id}/sonuc`);
  // Bidding ends a minute after the start; the scheduler's next tick moves it to 214.
  await expect(staff.getByTestId('tender-status')).toHaveText('Teklifler Değerlendiriliyor', {
    timeout: limit(2 * 60_000),
  });
  const ranking = staff.getByTestId('result-ranking');
  await expect(ranking.getByRole('row').first()).toContainText(alias);
  await expect(ranking.getByRole('row').first()).toContainText(company);
  await staff.getByRole('button', { name: 'Kazananı Onayla' }).click();
  await staff.getByRole('dialog', { name: 'Kazananı Onayla' }).getByRole('button', { name: 'Onayla' }).click();
  await expect(staff.getByTestId('tender-status')).toHaveText('Kazanan Belirli');

  // The bidder's Katıldığım İhalelerim lists it as won.
  await bidder.goto('/katildigim-ihaleler?tab=kazandigim');
  await expect(bidder.getByRole('tabpanel')).toContainText(title);

  // The Yönetici finds every step in the audit trail.
  const admin = await (await quietContext(browser, baseURL ?? '', { width: 1280, height: 900 })).newPage();
  await signInAsStaff(admin, yonetici, '/yonetim/denetim');
  await admin.getByRole('combobox', { name: 'Hedef türü' }).click();
  await admin.getByRole('option', { name: 'İhale', exact: true }).click();
  await admin.getByRole('textbox', { name: 'Hedef no' }).fill(String(id));
  await admin.getByRole('button', { name: 'Filtrele' }).click();
  const trail = admin.getByRole('main');
  for (const step of ['İhale oluşturdu', 'Dosya yükledi', 'İhaleyi yayınladı', 'Kazananı onayladı']) {
    await expect(trail.getByText(step).first()).toBeVisible();
  }
  await expect(trail.getByText('Dosya yükledi')).toHaveCount(4);
  // The target by the tender's title, not its number.
  await expect(trail.getByText(`İhale: ${title}`).first()).toBeVisible();
  await expect(trail).toContainText(ihaleStaff.adSoyad);
  await expectNoSeriousAxeFindings(admin);

  await admin.context().close();
  await bidder.context().close();
  await staff.context().close();
});
