import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInCitizen } from './auth-support';
import { conversation } from './money-fixtures';
import { browserToken } from './profile-support';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { limit } from './time-limits';

/**
 * The support desk (docs/architecture.md §8 Support desk): a bidder has her conversation open, one
 * the institution answered once already; Destek, in another browser, finds it, answers it (the
 * answer reaches her open thread without a reload, as the institution's) and closes it (the
 * bidder's list then marks it closed). The bidder, her conversation and the Destek member are the
 * journey's own (e2e/fixtures.ts, e2e/money-fixtures.ts); in the desk's lists, the conversation is
 * found by its title, which no other journey's has.
 */
const QUESTION =
  'Merhaba, kaybettiğim bir ihalenin teminatı hesabımda blokeli görünüyor. Blokaj ne zaman çözülür ve iade talebini nasıl oluşturabilirim?';
const FIRST_ANSWER =
  'İhale sonuçlandığında kaybeden isteklilerin teminat blokajı otomatik olarak çözülür ve tutar kullanılabilir teminatınıza eklenir.';

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('Destek answers a bidder live and closes the conversation', async ({ page, browser, baseURL, make, request }) => {
  // Measured: 25–55 s beside other journeys (two workers).
  test.setTimeout(limit(120_000));
  const [ayse, deniz] = await Promise.all([make.citizen({ adi: 'Ayşe' }), make.staff({ roller: ['destek'] })]);
  const cariId = ayse.cariId as number;
  const own = await conversation(request, {
    cariId,
    baslik: `Teminat iadesi ne zaman yapılır? (${Date.now() % 100_000})`,
    mesaj: QUESTION,
    kurumYaniti: FIRST_ANSWER,
  });
  // The bidder, with her conversation open.
  await signInCitizen(page, ayse);
  await page.goto(`/profil-iletisim?iletisim=${own.id}`);
  const thread = page.getByRole('log', { name: 'Mesajlar' });
  await expect(thread).toContainText('teminatı hesabımda blokeli görünüyor');

  // Destek, in a browser of its own.
  const staffContext = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const desk = await staffContext.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(desk, deniz);
  await desk
    .getByRole('navigation', { name: 'Kurum paneli menüsü' })
    .getByRole('link', { name: 'Destek Talepleri' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Destek Talepleri' })).toBeVisible();
  await expect(desk.getByRole('tab', { name: /^Açık/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeFindings(desk);
  await shot(desk, 'destek-liste');

  // Her conversation was answered once already: it is under "Yanıtlandı", with her name.
  const answeredTab = desk.getByRole('tab', { name: /^Yanıtlandı/ });
  await answeredTab.click();
  await expect(answeredTab).toHaveAttribute('aria-selected', 'true');
  const row = desk.getByRole('row').filter({ hasText: own.baslik });
  await expect(row).toContainText(ayse.adSoyad);
  await row.getByRole('link', { name: own.baslik }).click();
  await expect(desk).toHaveURL(new RegExp(`/yonetim/destek/${own.id}$`));
  await expect(desk.getByRole('heading', { level: 1, name: own.baslik })).toBeVisible();
  const deskThread = desk.getByRole('log', { name: 'Mesajlar' });
  await expect(deskThread).toContainText('teminatı hesabımda blokeli görünüyor');

  // Refused as a bidder's message would be, then sent.
  await desk.getByRole('button', { name: 'Yanıtı Gönder' }).click();
  await expect(desk.getByText('Mesaj alanı zorunludur.', { exact: false })).toBeVisible();
  await expectNoSeriousAxeFindings(desk);
  const answer = `Blokajınız çözülmüştür; iade talebinizi oluşturabilirsiniz. (${Date.now() % 100000})`;
  // Keyboard only: the reply box, then Tab to the send button and Enter.
  await desk.getByRole('textbox', { name: 'Yanıtınız' }).focus();
  await desk.keyboard.type(answer);
  await desk.keyboard.press('Tab');
  await expect(desk.getByRole('button', { name: 'Yanıtı Gönder' })).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('alert').filter({ hasText: 'Yanıtınız gönderildi.' })).toBeVisible();
  await expect(deskThread.locator('[data-kurum="true"]').last()).toContainText(answer);
  await expect(deskThread.locator('[data-kurum="true"]').last()).toContainText(deniz.adSoyad);
  await shot(desk, 'destek-talep');

  // Her open thread shows the answer without a reload, as the institution's.
  const institution = thread.locator('[data-kurum="true"]').last();
  await expect(institution).toContainText(answer);

  // Closing: the desk shows it closed, and so does the bidder's API.
  await desk.getByRole('button', { name: 'Talebi Kapat' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: 'Destek talebi kapatıldı.' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Talebi Kapat' })).toHaveCount(0);
  await expect(desk.getByText('Kapalı', { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings(desk);
  const token = await browserToken(page);
  const mine = await page.request.get(
    `/api/external-odata/IletisimCariOData?$filter=${encodeURIComponent(`CariId eq ${cariId} and Id eq ${own.id}`)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect((await mine.json()).value[0].DurumId).toBe(203);
  // The bidder's list marks it closed.
  await page.goto('/profil-iletisim');
  await expect(page.locator(`[data-conversation-id="${own.id}"]`)).toContainText('Kapatıldı');

  await desk.getByRole('link', { name: 'Listeye Dön' }).click();
  await desk.getByRole('tab', { name: /^Kapalı/ }).click();
  await expect(desk.getByRole('row').filter({ hasText: own.baslik })).toBeVisible();
  await staffContext.close();
});
