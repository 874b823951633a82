import { expect, test } from '@playwright/test';
import { CITIZENS, signInAs, toast, tokenCookies, userBox } from './auth-support';

/**
 * Silent refresh once the access token has expired. With a portal started with a short lifetime
 * (ACCESS_TOKEN_TTL_SECONDS=5, the minimum) the test really waits for the expiry; with the default
 * 900 s it hands the browser an access token whose `exp` has passed instead, which the page treats
 * the same way.
 */
const REAL_WAIT_LIMIT_S = 30;

test('an expired access token is refreshed silently and the user stays signed in', async ({ page, context, request }) => {
  const exchange = page.waitForResponse((r) => r.url().endsWith('/api/connect/token'));
  await signInAs(page, CITIZENS.mehmet);
  const { expires_in: expiresIn } = (await (await exchange).json()) as { expires_in: number };
  await expect(toast(page, 'Başarıyla giriş yapıldı')).toBeVisible();
  await expect(userBox(page)).toContainText('Mehmet');
  const before = await tokenCookies(context);

  if (expiresIn <= REAL_WAIT_LIMIT_S) {
    await page.waitForTimeout((expiresIn + 1) * 1000);
    const stale = await request.put('/api/v1/CariBilgisi/CariGirisIslemleri', {
      headers: { Authorization: `Bearer ${before.access}` },
      data: { gSM: '+5332345678', IhaleTipiId: 51 },
    });
    expect(stale.status()).toBe(401);
  } else {
    const [h, , s] = before.access!.split('.');
    const expired = Buffer.from(JSON.stringify({ sub: CITIZENS.mehmet.kimlikNo, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
    await context.addCookies([{ name: 'esatis_at', value: `${h}.${expired}.${s}`, url: new URL(page.url()).origin, sameSite: 'Lax' }]);
  }

  const refresh = page.waitForRequest((r) => r.url().endsWith('/auth/connect/token') && r.method() === 'POST');
  await page.reload();
  const form = new URLSearchParams((await refresh).postData() ?? '');
  expect(form.get('grant_type')).toBe('refresh_token');
  expect(form.get('refresh_token')).toBe(before.refresh);

  await expect.poll(async () => (await tokenCookies(context)).refresh).not.toBe(before.refresh);
  const after = await tokenCookies(context);
  expect(after.access).toBeTruthy();
  expect(after.access).not.toBe(before.access);
  await expect(userBox(page)).toContainText('Mehmet');

  // The new token works for the account calls.
  const ok = await request.put('/api/v1/CariBilgisi/CariGirisIslemleri', {
    headers: { Authorization: `Bearer ${after.access}` },
    data: { gSM: '+5332345678', IhaleTipiId: 51 },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.sonucTipi).toBe(3);
});
