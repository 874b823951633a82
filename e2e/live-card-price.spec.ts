import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { money } from './money-text';
import { apiToken, bid, hubClient, joinThroughApi, nextBid, tender } from './profile-support';
import { limit } from './time-limits';

/**
 * A tender card's price follows live bids for a signed-in user (docs/spec.md §4 "Live bids update the
 * tender row's amount"): the card joins the running tender's group on the user's hub connection and
 * shows a rival's bid without a reload. The live part loads after hydration, for a signed-in user
 * only (components/auction/live-card-price.tsx). The rival and the running tender are the journey's
 * own (e2e/fixtures.ts).
 */
test("a signed-in user's card on /ihaleler shows a rival's bid live", async ({ page, request, baseURL, make }) => {
  test.setTimeout(limit(120_000));
  const [ayse, ali, mehmet, made] = await Promise.all([
    make.citizen({ adi: 'Ayşe' }),
    make.citizen({ adi: 'Ali' }),
    make.citizen(),
    make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
  ]);
  await signInCitizen(page, ayse);
  const [aliToken, mehmetToken] = await Promise.all([
    apiToken(request, baseURL!, ali.kimlikNo),
    apiToken(request, baseURL!, mehmet.kimlikNo),
  ]);
  await joinThroughApi(request, aliToken, ali.cariId!, made.id);
  await joinThroughApi(request, mehmetToken, mehmet.cariId!, made.id);
  const [aliHub, hub] = await Promise.all([hubClient(baseURL!, aliToken), hubClient(baseURL!, mehmetToken)]);
  try {
    // Ali's first bid (the opening price), so that Mehmet's changes the amount the card shows.
    await bid(aliHub, { cariId: ali.cariId!, ihaleId: made.id, tutar: nextBid(await tender(request, made.id)) });
    const amount = nextBid(await tender(request, made.id));

    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && frames.push(f.payload)));
    await page.goto(`/ihaleler?ihaleNo=${made.id}`);
    const card = page.getByRole('list', { name: 'İhale listesi' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(made.baslik);
    const price = card.getByTestId('tender-card-price');
    await expect(price).toHaveText(/ TL$/);
    await expect(price).not.toHaveText(money(amount));

    // The card's running tender is in Ayşe's live group once its live part has loaded.
    await expect
      .poll(() => frames.some((f) => f.includes('"AddToGroup"') && f.includes(String(made.id))), {
        timeout: limit(15_000),
      })
      .toBe(true);
    await bid(hub, { cariId: mehmet.cariId!, ihaleId: made.id, tutar: amount });
    await expect(price).toHaveText(money(amount));
  } finally {
    await Promise.all([aliHub.stop(), hub.stop()]);
  }
});
