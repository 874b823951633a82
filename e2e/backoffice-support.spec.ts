import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CITIZENS } from './auth-support';
import { browserToken, signInAyse } from './profile-support';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';

/**
 * The support desk (docs/architecture.md §9 Support desk): Ayşe has the seeded conversation open;
 * Destek, in another browser, finds it, answers it (the answer reaches Ayşe's open thread without a
 * reload, as the institution's) and closes it (the bidder's list then marks it closed).
 */
const CONVERSATION = { id: 1, title: 'Teminat iadesi ne zaman yapılır?' };

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('Destek answers a bidder live and closes the conversation', async ({ page, browser, baseURL, make }) => {
  test.setTimeout(180_000);
  // Ayşe, with her seeded conversation open.
  await signInAyse(page);
  await page.goto(`/profil-iletisim?iletisim=${CONVERSATION.id}`);
  const thread = page.getByRole('log', { name: 'Mesajlar' });
  await expect(thread).toContainText('teminatı hesabımda blokeli görünüyor');

  // Destek, in a browser of its own.
  const staffContext = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const desk = await staffContext.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  const deniz = await make.staff({ roller: ['destek'] });
  await signInAsStaff(desk, deniz);
  await desk
    .getByRole('navigation', { name: 'Kurum paneli menüsü' })
    .getByRole('link', { name: 'Destek Talepleri' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Destek Talepleri' })).toBeVisible();
  await expect(desk.getByRole('tab', { name: /^Açık/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeFindings(desk);
  await shot(desk, 'destek-liste');

  // The seeded conversation was answered once already: it is under "Yanıtlandı", with Ayşe's name.
  const answeredTab = desk.getByRole('tab', { name: /^Yanıtlandı/ });
  await answeredTab.click();
  await expect(answeredTab).toHaveAttribute('aria-selected', 'true');
  const row = desk.getByRole('row').filter({ hasText: CONVERSATION.title });
  await expect(row).toContainText(CITIZENS.ayse.fullName);
  await row.getByRole('link', { name: CONVERSATION.title }).click();
  await expect(desk).toHaveURL(new RegExp(`/yonetim/destek/${CONVERSATION.id}$`));
  await expect(desk.getByRole('heading', { level: 1, name: CONVERSATION.title })).toBeVisible();
  const deskThread = desk.getByRole('log', { name: 'Mesajlar' });
  await expect(deskThread).toContainText('teminatı hesabımda blokeli görünüyor');

  // Refused as a bidder's message would be, then sent.
  await desk.getByRole('button', { name: 'Yanıtı Gönder' }).click();
  await expect(desk.getByText('Mesaj alanı zorunludur', { exact: false })).toBeVisible();
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

  // Ayşe's open thread shows the answer without a reload, as the institution's.
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
    `/api/external-odata/IletisimCariOData?$filter=${encodeURIComponent(`CariId eq 1 and Id eq ${CONVERSATION.id}`)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect((await mine.json()).value[0].DurumId).toBe(203);
  // The bidder's list marks it closed.
  await page.goto('/profil-iletisim');
  await expect(page.locator(`[data-conversation-id="${CONVERSATION.id}"]`)).toContainText('Kapatıldı');

  await desk.getByRole('link', { name: 'Listeye Dön' }).click();
  await desk.getByRole('tab', { name: /^Kapalı/ }).click();
  await expect(desk.getByRole('row').filter({ hasText: CONVERSATION.title })).toBeVisible();
  await staffContext.close();
});
