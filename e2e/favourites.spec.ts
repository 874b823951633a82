import { expect, test } from '@playwright/test';
import { toast } from './auth-support';
import { quietContext, signInMehmet } from './live-auction-support';

/** Favourites from the tender list and the detail (docs/spec.md §4, §5, §8). */
test('favourite toggle: a warning when signed out; add on a card, see it on the detail, remove it there', async ({
  browser,
  baseURL,
}) => {
  const visitorCtx = await quietContext(browser, baseURL!);
  const visitor = await visitorCtx.newPage();
  await visitor.goto('/ihaleler');
  await visitor.getByTestId('tender-card').first().getByRole('button', { name: 'Favorilere ekle' }).click();
  await expect(toast(visitor, 'Sisteme giriş yapmanız gerekmektedir.')).toBeVisible();
  await visitorCtx.close();

  const ctx = await quietContext(browser, baseURL!);
  const page = await ctx.newPage();
  await signInMehmet(page);
  await page.goto('/ihaleler');
  // The first card that is not a favourite yet.
  const card = page
    .getByTestId('tender-card')
    .filter({ has: page.getByRole('button', { name: 'Favorilere ekle' }) })
    .first();
  const link = card.getByRole('heading').getByRole('link');
  const href = (await link.getAttribute('href'))!;
  const tenderId = Number(href.split('/').pop());

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/FavoriIhale') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Favorilere ekle' }).click();
  expect((await created).status()).toBe(200);
  await expect(toast(page, 'Favorilere eklendi.')).toBeVisible();
  const toggle = page.locator(`a[href="${href}"]`).locator('xpath=ancestor::article').getByTestId('favourite-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAccessibleName('Favorilerden kaldır');

  // The server remembers it: the account's favourites list has it, and the detail shows it pressed.
  const listed = await page.evaluate(async (id) => {
    const res = await fetch(`/api/external-odata/FavoriIhaleOData?$filter=IhaleId eq ${id}&$select=Id,IhaleId`, {
      headers: { Authorization: `Bearer ${document.cookie.match(/esatis_at=([^;]+)/)?.[1] ?? ''}` },
    });
    return (await res.json()).value.length;
  }, tenderId);
  expect(listed).toBe(1);

  await page.goto(href);
  const detailToggle = page.getByTestId('favourite-toggle');
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse(
    (r) => /\/api\/v1\/FavoriIhale\/\d+$/.test(r.url()) && r.request().method() === 'DELETE',
  );
  await detailToggle.click();
  expect((await removed).status()).toBe(204);
  await expect(toast(page, 'Favorilerden kaldırıldı.')).toBeVisible();
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
  await ctx.close();
});
