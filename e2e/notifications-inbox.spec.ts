import type { Locator, Page } from '@playwright/test';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bearer, browserToken, expectNoSeriousAxeFindings, operatorReply } from './profile-support';
import { limit } from './time-limits';

/**
 * The inbox (docs/architecture.md §13): a signed-in bidder sees the bell's unread count, opens its
 * menu, follows an item to its page (the count drops), and uses /bildirimler by keyboard alone.
 * Mehmet is the journey's own citizen (e2e/fixtures.ts), without a deposit (whose "received" notice
 * would reach his inbox at a moment of the worker's choosing): his inbox holds only what the journey
 * makes, the institution's answers to a question he asks; counts are still read through the API
 * rather than assumed. Headless Chromium cannot reach a real push service, so the push switch must
 * say so clearly.
 */

interface Item {
  Id: number;
  Baslik: string;
  Baglanti: string | null;
  OkunmaTarihi: string | null;
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

/** Presses Tab until the target has the focus (keyboard only: no clicks, no focus() calls). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function inbox(page: Page): Promise<{ items: Item[]; okunmamis: number }> {
  const res = await page.request.get('/api/bildirimler?sayfa=1', { headers: bearer(await browserToken(page)) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

test('the bell counts unread items, shows a new one live, opens it and leads to its page; /bildirimler by keyboard', async ({
  page,
  context,
  baseURL,
  make,
}) => {
  test.setTimeout(limit(150_000));
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
  const mehmet = await make.citizen({ teminat: {} });
  await signInCitizen(page, mehmet);
  const token = await browserToken(page);

  const bellName = (unread: number) =>
    unread === 0 ? 'Bildirimler, okunmamış bildirim yok' : `Bildirimler, ${unread} okunmamış`;
  await expect(bell(page)).toHaveAccessibleName(bellName((await inbox(page)).okunmamis));

  // Mehmet asks a question; the institution answers it: a new item, newest in his inbox.
  const cariId = mehmet.cariId!;
  const konu = `Bildirim sorusu ${Date.now() % 100000}`;
  const asked = await page.request.post('/api/v1/Iletisim', {
    headers: bearer(token),
    data: { cariId, konuId: 193, baslik: konu, icerik: 'Teslimat hangi gün yapılır?' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const iletisimId = (await asked.json()).data.id as number;
  // Two answers, two items: one is followed below, the other stays unread for "Tümünü okundu işaretle".
  await operatorReply(baseURL!, iletisimId, 'Sorunuzu aldık.');
  const answer = 'Ödeme onayından sonraki iş günü teslim edilir.';
  await operatorReply(baseURL!, iletisimId, answer);
  const link = `/profil-iletisim?iletisim=${iletisimId}`;
  await expect
    .poll(async () => (await inbox(page)).items.slice(0, 2).map((i) => i.Baglanti), { timeout: limit(30_000) })
    .toEqual([link, link]);
  const before = await inbox(page);
  const target = before.items[0];
  expect(target.Baslik).toBe(`Mesajınız yanıtlandı: ${konu}`);
  expect(target.OkunmaTarihi).toBeNull();
  // The bell learned of it over the hub, without a reload.
  await expect(bell(page)).toHaveAccessibleName(bellName(before.okunmamis));

  await bell(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Tüm bildirimler' })).toBeVisible();
  const entry = menu.getByTestId('bell-item').filter({ hasText: target.Baslik }).first(); // the newest of the two
  await expect(entry).toContainText('Okunmamış:');
  await expectNoSeriousAxeFindings(page);
  await shot('bell-menu-desktop');

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${link.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Mesajlar' })).toContainText(answer);
  await expect(bell(page)).toHaveAccessibleName(bellName(before.okunmamis - 1));
  expect((await inbox(page)).okunmamis).toBe(before.okunmamis - 1);

  // Keyboard only from here: the bell's menu to "Tüm bildirimler".
  await tabTo(page, bell(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Tüm bildirimler' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bildirimler$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirimler');
  const list = page.getByRole('list', { name: 'Bildirimler' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // The item just followed is read now: no "mark read" button for it; its link goes to its page.
  const followed = list.getByRole('listitem').filter({ hasText: target.Baslik }).first();
  await expect(followed.getByRole('link')).toHaveAttribute('href', link);
  await expect(followed.getByRole('button')).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  await shot('inbox-desktop');

  // The push switch: permission granted, but the browser's push service is out of reach here.
  await context.grantPermissions(['notifications']);
  const toggle = page.getByRole('switch', { name: 'Bu tarayıcıda anlık bildirimler' });
  await expect(toggle).toBeEnabled();
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('push-problem')).toContainText(
    'Tarayıcınızın anlık bildirim servisine ulaşılamadı; anlık bildirimler açılamadı.',
    { timeout: limit(30_000) },
  );
  await expect(toggle).not.toBeChecked();
  // The service worker itself registered (the CSP's worker-src allows it).
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
  ).toMatch(/\/sw\.js$/);

  // Mark all read, by keyboard: the page and the bell agree.
  const all = page.getByRole('button', { name: 'Tümünü okundu işaretle' });
  expect((await inbox(page)).okunmamis, 'the second answer is still unread').toBeGreaterThan(0);
  await tabTo(page, all);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tüm bildirimleriniz okundu.')).toBeVisible();
  await expect(all).toBeDisabled();
  await expect(bell(page)).toHaveAccessibleName('Bildirimler, okunmamış bildirim yok');
  expect((await inbox(page)).okunmamis).toBe(0);
  await expectNoSeriousAxeFindings(page);

  // A phone: the bell stays in the header beside the user box; the page fits.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bildirimler');
  await expect(bell(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Nothing covers the bell (its centre is the bell); the screenshot shows it beside the logo's text.
  expect(
    await bell(page).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
  ).toBe(true);
  await expectNoSeriousAxeFindings(page);
  await shot('inbox-375');
  await bell(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await shot('bell-menu-375');
});

test('signed out: no bell, and /bildirimler asks to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
  await page.goto('/bildirimler');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Sisteme giriş yapmanız gerekmektedir.' })).toBeVisible();
});
