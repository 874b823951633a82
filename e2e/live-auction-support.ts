import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { recordToasts } from './toast-recorder';

/**
 * Shared steps of the live-auction journeys (e2e/live-auction.spec.ts, the bidding and favourite
 * journeys): the bid box, the price, joining from the detail, the server clock.
 * The journeys bid on tenders of their own (e2e/fixtures.ts make.tender).
 */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/v1/HerkeseAcikSatisIhale/ServerCurrentTime');
  const body = await res.json();
  return Date.parse((body.data ?? body).serverCurrentTime);
}

/** A context whose cookie banner and popup announcement are already dealt with. */
export async function quietContext(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1366, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'tr-TR', timezoneId: 'America/New_York' });
  await recordToasts(context);
  return context;
}

/** From the tender detail: 'İhaleye Katıl', accept the three documents, wait for the alias. */
export async function joinFromDetail(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'İhaleye Katıl' }).click();
  const dialog = page.getByRole('dialog', { name: 'İhaleye Katılım Onayı' });
  await expect(dialog).toBeVisible();
  for (const name of [/KVKK Metni/, /Kullanıcı Sözleşmesi/, /Üyelik Sözleşmesi/])
    await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
  const alias = page.getByTestId('alias');
  await expect(alias).toHaveText(/\S+-\d{3}/);
  return (await alias.textContent()) ?? '';
}

export const priceAmount = (page: Page) => page.getByTestId('price-amount');
export const bidBox = (page: Page) => page.getByTestId('bid-box');

/** The question before a binding bid (issue #19), and before setting a maximum. */
export const bidConfirm = (page: Page, name = 'Teklifinizi onaylıyor musunuz?') =>
  page.getByRole('alertdialog', { name });

/**
 * 'Teklif Ver', then 'Onayla' in the confirmation: the bid is sent when this returns (the dialog
 * fades out meanwhile; not waited for, so a journey's one-second watch starts at the send).
 */
export async function placeBid(page: Page) {
  await bidBox(page).getByRole('button', { name: 'Teklif Ver' }).click();
  await bidConfirm(page).getByRole('button', { name: 'Onayla' }).click();
}

/** 'Otomatik Teklifi Kaydet', then 'Onayla' in 'Azami tutarı onaylıyor musunuz?'. */
export async function saveMaximum(page: Page) {
  await bidBox(page).getByRole('button', { name: 'Otomatik Teklifi Kaydet' }).click();
  await bidConfirm(page, 'Azami tutarı onaylıyor musunuz?').getByRole('button', { name: 'Onayla' }).click();
}
