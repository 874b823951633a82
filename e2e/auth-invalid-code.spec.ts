import { expect, test } from '@playwright/test';
import { dismissNotices, expectSignedOut } from './auth-support';

test('a used or unknown code: the exchange error shows as a toast and the visitor returns home', async ({
  page,
  request,
}) => {
  // What the token endpoint says about a bad code; the page must show exactly its errors list.
  const api = await request.post('/api/connect/token', {
    form: {
      grant_type: 'external',
      client_id: 'ihale-client',
      client_secret: 'ihale-client-secret',
      external_token: 'gecersiz-kod',
      provider: 'EDevlet',
    },
  });
  expect(api.status()).toBe(400);
  const expected = ((await api.json()).errors as string[]).join(', ');

  await dismissNotices(page);
  await page.goto('/callback?access_token=gecersiz-kod');
  await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
});
