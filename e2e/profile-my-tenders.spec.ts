import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import {
  apiToken,
  bid,
  browserToken,
  expectNoSeriousAxeFindings,
  hubClient,
  joinThroughApi,
  nextBid,
  tender,
} from './profile-support';
import { money } from './money-text';
import { limit } from './time-limits';

/**
 * Katıldığım İhaleler (docs/spec.md §2, §4): after joining and bidding, the ongoing tab lists the tender;
 * a rival's bid turns 'Kazanıyorsunuz' into 'Kaybediyorsunuz' live; coming back from the detail
 * highlights the row for a second; the tab lives in the address; the live group is left on leaving.
 * Mehmet, his rival Ayşe and the running TL tender are the journey's own (e2e/fixtures.ts).
 */
test('my tenders: ongoing row with live amounts, highlight after the detail, tabs in the URL', async ({
  page,
  request,
  baseURL,
  make,
}) => {
  test.setTimeout(limit(120_000));
  const [mehmet, ayse, made] = await Promise.all([
    make.citizen(),
    make.citizen({ adi: 'Ayşe' }),
    make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
  ]);
  const t = { Id: made.id, Baslik: made.baslik, TeminatTutari: made.teminat };
  await signInCitizen(page, mehmet);
  const mehmetToken = await browserToken(page);
  const mehmetCari = mehmet.cariId!;
  const ayseToken = await apiToken(request, baseURL!, ayse.kimlikNo);
  const ayseCari = ayse.cariId!;

  await joinThroughApi(request, mehmetToken, mehmetCari, t.Id);
  await joinThroughApi(request, ayseToken, ayseCari, t.Id);
  const mehmetHub = await hubClient(baseURL!, mehmetToken);
  const ayseHub = await hubClient(baseURL!, ayseToken);
  try {
    // Mehmet takes the lead.
    const myBid = nextBid(await tender(request, t.Id));
    await bid(mehmetHub, { cariId: mehmetCari, ihaleId: t.Id, tutar: myBid });

    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framesent', (f) => typeof f.payload === 'string' && frames.push(f.payload)));

    await page.goto('/katildigim-ihaleler');
    await expect(page.getByRole('tab', { name: 'Devam Eden' })).toHaveAttribute('aria-selected', 'true');
    const row = page.locator(`tr[data-row-key="${t.Id}"]`);
    await expect(row).toContainText(t.Baslik);
    await expect(row).toContainText('Kazanıyorsunuz');
    await expect(row.getByTestId('mevcut-tutar')).toHaveText(money(myBid));
    await expect(row).toContainText(money(t.TeminatTutari));
    await expectNoSeriousAxeFindings(page);

    // The screen joined the tender's live group; a rival outbids: the row follows without a reload.
    await expect.poll(() => frames.some((f) => f.includes('"AddToGroup"') && f.includes(String(t.Id)))).toBe(true);
    const rivalBid = nextBid(await tender(request, t.Id));
    await bid(ayseHub, { cariId: ayseCari, ihaleId: t.Id, tutar: rivalBid });
    await expect(row.getByTestId('mevcut-tutar')).toHaveText(money(rivalBid));
    await expect(row).toContainText('Kaybediyorsunuz');
    await expect(row).toContainText(money(myBid));

    // To the detail and back: the row is highlighted for a second.
    await row.getByRole('link', { name: `Detay: ${t.Id} numaralı ihale` }).click();
    await expect(page).toHaveURL(new RegExp(`/ihaleler/${t.Id}$`), { timeout: limit(60_000) });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    frames.length = 0;
    await page.goBack();
    await expect(page).toHaveURL(/\/katildigim-ihaleler/);
    await expect(row).toHaveAttribute('data-accent', 'highlight');
    await expect(row).not.toHaveAttribute('data-accent', 'highlight', { timeout: limit(3000) });

    // The tabs are in the address; switching marks the new tab.
    await page.getByRole('tab', { name: 'Kazandığım' }).click();
    await expect(page).toHaveURL(/\?tab=kazandigim$/);
    await expect(page.getByRole('tab', { name: 'Kazandığım' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Veri bulunamadı.');
    // Off the ongoing tab, the tender's group is left.
    await expect.poll(() => frames.some((f) => f.includes('"RemoveFromGroup"') && f.includes(String(t.Id)))).toBe(true);

    await page.getByRole('tab', { name: 'Kaybettiğim' }).click();
    await expect(page).toHaveURL(/\?tab=kaybettigim$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Kaybettiğim' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    await mehmetHub.stop();
    await ayseHub.stop();
  }
});
