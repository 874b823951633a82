import type { Page } from '@playwright/test';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import {
  bidBox,
  bidConfirm,
  placeBid,
  joinFromDetail,
  priceAmount,
  quietContext,
  serverNow,
} from './live-auction-support';
import { money, parseMoney } from './money-text';
import { expectNoSeriousAxeFindings } from './axe';
import { expectToast } from './toast-recorder';
import { limit } from './time-limits';

/**
 * Live auction journeys (docs/spec.md §4 "Join and bid flow", "Real-time connection"; §8 bid result).
 *
 * The auction journey makes its own running tender (e2e/fixtures.ts) that ends about two and a half
 * minutes later with a one-minute extension rule ("Son 1 dakikada verilen teklif süreyi 1 dakika
 * uzatır."), waits on the server's clock until a bid falls inside that window, and then for the end.
 */

const MIN = 60_000;
/** Signing two people in and joining takes well under this (measured: 20–40 s on a busy machine). */
const SETUP_MS = 75_000;
const RULE = { sonDakika: 1, uzatmaDakika: 1 };

async function countdownSeconds(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const m = /(?:(\d+) gün )?(\d{2}):(\d{2}):(\d{2})/.exec(label);
  if (!m) throw new Error(`countdown label not understood: ${label}`);
  return Number(m[1] ?? 0) * 86_400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
}

test('two bidders outbid each other live, an extension moves the end, and the tender ends while both watch', async ({
  browser,
  request,
  baseURL,
  make,
}) => {
  const tender = await make.tender({ baslangicDakika: -10, bitisDakika: 2.5, uzatma: RULE });
  const [mehmetPerson, aysePerson] = await Promise.all([make.citizen(), make.citizen({ firmalar: 1 })]);
  const company = aysePerson.firmalar[0].unvan;
  const now = await serverNow(request);
  const end = Date.parse(
    (
      await request
        .get(`/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${tender.id}&$select=GuncelBitisTarihi`)
        .then((r) => r.json())
    ).value[0].GuncelBitisTarihi,
  );
  // Bidding falls inside the extension window, with the setup done first.
  const p = {
    tender: { Id: tender.id },
    extendMin: RULE.uzatmaDakika,
    bidFrom: Math.max(now + SETUP_MS, end - RULE.sonDakika * MIN + 5_000),
  };
  test.setTimeout(limit(end - now + RULE.uzatmaDakika * MIN + 4 * MIN));

  const mehmetCtx = await quietContext(browser, baseURL!);
  const ayseCtx = await quietContext(browser, baseURL!, { width: 375, height: 812 });
  const mehmet = await mehmetCtx.newPage();
  const ayse = await ayseCtx.newPage();
  // The hub is opened with the access-token cookie, never with a token in its address (issue #11):
  // every WebSocket address and console line is kept to check at the end.
  const sockets: string[] = [];
  const consoleLines: string[] = [];
  for (const page of [mehmet, ayse]) {
    page.on('websocket', (ws) => sockets.push(ws.url()));
    page.on('console', (msg) => consoleLines.push(msg.text()));
  }
  await Promise.all([signInCitizen(mehmet, mehmetPerson), signInCitizen(ayse, aysePerson, company)]);

  await Promise.all([mehmet.goto(`/ihaleler/${p.tender.Id}`), ayse.goto(`/ihaleler/${p.tender.Id}`)]);
  const [mehmetAlias, ayseAlias] = await Promise.all([joinFromDetail(mehmet), joinFromDetail(ayse)]);
  expect(mehmetAlias).not.toBe(ayseAlias);
  await expect(bidBox(mehmet)).toBeVisible({ timeout: limit(15_000) });
  await expect(bidBox(ayse)).toBeVisible({ timeout: limit(15_000) });

  // Wait (on the server's clock) until a bid falls inside the extension window.
  const wait = p.bidFrom - (await serverNow(request));
  if (wait > 0) await mehmet.waitForTimeout(wait);

  // Mehmet: the smallest step on top of the current price. Ayşe sees it within a second.
  const start = parseMoney(await priceAmount(mehmet).textContent());
  const step = parseMoney(await bidBox(mehmet).getByRole('button').filter({ hasText: /^\+/ }).first().textContent());
  const before = await countdownSeconds(ayse);
  await placeBid(mehmet);
  await expect(priceAmount(ayse)).toHaveText(money(start + step), { timeout: limit(1000) });
  await expectToast(mehmet, 'Teklifiniz verildi.');
  await expect(ayse.getByTestId('bid-history').getByTestId('bid-row').first()).toContainText(mehmetAlias);
  await expect(mehmet.getByTestId('standing')).toHaveText('Kazanıyorsunuz');

  // The bid came inside the window: both see the end move.
  for (const page of [mehmet, ayse])
    await expect(page.getByTestId('extension-notice')).toContainText('İhale süresi uzatıldı.');
  const after = await countdownSeconds(ayse);
  expect(after).toBeGreaterThan(before);
  expect(after).toBeGreaterThanOrEqual(p.extendMin * 60 - 15);

  // Ayşe types an amount (digits only); Mehmet sees it within a second.
  const ayseBid = start + step * 3;
  await bidBox(ayse).getByRole('button', { name: 'Tutar Gir' }).click();
  await bidBox(ayse)
    .getByLabel(/Teklif Tutarı/)
    .fill(`${ayseBid}`);
  await placeBid(ayse);
  await expect(priceAmount(mehmet)).toHaveText(money(ayseBid), { timeout: limit(1000) });
  await expectToast(ayse, 'Teklifiniz verildi.');
  await expect(mehmet.getByTestId('standing')).toHaveText('Kaybediyorsunuz');
  await expect(ayse.getByTestId('standing')).toHaveText('Kazanıyorsunuz');
  // Mehmet led and lost the lead: a screen reader hears it at once with the new price (issue #36).
  // Ayşe, who only passed him, is not told she was outbid.
  await expect(mehmet.getByTestId('outbid-notice')).toMatchAriaSnapshot(
    `- alert: "Teklifiniz geçildi. Yeni en yüksek teklif: ${money(ayseBid)}."`,
  );
  await expect(ayse.getByTestId('outbid-notice')).toHaveCount(0);
  // Having bid, nobody may leave any more, and the alias box says why (issue #36).
  await expect(mehmet.getByRole('button', { name: 'İhaleden Ayrıl' })).toHaveCount(0);
  await expect(mehmet.getByTestId('alias-box')).toContainText('Teklif verdiğiniz ihaleden ayrılamazsınız.');

  // A bid that is too low is refused in the field with the server's own text, before any
  // confirmation is asked (issue #36), and nothing changes.
  await bidBox(mehmet).getByRole('button', { name: 'Tutar Gir' }).click();
  const amount = bidBox(mehmet).getByLabel(/Teklif Tutarı/);
  await amount.fill(`${ayseBid}`);
  await bidBox(mehmet).getByRole('button', { name: 'Teklif Ver' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`^Teklifiniz en az .+ olmalıdır\\. · Girilen: ${money(ayseBid).replaceAll('.', '\\.')}$`),
  );
  await expect(amount).toBeFocused();
  await expect(bidConfirm(mehmet)).toHaveCount(0);
  await expect(priceAmount(ayse)).toHaveText(money(ayseBid));

  await expectNoSeriousAxeFindings(mehmet);

  // Nobody bids any more: the tender ends while both watch, and the page shows the result.
  const endsIn =
    Date.parse(
      (
        await request
          .get(
            `/api/external-odata/HerkeseAcikIhaleAnaSayfaOData?$filter=Id eq ${p.tender.Id}&$select=GuncelBitisTarihi`,
          )
          .then((r) => r.json())
      ).value[0].GuncelBitisTarihi,
    ) - (await serverNow(request));
  for (const page of [mehmet, ayse]) {
    await expect(page.getByText('Kazanan Belirli')).toBeVisible({ timeout: endsIn + 60_000 });
    await expect(page.getByTestId('price-box')).toContainText('Kazanan Teklif');
    await expect(priceAmount(page)).toHaveText(money(ayseBid));
    await expect(page.getByTestId('tender-countdown')).toContainText('Süre sona erdi.');
    await expect(bidBox(page)).toHaveCount(0);
  }
  await expect(ayse.getByTestId('standing')).toHaveText('İhaleyi kazandınız.');
  await expect(mehmet.getByTestId('standing')).toHaveText('İhaleyi kaybettiniz.');
  // The tender is over: the outbid notice has done its work.
  await expect(mehmet.getByTestId('outbid-notice')).toHaveCount(0);

  expect(sockets.filter((url) => url.includes('/v1/IhaleHub')).length).toBeGreaterThanOrEqual(2);
  expect(sockets.filter((url) => /access_token|eyJ/.test(url))).toEqual([]);
  expect(consoleLines.filter((line) => /access_token|eyJ[\w-]+\.[\w-]+\./.test(line))).toEqual([]);

  await mehmetCtx.close();
  await ayseCtx.close();
});

