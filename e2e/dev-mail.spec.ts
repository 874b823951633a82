import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './axe';

/**
 * /gelistirici/posta (docs/architecture.md §14): what the built-in stand-ins caught, newest first.
 * The spec sends its own SMS to the stand-in gateway exactly as the portal's SMS client does (a
 * form POST), so it does not depend on what other specs left behind.
 */
test('the developer page lists what the SMS stand-in caught, newest first, and is accessible', async ({
  page,
  request,
}) => {
  const text = `Deneme iletisi ${Date.now()}: teklifiniz geçildi.`;
  const sent = await request.post('/api/gelistirici/sms', {
    form: { usercode: 'gelistirici', password: 'gelistirici', msgheader: 'MKE', gsmno: '5321234567', message: text },
  });
  expect(await sent.text()).toMatch(/^00 \d+$/);

  const api = await request.get('/api/gelistirici/posta');
  expect(api.status()).toBe(200);
  const [newest] = await api.json();
  expect(newest).toEqual({ kanal: 'sms', alici: '5321234567', konu: null, metin: text, tarih: expect.any(String) });

  await page.goto('/gelistirici/posta');
  await expect(page.getByRole('heading', { level: 1, name: 'Geliştirici postası' })).toBeVisible();
  const first = page.getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText('5321234567');
  await expect(first).toContainText('SMS');
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/dev-mail-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/dev-mail-375.png', fullPage: true });
});
