import { expect, test } from '@playwright/test';

// The production build, started as a user starts it, serves pages and the API from one process.
test('the portal serves its home page and the seeded tender API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);

  const api = await request.get(
    '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$count=true&$top=10&$orderby=OneCikar desc,YayinTarihi desc&$expand=Kalemleri,IhaleDurumu,IhaleDosyalari',
  );
  expect(api.status()).toBe(200);
  const body = await api.json();
  expect(body['@odata.count']).toBeGreaterThan(10);
  expect(body.value).toHaveLength(10);

  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/E-Satış İhale Portalı/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});
