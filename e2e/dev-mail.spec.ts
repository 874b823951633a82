import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './axe';

/**
 * /gelistirici/posta (docs/architecture.md §13): what the built-in stand-ins caught, newest first.
 * The spec sends two SMS of its own to the stand-in gateway exactly as the portal's SMS client does
 * (a form POST), one after the other, and finds them by their text: other journeys' notifications
 * arrive in between and around them, so the order is checked between its own two.
 */
async function sendSms(request: APIRequestContext, gsmno: string, message: string) {
  const sent = await request.post('/api/gelistirici/sms', {
    form: { usercode: 'gelistirici', password: 'gelistirici', msgheader: 'MKE', gsmno, message },
  });
  expect(await sent.text()).toMatch(/^00 \d+$/);
}

test('the developer page lists what the SMS stand-in caught, newest first, and is accessible', async ({
  page,
  request,
}) => {
  const run = Date.now();
  const older = `Deneme iletisi ${run}: ihale başladı.`;
  const text = `Deneme iletisi ${run}: teklifiniz geçildi.`;
  await sendSms(request, '5321234566', older);
  await sendSms(request, '5321234567', text);

  const api = await request.get('/api/gelistirici/posta');
  expect(api.status()).toBe(200);
  const caught = (await api.json()) as Array<{ metin: string }>;
  const newer = caught.findIndex((m) => m.metin === text);
  expect(caught[newer]).toEqual({
    kanal: 'sms',
    alici: '5321234567',
    konu: null,
    metin: text,
    tarih: expect.any(String),
  });
  expect(newer, 'the later SMS before the earlier one').toBeLessThan(caught.findIndex((m) => m.metin === older));

  await page.goto('/gelistirici/posta');
  await expect(page.getByRole('heading', { level: 1, name: 'Geliştirici postası' })).toBeVisible();
  const items = page.getByRole('listitem');
  const mine = items.filter({ hasText: text });
  await expect(mine).toContainText('5321234567');
  await expect(mine).toContainText('SMS');
  await expect(items.filter({ hasText: older })).toContainText('5321234566');
  // Newest first: the later one is listed above the earlier one.
  const texts = await items.allTextContents();
  expect(texts.findIndex((t) => t.includes(text))).toBeLessThan(texts.findIndex((t) => t.includes(older)));
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/dev-mail-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousAxeFindings(page);
  await page.screenshot({ path: 'test-results/dev-mail-375.png', fullPage: true });
});
