import type { WebSocketRoute } from '@playwright/test';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bidBox, joinFromDetail, placeBid, priceAmount, quietContext } from './live-auction-support';
import { money, parseMoney } from './money-text';
import { expectToast } from './toast-recorder';
import { limit } from './time-limits';

/**
 * A bidder whose live connection drops misses nothing (docs/architecture.md §14 "Catching up after a
 * reconnect"): the page reconnects on its own, joins the tender's group again with the last bid it
 * has, and the hub sends the bids placed while it was away before anything newer.
 *
 * The drop is real to the browser: Ayşe's hub WebSocket goes through a Playwright WebSocket route
 * that the journey closes, and refuses her reconnects until Mehmet has bid.
 */
test('a bidder who loses the live connection while a rival bids sees that bid once she is back, without a reload', async ({
  browser,
  baseURL,
  make,
}) => {
  const tender = await make.tender({ baslangicDakika: -10, bitisDakika: 120 });
  const [mehmetPerson, aysePerson] = await Promise.all([make.citizen(), make.citizen()]);
  const mehmetCtx = await quietContext(browser, baseURL!);
  const ayseCtx = await quietContext(browser, baseURL!, { width: 375, height: 812 });
  const [mehmet, ayse] = [await mehmetCtx.newPage(), await ayseCtx.newPage()];

  let refusing = false;
  let hubSockets = 0;
  let current: WebSocketRoute | null = null;
  await ayse.routeWebSocket(/\/v1\/IhaleHub/, (ws) => {
    hubSockets++;
    if (refusing) return void ws.close({ code: 4000, reason: 'test: offline' });
    ws.connectToServer();
    current = ws;
  });

  await Promise.all([signInCitizen(mehmet, mehmetPerson), signInCitizen(ayse, aysePerson)]);
  await Promise.all([mehmet.goto(`/ihaleler/${tender.id}`), ayse.goto(`/ihaleler/${tender.id}`)]);
  await joinFromDetail(mehmet);
  await joinFromDetail(ayse);
  await expect(bidBox(ayse)).toBeVisible({ timeout: limit(15_000) });
  await expect(bidBox(mehmet)).toBeVisible({ timeout: limit(15_000) });

  // Live as usual: Ayşe's bid reaches Mehmet.
  const start = parseMoney(await priceAmount(ayse).textContent());
  const step = parseMoney(await bidBox(ayse).getByRole('button').filter({ hasText: /^\+/ }).first().textContent());
  await placeBid(ayse);
  await expectToast(ayse, 'Teklifiniz verildi.');
  await expect(priceAmount(mehmet)).toHaveText(money(start + step));
  await expect(ayse.getByTestId('standing')).toHaveText('Kazanıyorsunuz');

  // Ayşe's connection drops, and every reconnect is refused: her page says it is connecting.
  refusing = true;
  const socketsBefore = hubSockets;
  await current!.close({ code: 4000, reason: 'test: dropped' });
  await expect(ayse.getByRole('status').filter({ hasText: 'Canlı teklif bağlantısı kuruluyor…' })).toBeVisible();
  await expect(bidBox(ayse)).toHaveCount(0);
  // Mehmet outbids her while she is away.
  await placeBid(mehmet);
  await expectToast(mehmet, 'Teklifiniz verildi.');
  await expect(priceAmount(mehmet)).toHaveText(money(start + 2 * step));
  // Her page keeps trying (at once, then 5 s later: RECONNECT_DELAYS_MS) and is refused each time,
  // so it has not heard the bid live.
  await expect.poll(() => hubSockets, { timeout: limit(15_000) }).toBeGreaterThan(socketsBefore + 1);
  await expect(priceAmount(ayse)).toHaveText(money(start + step));

  // Back: the missed bid arrives without a reload, in the price, the history and her standing,
  // and a screen reader hears that she was outbid.
  refusing = false;
  // The next attempt comes 10 s after the last refused one.
  await expect(bidBox(ayse)).toBeVisible({ timeout: limit(20_000) });
  await expect(priceAmount(ayse)).toHaveText(money(start + 2 * step));
  const rows = ayse.getByTestId('bid-history').getByTestId('bid-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(money(start + 2 * step));
  await expect(ayse.getByTestId('standing')).toHaveText('Kaybediyorsunuz');
  await expect(ayse.getByTestId('outbid-notice')).toMatchAriaSnapshot(
    `- alert: "Teklifiniz geçildi. Yeni en yüksek teklif: ${money(start + 2 * step)}."`,
  );

  await mehmetCtx.close();
  await ayseCtx.close();
});
