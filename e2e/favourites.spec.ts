import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { quietContext } from './live-auction-support';
import { expectToast } from './toast-recorder';

/**
 * Favourites from the tender list and the detail (docs/spec.md §4, §5, §8), on a tender and by a
 * citizen of the journey's own (e2e/fixtures.ts): the list is filtered to that tender by its number.
 */
test('favourite toggle: a warning when signed out; add on a card, see it on the detail, remove it there', async ({
  browser,
  baseURL,
  make,
}) => {
  const [tender, mehmet] = await Promise.all([make.tender({ baslangicDakika: -10, bitisDakika: 120 }), make.citizen()]);
  const listed = `/ihaleler?ihaleNo=${tender.id}`;
  const visitorCtx = await quietContext(browser, baseURL!);
  const visitor = await visitorCtx.newPage();
  await visitor.goto(listed);
  await visitor.getByTestId('tender-card').first().getByRole('button', { name: 'Favorilere ekle' }).click();
  await expectToast(visitor, 'Sisteme giriş yapmanız gerekmektedir.');
  await visitorCtx.close();

  const ctx = await quietContext(browser, baseURL!);
  const page = await ctx.newPage();
  await signInCitizen(page, mehmet);
  await page.goto(listed);
  // The tender's card, not a favourite yet.
  const card = page.getByTestId('tender-card');
  await expect(card).toHaveCount(1);
  const link = card.getByRole('heading').getByRole('link');
  const href = (await link.getAttribute('href'))!;
  const tenderId = Number(href.split('/').pop());
  expect(tenderId).toBe(tender.id);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/FavoriIhale') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Favorilere ekle' }).click();
  expect((await created).status()).toBe(200);
  await expectToast(page, 'Favorilere eklendi.');
  const toggle = page.locator(`a[href="${href}"]`).locator('xpath=ancestor::article').getByTestId('favourite-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAccessibleName('Favorilerden kaldır');

  // The server remembers it: the account's favourites list has it, and the detail shows it pressed.
  const favourites = await page.evaluate(async (id) => {
    const res = await fetch(`/api/external-odata/FavoriIhaleOData?$filter=IhaleId eq ${id}&$select=Id,IhaleId`, {
      headers: { Authorization: `Bearer ${document.cookie.match(/esatis_at=([^;]+)/)?.[1] ?? ''}` },
    });
    return (await res.json()).value.length;
  }, tenderId);
  expect(favourites).toBe(1);

  await page.goto(href);
  const detailToggle = page.getByTestId('favourite-toggle');
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse(
    (r) => /\/api\/v1\/FavoriIhale\/\d+$/.test(r.url()) && r.request().method() === 'DELETE',
  );
  await detailToggle.click();
  expect((await removed).status()).toBe(204);
  await expectToast(page, 'Favorilerden kaldırıldı.');
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
  await ctx.close();
});
