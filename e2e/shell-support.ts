import { expect, type BrowserContext } from '@playwright/test';

/**
 * Shared steps of the shell journeys (home, announcements, content pages, not-found, cookie and
 * popup, mobile menu). Data is discovered through the public API, never assumed from seeded titles.
 */
export const CONSENT_COOKIE = 'esatis_cookie_ok';
export const POPUP_COOKIE = 'esatis_popup';

/** Pretends the visitor already accepted cookies and closed every popup, so nothing covers the page. */
export async function dismissNotices(context: BrowserContext, baseURL: string) {
  const popups = await popupIds(context, baseURL);
  await context.addCookies([
    { name: CONSENT_COOKIE, value: '1', url: baseURL },
    { name: POPUP_COOKIE, value: popups.join(',') || '0', url: baseURL },
  ]);
}

export async function popupIds(context: BrowserContext, baseURL: string): Promise<number[]> {
  const res = await context.request.get(`${baseURL}/api/external-odata/DuyuruOData?$filter=Popup eq true&$select=Id`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).value as Array<{ Id: number }>).map((d) => d.Id);
}

export { expectNoSeriousAxeFindings } from './axe';

/** DD.MM.YYYY on screen → YYYY-MM-DD for a date input. */
export const isoDayFromDisplay = (display: string) => {
  const [d, m, y] = display.trim().split('.');
  return `${y}-${m}-${d}`;
};
