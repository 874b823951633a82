import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeFindings, PROFILE_PATHS } from './profile-support';
import { limit } from './time-limits';

/**
 * The profile area's frame (docs/spec.md §2): left menu, active entry, narrow-screen menu, guard, logout.
 * Each test signs in a citizen of its own (e2e/fixtures.ts).
 */
test('the left menu leads to every screen and marks the active one; each screen passes axe', async ({ page, make }) => {
  test.setTimeout(limit(180_000));
  await signInCitizen(page, await make.citizen());
  await page.goto('/finansal-bilgilerim');
  await expect(page).toHaveURL(/\/finansal-bilgilerim\/finansal-ozet$/);

  const menu = page.getByRole('navigation', { name: 'Profil menüsü' });
  await expect(menu.getByRole('link')).toHaveText([
    'Hesabım',
    'Finansal Özet',
    'Teminat Bilgileri',
    'Banka Bilgileri',
    'Firmalarım',
    'Katıldığım İhalelerim',
    'Favori İhalelerim',
    'İletişim',
    'Bildirimler',
  ]);
  await expect(menu.getByText('Finansal Bilgilerim')).toBeVisible();

  const titles: Record<string, string> = {
    '/hesabim': 'Hesabım',
    '/finansal-bilgilerim/finansal-ozet': 'Finansal Özet',
    '/finansal-bilgilerim/teminat-bilgileri': 'Teminat Bilgileri',
    '/finansal-bilgilerim/banka-bilgileri': 'Banka Bilgileri',
    '/firmalarim': 'Firmalarım',
    '/katildigim-ihaleler': 'Katıldığım İhalelerim',
    '/favori-ihaleler': 'Favori İhalelerim',
    '/profil-iletisim': 'İletişim',
    '/bildirimler': 'Bildirimler',
  };
  for (const path of PROFILE_PATHS) {
    const label = titles[path];
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(page).toHaveTitle(`${label} | E-Satış İhale Portalı`);
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
    await expectNoSeriousAxeFindings(page);
  }
});

test('on a phone the menu is a select above the screen', async ({ page, make }) => {
  await signInCitizen(page, await make.citizen());
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/hesabim');
  // The tab shows the portal's icon, as on the public pages (no request for a missing /favicon.ico).
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/logos/favicon.svg');
  const select = page.getByRole('combobox', { name: 'Profil menüsü' });
  await expect(select).toHaveValue('/hesabim');
  await select.selectOption({ label: 'Teminat Bilgileri' });
  await expect(page).toHaveURL(/\/finansal-bilgilerim\/teminat-bilgileri$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teminat Bilgileri');
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeFindings(page);
});

test('signed out, the screens are guarded; a session cookie that disappears logs the browser out', async ({
  page,
  context,
  make,
}) => {
  const mehmet = await make.citizen();
  await page.goto('/favori-ihaleler');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Sisteme giriş yapmanız gerekmektedir.' })).toBeVisible();

  await signInCitizen(page, mehmet);
  await page.goto('/hesabim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesabım');
  // Another tab logged out: the token cookies and the session marker are gone.
  await context.clearCookies({ name: /^esatis_(at|rt|session)$/ });
  await expect(page).toHaveURL(/\/$/, { timeout: limit(15_000) });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});
