import type { Page } from '@playwright/test';
import { smallestIncrement } from '../lib/rules/bid-increments';
import { ProxyBidMessages } from '../lib/rules/proxy-bid';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bidBox, joinFromDetail, placeBid, priceAmount, quietContext, saveMaximum } from './live-auction-support';
import { money as moneyTl } from './money-text';
import { bidsOf, leadingAlias, nextBid, tender } from './profile-support';
import { expectNoSeriousAxeFindings } from './axe';
import { expectToast } from './toast-recorder';
import { shot } from './money-support';
import { limit } from './time-limits';

/**
 * Otomatik teklif (issue #16, lib/rules/proxy-bid.ts): Mehmet sets a maximum in the bid box and
 * closes the tab; Ayşe (on a phone) bids and the portal answers for Mehmet within a second, marked
 * 'otomatik' in Son Teklifler; Mehmet comes back, sees his maximum, and when Ayşe bids past it he
 * is told and she keeps the highest bid. Both people and the running TL tender are the journey's
 * own (e2e/fixtures.ts): nobody else joins or bids on it.
 */

/** '52.500,00' without the currency, as the rule's message writes the minimum. */
const amount = (v: number) => moneyTl(v).replace(/ TL$/, '');

const rows = (page: Page) => page.getByTestId('bid-history').getByTestId('bid-row');