test('İhaleye Katıl: signed out it goes to the e-Devlet login; signed in the consent is checked, the alias shown, and leaving clears it', async ({
  browser,
  baseURL,
  make,
}) => {
  // Not started yet: joined and left before its start.
  const tenderId = (await make.tender({ baslangicDakika: 60, bitisDakika: 180 })).id;
  const mehmet = await make.citizen();

  const visitorCtx = await quietContext(browser, baseURL!);
  const visitor = await visitorCtx.newPage();
  await visitor.goto(`/ihaleler/${tenderId}`);
  await visitor.getByRole('button', { name: 'İhaleye Katıl' }).click();
  await expect(visitor).toHaveTitle('e-Devlet Giriş (Test)');
  await visitorCtx.close();

  const ctx = await quietContext(browser, baseURL!, { width: 375, height: 812 });
  const page = await ctx.newPage();
  await signInCitizen(page, mehmet);
  await page.goto(`/ihaleler/${tenderId}`);
  await page.getByRole('button', { name: 'İhaleye Katıl' }).click();
  const dialog = page.getByRole('dialog', { name: 'İhaleye Katılım Onayı' });
  await expect(dialog.getByRole('link', { name: /KVKK Metni/ })).toHaveAttribute('href', '/portal-hakkinda/kvkk-metni');
  await expectNoSeriousAxeFindings(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expectToast(page, 'Sözleşmeleri kabul etmeniz gerekmektedir.');
  await dialog.getByRole('checkbox', { name: /KVKK Metni/ }).check();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expectToast(page, 'Kullanıcı Sözleşmesi onayı zorunludur.');
  await expectToast(page, 'Üyelik Sözleşmesi onayı zorunludur.');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();

  const alias = await joinFromDetail(page);
  // Not started yet: an alias, a way out, no bid box.
  await expect(page.getByTestId('alias')).toHaveText(alias);
  await expect(bidBox(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('alias')).toHaveText(alias);

  await page.getByRole('button', { name: 'İhaleden Ayrıl' }).click();
  await page
    .getByRole('dialog', { name: 'İhaleden Ayrılma Onayı' })
    .getByRole('button', { name: 'Evet, Ayrıl' })
    .click();
  await expectToast(page, 'İhaleden ayrıldınız. Blokeli teminatınız çözülmüştür.');
  await expect(page.getByTestId('alias')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'İhaleye Katıl' })).toBeVisible();
  await ctx.close();
});
