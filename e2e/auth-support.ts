import {
  type APIRequestContext,
  type APIResponse,
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { speakFromOwnAddress } from './client-address';
import { expectToast, recordToasts } from './toast-recorder';

/**
 * Shared steps of the sign-in journeys (e2e/auth-*.spec.ts). Everyone signs in through the real
 * e-Devlet stand-in page: 'Giriş Yap' in the header, then the citizen's button; the citizens are
 * each journey's own (e2e/fixtures.ts make.citizen).
 */

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function userBox(page: Page): Locator {
  return header(page).getByRole('button', { name: /Kullanıcı menüsü/ });
}

export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * The home page's popup announcement and cookie notice belong to other journeys: mark them as seen
 * (the same cookies their buttons set), so they do not cover the header.
 */
export async function dismissNotices(page: Page) {
  const res = await page.request.get('/api/external-odata/DuyuruWithOutCacheOData?$filter=Popup eq true&$select=Id');
  const ids = ((await res.json()).value as Array<{ Id: number }>).map((d) => d.Id);
  const url = new URL(page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? '')).origin;
  await page.context().addCookies([
    { name: 'esatis_popup', value: ids.join(','), url },
    { name: 'esatis_cookie_ok', value: '1', url },
  ]);
}

/** A journey's own citizen (e2e/fixtures.ts) as the stand-in page lists them. */
export const person = (c: { adSoyad: string; kimlikNo: string }) => ({ fullName: c.adSoyad, kimlikNo: c.kimlikNo });

/**
 * Signs a journey's own registered citizen in, ending on the home page: straight in without
 * companies; with companies, choosing `as` (the person's name by default, or a company's title)
 * in 'İhale Sistemine Giriş Seçimi'.
 */
export async function signInCitizen(
  page: Page,
  c: { adSoyad: string; kimlikNo: string; firmalar: Array<{ unvan: string }> },
  as: string = c.adSoyad,
) {
  await signInAs(page, person(c));
  if (c.firmalar.length > 0)
    await page
      .getByRole('dialog', { name: 'İhale Sistemine Giriş Seçimi' })
      .getByRole('button', { name: new RegExp(as.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();
  await expectToast(page, 'Başarıyla giriş yapıldı');
}

/** From the home page to /callback as the given citizen. */
export async function signInAs(page: Page, citizen: { fullName: string; kimlikNo: string }) {
  await speakFromOwnAddress(page);
  await recordToasts(page.context());
  await dismissNotices(page);
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveTitle('e-Devlet Giriş (Test)');
  await page.getByRole('button', { name: new RegExp(`${citizen.fullName}.*${citizen.kimlikNo}`, 's') }).click();
  await page.waitForURL(/\/callback/);
}

/**
 * The session cookies as the browser holds them (Playwright sees HttpOnly cookies too): the
 * access token, the refresh token (HttpOnly, set by the server) and its readable marker.
 */
export async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const refreshCookie = cookies.find((c) => c.name === 'esatis_rt') ?? null;
  return {
    access: cookies.find((c) => c.name === 'esatis_at')?.value ?? null,
    refresh: refreshCookie?.value ?? null,
    refreshCookie,
    marker: cookies.find((c) => c.name === 'esatis_session')?.value ?? null,
  };
}

/** What the page's scripts can read of the cookies. */
export async function scriptCookies(page: Page): Promise<string> {
  return page.evaluate(() => document.cookie);
}

/**
 * The refresh token stays out of scripts' reach: HttpOnly, SameSite=Strict, only sent to /auth,
 * and not in document.cookie.
 */
export async function expectRefreshTokenHidden(page: Page) {
  const { refresh, refreshCookie, marker } = await tokenCookies(page.context());
  expect(refresh, 'a refresh cookie').toBeTruthy();
  expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
  expect(marker).toMatch(/^[\w-]{12}$/);
  const visible = await scriptCookies(page);
  expect(visible).not.toContain('esatis_rt');
  expect(visible).not.toContain(refresh!);
}

/** The refresh grant sent from outside the browser with a refresh token taken from it. */
export function refreshOutsideBrowser(request: APIRequestContext, refreshToken: string): Promise<APIResponse> {
  return request.post('/auth/connect/token', {
    form: { grant_type: 'refresh_token', client_id: 'ihale-client', client_secret: 'ihale-client-secret' },
    headers: { Cookie: `esatis_rt=${refreshToken}` },
  });
}

export async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  // The refresh cookie goes with the revocation answer, which the logout does not wait for.
  await expect.poll(async () => (await tokenCookies(page.context())).refresh).toBeNull();
  const { access, marker } = await tokenCookies(page.context());
  expect(access).toBeNull();
  expect(marker).toBeNull();
}

/** Keys the portal keeps in localStorage (all prefixed 'esatis:'). */
export async function portalStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('esatis:')));
}

export { expectNoSeriousAxeFindings } from './axe';
