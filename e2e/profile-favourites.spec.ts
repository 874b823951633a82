import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import {
  apiToken,
  bearer,
  bid,
  browserToken,
  expectNoSeriousAxeFindings,
  expectToast,
  hubClient,
  joinThroughApi,
  nextBid,
  tender,
} from './profile-support';
import { money } from './money-text';
import { limit } from './time-limits';

/**
 * Favori İhalelerim (docs/spec.md §2, §8): the table of the account's favourites; a live bid makes its row
 * pulse and updates the last bid; removing one reloads from page 1 and empties the table. Ayşe, the
 * rival bidder and the running tender are the journey's own (e2e/fixtures.ts).
 */
test('favourites: a live bid pulses the row; removing it leaves the empty text', async ({
  page,
  request,
  baseURL,
  make,
}) => {
  test.setTimeout(limit(120_000));
  const [ayse, mehmet, made] = await Promise.all([
    make.citizen({ adi: 'Ayşe' }),
    make.citizen(),
    make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
  ]);
  const t = { Id: made.id, Baslik: made.baslik };
  await signInCitizen(page, ayse);
  const ayseToken = await browserToken(page);
  const ayseCari = ayse.cariId!;

  // Her one favourite: a running tender with time to spare.
  const added = await request.post('/api/v1/FavoriIhale', {
    headers: bearer(ayseToken),
    data: { IhaleId: t.Id, cariId: ayseCari },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && frames.push(f.payload)));
  await page.goto('/favori-ihaleler');
  const table = page.getByRole('table', { name: 'Favori ihalelerim' });
  const row = page.locator(`tr[data-row-key="${t.Id}"]`);
  await expect(row).toContainText(t.Baslik);
  await expect(row).toContainText('Devam Ediyor');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(table.getByRole('link', { name: `Detay: ${t.Id} numaralı ihale` })).toHaveAttribute(
    'href',
    `/ihaleler/${t.Id}`,
  );
  await expectNoSeriousAxeFindings(page);

  // Somebody else bids on it: the row pulses and shows the new amount, without a reload.
  const mehmetToken = await apiToken(request, baseURL!, mehmet.kimlikNo);
  const mehmetCari = mehmet.cariId!;
  await joinThroughApi(request, mehmetToken, mehmetCari, t.Id);
  const bidder = { token: mehmetToken, cariId: mehmetCari };
  const hub = await hubClient(baseURL!, bidder.token);
  try {
    // The running favourite's live group is joined by the screen.
    await expect.poll(() => frames.some((f) => f.includes('"AddToGroup"') && f.includes(String(t.Id)))).toBe(true);
    const amount = nextBid(await tender(request, t.Id));
    await bid(hub, { cariId: bidder.cariId, ihaleId: t.Id, tutar: amount });
    await expect(row).toHaveAttribute('data-accent', 'pulse');
    await expect(row.getByTestId('son-teklif')).toHaveText(money(amount));
    await expect(row).not.toHaveAttribute('data-accent', 'pulse', { timeout: limit(3000) });
  } finally {
    await hub.stop();
  }

  // Removing reloads the list from page 1 (no $skip).
  const reload = page.waitForResponse(
    (r) =>
      r.url().includes('/api/external-odata/FavoriIhaleOData') &&
      r.url().includes('expand') &&
      !r.url().includes('skip'),
  );
  await row.getByRole('button', { name: `Kaldır: ${t.Id} numaralı ihale` }).click();
  await expectToast(page, 'Favorilerden kaldırıldı.');
  await reload;
  await expect(page.getByText('Favori ihaleniz bulunmamaktadır.')).toBeVisible();
});