test('Otomatik Teklif: a maximum answers a rival with the tab closed, is marked otomatik, and ends when passed', async ({
  browser,
  request,
  baseURL,
  make,
}) => {
  test.setTimeout(limit(180_000));
  const [t, mehmetPerson, aysePerson] = await Promise.all([
    make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
    make.citizen(),
    make.citizen(),
  ]);
  const step = smallestIncrement(t.acilisFiyati);
  const detail = `/ihaleler/${t.id}`;
  const currency = 'TL';
  const money = (v: number) => `${amount(v)} ${currency}`;

  const mehmetCtx = await quietContext(browser, baseURL!);
  const ayseCtx = await quietContext(browser, baseURL!, { width: 375, height: 812 });
  const mehmet = await mehmetCtx.newPage();
  const ayse = await ayseCtx.newPage();
  // One after the other: the 2 s sign-in toast must not come and go while the other browser loads.
  await signInCitizen(mehmet, mehmetPerson);
  await signInCitizen(ayse, aysePerson);
  await Promise.all([mehmet.goto(detail), ayse.goto(detail)]);
  const [mehmetAlias, ayseAlias] = await Promise.all([joinFromDetail(mehmet), joinFromDetail(ayse)]);
  expect(mehmetAlias).not.toBe(ayseAlias);
  await expect(bidBox(mehmet)).toBeVisible({ timeout: limit(15_000) });
  await expect(bidBox(ayse)).toBeVisible({ timeout: limit(15_000) });

  // Mehmet: the third mode. The hint is the lowest maximum; one below it is refused on the spot.
  const box = bidBox(mehmet);
  await box.getByRole('button', { name: 'Otomatik Teklif' }).click();
  // Nobody has bid yet: the lowest maximum is the opening price.
  const lowest = nextBid(await tender(request, t.id));
  expect(lowest).toBe(t.acilisFiyati);
  await expect(box.getByText(`En az ${money(lowest)}`)).toBeVisible();
  const field = box.getByRole('textbox', { name: 'Azami Tutar' });
  await field.fill(`${lowest - 1}`);
  await expect(box.getByText(ProxyBidMessages.tooLow(amount(lowest), currency))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeFindings(mehmet, { include: '[data-testid="bid-box"]' });

  // Typed with separators, sent as digits: a maximum three steps above the lowest bid.
  const maximum = lowest + 3 * step;
  await field.fill(new Intl.NumberFormat('tr-TR').format(maximum));
  await expect(field).toHaveValue(String(maximum));
  await saveMaximum(mehmet);
  await expectToast(mehmet, ProxyBidMessages.saved);
  await expect(box.getByTestId('proxy-maximum')).toHaveText(`Azami tutarınız: ${money(maximum)}`);

  // Saving let the maximum act at once: Mehmet leads at the lowest bid, placed for him.
  const start = lowest;
  await expect(priceAmount(ayse)).toHaveText(money(start));
  await expect(rows(ayse).first()).toContainText(mehmetAlias);
  await expect(rows(ayse).first().getByTestId('bid-automatic')).toHaveText(ProxyBidMessages.mark);
  await mehmet.close();

  // Ayşe bids the smallest step; the portal answers for Mehmet within a second, marked otomatik.
  await placeBid(ayse);
  // The answer toast lasts 2 s: looked for first.
  await expectToast(ayse, 'Teklifiniz verildi.');
  const top = rows(ayse).first();
  await expect(top).toContainText(mehmetAlias, { timeout: limit(1000) });
  await expect(top.getByTestId('bid-automatic')).toHaveText(ProxyBidMessages.mark, { timeout: limit(1000) });
  await expect(priceAmount(ayse)).toHaveText(money(start + 2 * step), { timeout: limit(1000) });
  await expect(rows(ayse).nth(1)).toContainText(ayseAlias);
  await expect(rows(ayse).nth(1).getByTestId('bid-automatic')).toHaveCount(0);
  await expect(ayse.getByTestId('standing')).toHaveText('Kaybediyorsunuz');

  // The three modes fit a 375 px screen.
  await bidBox(ayse).getByRole('button', { name: 'Otomatik Teklif' }).click();
  await expect(bidBox(ayse).getByRole('textbox', { name: 'Azami Tutar' })).toBeVisible();
  expect(await ayse.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await bidBox(ayse).getByRole('button', { name: 'Tutar Gir' }).click();

  // Mehmet comes back: his maximum is still there, in every mode of the box.
  const back = await mehmetCtx.newPage();
  await back.goto(detail);
  await expect(bidBox(back).getByTestId('proxy-maximum')).toHaveText(`Azami tutarınız: ${money(maximum)}`, {
    timeout: limit(15_000),
  });
  // His running maximum is what the box opens on.
  await expect(bidBox(back).getByRole('button', { name: 'Otomatik Teklif', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(back.getByTestId('standing')).toHaveText('Kazanıyorsunuz');

  // Ayşe bids past the maximum: she keeps the highest bid, Mehmet is told and his maximum is gone.
  const past = maximum + step;
  await bidBox(ayse)
    .getByLabel(/Teklif Tutarı/)
    .fill(`${past}`);
  await placeBid(ayse);
  await expectToast(ayse, 'Teklifiniz verildi.');
  // Mehmet hears it at once (issue #36): an assertive alert with the new price, in the
  // accessibility tree, and the bid box says in place that his maximum was passed (no toast repeats it).
  await expect(back.getByTestId('outbid-notice')).toMatchAriaSnapshot(
    `- alert: "Teklifiniz geçildi. Yeni en yüksek teklif: ${money(past)}."`,
  );
  await expect(bidBox(back).getByRole('status')).toHaveText(ProxyBidMessages.exceeded);
  await expect(bidBox(back).getByTestId('proxy-maximum')).toHaveCount(0);
  await expect(priceAmount(back)).toHaveText(money(past));
  await expect(back.getByTestId('standing')).toHaveText('Kaybediyorsunuz');
  await expect(back.getByRole('alert').filter({ hasText: ProxyBidMessages.exceeded })).toHaveCount(0);
  await expectNoSeriousAxeFindings(back);
  await shot(back, 'otomatik-teklif-gecildi');

  // Nothing answers any more. The maximums answer inside the batch of the bid they answer, which is
  // committed before the bidder's answer ('Teklifiniz verildi.', seen above) is sent: so the server's
  // answer to a request sent after it lists every bid placed for Mehmet, and none came after hers.
  expect((await bidsOf(request, t.id)).map((b) => [b.CariRumuzu, b.TeklifTutari, b.Otomatik])).toEqual([
    [ayseAlias, past, false],
    [mehmetAlias, start + 2 * step, true],
    [ayseAlias, start + step, false],
    [mehmetAlias, start, true],
  ]);
  expect(await leadingAlias(request, t.id)).toBe(ayseAlias);
  await expect(priceAmount(ayse)).toHaveText(money(past));
  await expect(ayse.getByTestId('standing')).toHaveText('Kazanıyorsunuz');

  // The mark comes with the page too (OData Teklifler.Otomatik), not only live.
  await ayse.reload();
  await expect(rows(ayse).first()).toContainText(ayseAlias);
  await expect(rows(ayse).first().getByTestId('bid-automatic')).toHaveCount(0);
  await expect(rows(ayse).nth(1)).toContainText(mehmetAlias);
  await expect(rows(ayse).nth(1).getByTestId('bid-automatic')).toHaveText(ProxyBidMessages.mark);
  await expect(rows(ayse).nth(2).getByTestId('bid-automatic')).toHaveCount(0);

  await mehmetCtx.close();
  await ayseCtx.close();
});
