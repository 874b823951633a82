import { expect, test } from '@playwright/test';
import { dismissNotices, toast } from './auth-support';
import { expectToast } from './toast-recorder';

const GUARDED = [
  '/hesabim',
  '/finansal-bilgilerim',
  '/finansal-bilgilerim/finansal-ozet',
  '/finansal-bilgilerim/teminat-bilgileri',
  '/finansal-bilgilerim/banka-bilgileri',
  '/firmalarim',
  '/katildigim-ihaleler',
  '/favori-ihaleler',
  '/profil-iletisim',
];

test('every guarded route sends a signed-out visitor home with the login warning', async ({ request }) => {
  for (const path of GUARDED) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(300);
    expect(res.status(), path).toBeLessThan(400);
    const location = new URL(res.headers().location, 'http://x');
    expect(`${location.pathname}${location.search}`, path).toBe(`/?girisGerekli=1&donus=${encodeURIComponent(path)}`);
  }
});

test('a guarded route while signed out: the home page warns and cleans the address', async ({ page }) => {
  await dismissNotices(page);
  await page.goto('/favori-ihaleler');
  await expectToast(page, 'Sisteme giriş yapmanız gerekmektedir.');
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).search).toBe('');
  // A reload does not warn again.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(toast(page, 'Sisteme giriş yapmanız gerekmektedir.')).toHaveCount(0);
});
