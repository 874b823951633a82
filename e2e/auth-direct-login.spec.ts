import { expectRefreshTokenHidden, person, signInAs, tokenCookies, userBox } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast, toastPlace } from './toast-recorder';

test('a citizen without companies goes straight in; the one-time code is used once and leaves no trace', async ({
  page,
  context,
  make,
}) => {
  const mehmet = await make.citizen({ adi: 'Mehmet', soyadi: 'Kaya' });
  const exchanges: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/connect/token') && r.method() === 'POST') exchanges.push(r.postData() ?? '');
  });
  const callbackDoc = page.waitForResponse((r) => r.url().includes('/callback?access_token='));

  await signInAs(page, person(mehmet));
  const res = await callbackDoc;
  expect(res.headers()['referrer-policy']).toBe('no-referrer');

  await expectToast(page, 'Başarıyla giriş yapıldı');
  // The toast appears below the header, never over its menu (issue #36).
  const place = await toastPlace(page, 'Başarıyla giriş yapıldı');
  expect(place?.top).toBeGreaterThanOrEqual(place?.headerBottom ?? Number.POSITIVE_INFINITY);
  await expect(page).toHaveURL(/\/$/);
  await expect(userBox(page)).toContainText('Mehmet');
  await expect(userBox(page)).not.toContainText('Kaya');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Exactly one exchange, even with React's development double effects.
  expect(exchanges).toHaveLength(1);
  expect(new URLSearchParams(exchanges[0]).get('grant_type')).toBe('external');

  // The code is gone from the address bar and the history entry.
  expect(page.url()).not.toContain('access_token');
  await page.goBack();
  expect(page.url()).not.toContain('access_token');

  const { access } = await tokenCookies(context);
  expect(access).toBeTruthy();
  // The access cookie (scripts need it, docs/spec.md §7) lives only as long as its token, not 30 days.
  const accessCookie = (await context.cookies()).find((c) => c.name === 'esatis_at')!;
  expect(accessCookie).toMatchObject({ sameSite: 'Lax', path: '/', httpOnly: false });
  expect(accessCookie.expires * 1000).toBeLessThanOrEqual(Date.now() + 900_000 + 5_000);
  await expectRefreshTokenHidden(page);
  // The access token is also in the encrypted storage, never in clear.
  const stored = await page.evaluate(() => window.localStorage.getItem('esatis:access-token'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(access!);
});
