import { type BrowserContext, expect, test } from '@playwright/test';
import { CONSENT_COOKIE, POPUP_COOKIE, expectNoSeriousAxeFindings, popupIds } from './shell-support';

/** The popup announcement the portal shows now (discovered through the public API), with its title. */
async function publishedPopup(context: BrowserContext, baseURL: string) {
  const [popupId] = await popupIds(context, baseURL);
  expect(popupId).toBeTruthy();
  const popupTitle: string = (
    await (await context.request.get(`/api/external-odata/DuyuruOData?$filter=Id eq ${popupId}`)).json()
  ).value[0].Baslik;
  return { popupId, popupTitle };
}

test('the cookie banner and the popup announcement stay dismissed after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const { popupId, popupTitle } = await publishedPopup(context, baseURL!);

  await page.goto('/');
  const popup = page.getByRole('dialog', { name: popupTitle });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Kapat' })).toBeFocused();
  await expectNoSeriousAxeFindings(page);

  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toHaveCount(0);
  const stored = (await context.cookies()).find((c) => c.name === POPUP_COOKIE);
  expect(decodeURIComponent(stored!.value).split(',')).toContain(String(popupId));

  const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute(
    'href',
    '/yardim/cerez-politikasi',
  );
  await banner.getByRole('button', { name: 'Anladım' }).click();
  await expect(banner).toHaveCount(0);
  const consent = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)!;
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 3600;
  expect(Math.abs(consent.expires - yearFromNow)).toBeLessThan(3600);

  await page.reload();
  await expect(page.getByTestId('hero-slider')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  // The server decides from the cookies: the HTML itself carries neither, so nothing flashes.
  const html = await (await context.request.get('/')).text();
  expect(html).not.toContain('data-testid="cookie-banner"');
  expect(html).not.toContain('Çerez bildirimi');
});

test('a first visit gets the cookie banner in the server HTML', async ({ request }) => {
  const html = await (await request.get('/duyurular')).text();
  expect(html).toContain('data-testid="cookie-banner"');
  expect(html).toContain('Anladım');
});

test('sent home by the login guard, the visitor meets the sign-in notice alone; the popup waits for the next visit', async ({
  page,
  context,
  baseURL,
}) => {
  const { popupTitle } = await publishedPopup(context, baseURL!);

  await page.goto('/favori-ihaleler');
  const notice = page.getByRole('dialog', { name: 'Giriş Gerekli' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Giriş Yap' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('dialog', { name: popupTitle })).toBeVisible();
});
