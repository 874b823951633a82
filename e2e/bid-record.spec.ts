import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { type BidReceipt, verifyReceipt } from '../lib/transparency/verify-record';
import { signInCitizen } from './auth-support';
import { expectNoSeriousAxeFindings } from './axe';
import { finishedTender } from './bidder-fixtures';
import { expect, test } from './fixtures';
import { shot } from './money-support';
import { aliasOf, bid, browserToken, hubClient, joinThroughApi, nextBid, tender } from './profile-support';
import { quietVisitor } from './tender-support';
import { money } from './money-text';
import { limit } from './time-limits';

/**
 * Issue #17, the verifiable bid record from the outside (docs/architecture.md §11): a visitor checks a
 * finished tender's record on 'Kaydı doğrula' (recomputed and signature-checked in the browser), the
 * same page reports a record whose bid amount was changed on the way (like a tampered database), and
 * a bidder downloads a receipt from Katıldığım İhalelerim that verifies on its own. The tenders and
 * the bidders are each test's own (e2e/fixtures.ts, e2e/bidder-fixtures.ts); the bids are placed by
 * the test itself.
 */
test.describe.configure({ timeout: limit(120_000) });

/** Presses Tab until `target` has the focus (keyboard-only reachability), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reachable with ${max} Tabs`);
}

interface ArchiveRow {
  Id: number;
  IhaleDurumuId: number;
  KazananTutar: number | null;
  TeklifSayisi: number;
  ParaBirimi?: { Adi: string };
}

test('a visitor verifies a finished tender’s record, and the page reports a changed bid', async ({
  page,
  context,
  request,
  baseURL,
  make,
}) => {
  await quietVisitor(context, request, baseURL!);
  // A tender of the journey's own that two accounts bid on in turns, then ended and was decided.
  const [a, b] = await Promise.all([make.citizen(), make.citizen({ firmalar: 1 })]);
  const made = await finishedTender(request, {
    teklifciler: [
      { kimlikNo: a.kimlikNo, cariId: a.cariId! },
      { kimlikNo: b.kimlikNo, cariId: b.firmalar[0].cariId },
    ],
    teklifSayisi: 3,
  });
  const res = await request.get(`/api/external-odata/SonuclananIhaleOData?$filter=Id eq ${made.id}&$expand=ParaBirimi`);
  expect(res.ok()).toBe(true);
  const [t] = (await res.json()).value as ArchiveRow[];
  expect(t, 'the finished tender in the archive').toMatchObject({
    IhaleDurumuId: 215,
    TeklifSayisi: 3,
    KazananTutar: made.kazananTutar,
  });

  // From the tender's page to the verifier by keyboard alone.
  await page.goto(`/ihaleler/${t.Id}`);
  const link = page.getByRole('link', { name: 'Kaydı doğrula' });
  await tabTo(page, link);
  await shot(page, 'tender-detail-record-link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ihaleler/${t.Id}/kayit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Kaydı doğrula' })).toBeVisible();

  const verdict = page.getByTestId('record-verdict');
  await expect(verdict).toContainText('Kayıt doğrulandı', { timeout: limit(20_000) });
  await expect(verdict).toContainText(`/ihaleler/${t.Id}`);
  await expect(page.getByTestId('tree-root')).toHaveText(/^[A-Za-z0-9+/]{43}=$/);
  const table = page.getByRole('table', { name: 'Kayıttaki girişler' });
  const rows = table.locator('tbody tr');
  // Start, every bid, and the end (an extension too when there was one).
  expect(await rows.count()).toBeGreaterThanOrEqual(t.TeklifSayisi + 2);
  await expect(page.getByTestId('tree-size')).toHaveText(String(await rows.count()));
  await expect(rows.first()).toContainText('Başlangıç');
  await expect(rows.last()).toContainText('Bitiş');
  await expect(rows.filter({ hasText: 'Teklif' })).toHaveCount(t.TeklifSayisi);
  // The winning bid is in the record, in the portal's money format.
  await expect(table).toContainText(money(t.KazananTutar!, t.ParaBirimi?.Adi));
  await expect(page.getByText(`npm run dogrula -- ${new URL(baseURL!).origin}`)).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'bid-record-verified');

  // 'Yeniden doğrula' by keyboard: the check runs again and agrees.
  const again = page.getByRole('button', { name: 'Yeniden doğrula' });
  await tabTo(page, again);
  await page.keyboard.press('Enter');
  await expect(verdict).toContainText('Kayıt doğrulandı');

  // The same page, with one bid's amount changed on the way (as if the stored bid had been altered).
  let tampered = false;
  await page.route(`**/api/seffaflik/ihaleler/${t.Id}/kayitlar`, async (route) => {
    const real = await route.fetch();
    const lines = (await real.text()).split('\n');
    const i = lines.findIndex((l) => l.includes('"tur":"teklif"'));
    lines[i] = lines[i].replace(/"tutar":"(\d+)\.(\d{2})"/, (_m, whole: string, cents: string) => {
      tampered = true;
      return `"tutar":"${Number(whole) + 1}.${cents}"`;
    });
    await route.fulfill({ response: real, body: lines.join('\n') });
  });
  await page.reload();
  await expect(verdict).toContainText('Kayıt doğrulanamadı', { timeout: limit(20_000) });
  await expect(verdict).toContainText('kayıtlar imzalandıktan sonra değiştirilmiş');
  expect(tampered).toBe(true);
  await expect(table).toHaveCount(0);
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'bid-record-tampered');
});

test('a bidder downloads a receipt of their bid that verifies on its own', async ({
  page,
  context,
  request,
  baseURL,
  make,
}) => {
  await quietVisitor(context, request, baseURL!);
  // The journey's own bidder and running TL tender: nobody else bids there.
  const [mehmet, made] = await Promise.all([make.citizen(), make.tender({ baslangicDakika: -10, bitisDakika: 120 })]);
  const t = { Id: made.id, Baslik: made.baslik };
  await signInCitizen(page, mehmet);
  const token = await browserToken(page);
  const cariId = mehmet.cariId!;

  await joinThroughApi(request, token, cariId, t.Id);
  const alias = await aliasOf(request, token, cariId, t.Id);
  expect(alias).toBeTruthy();
  const myBid = nextBid(await tender(request, t.Id));
  const hub = await hubClient(baseURL!, token);
  try {
    await bid(hub, { cariId, ihaleId: t.Id, tutar: myBid });
  } finally {
    await hub.stop();
  }

  await page.goto('/katildigim-ihaleler');
  const row = page.locator(`tr[data-row-key="${t.Id}"]`);
  await expect(row).toContainText(t.Baslik);
  await expectNoSeriousAxeFindings(page);
  const open = row.getByRole('button', { name: `Makbuzlar: ${t.Id} numaralı ihalenin teklif makbuzları` });
  await tabTo(page, open, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Teklif makbuzları' });
  await expect(dialog).toBeVisible();
  const item = dialog.getByRole('listitem').filter({ hasText: money(myBid) });
  await expect(item).toHaveCount(1);
  const download = item.getByRole('button', { name: `İndir: ${money(myBid)} teklifinin makbuzu` });
  // The focus is inside the dialog; the download is reached and pressed with the keyboard.
  await tabTo(page, download, 20);
  await expectNoSeriousAxeFindings(page);
  await shot(page, 'bid-receipts-dialog');

  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const sira = await item.getAttribute('data-sira');
  expect(file.suggestedFilename()).toBe(`teklif-makbuzu-${t.Id}-${sira}.json`);
  const receipt = JSON.parse(readFileSync(await file.path(), 'utf8')) as BidReceipt;
  expect(receipt).toMatchObject({ surum: 1, ihaleId: t.Id, leafIndex: Number(sira) });
  expect(JSON.parse(receipt.entry)).toMatchObject({ tur: 'teklif', rumuz: alias, tutar: myBid.toFixed(2) });
  // Checked here, outside the browser, against the key the portal publishes.
  const key = await (await request.get('/api/seffaflik/anahtar')).text();
  await expect(verifyReceipt(receipt, key)).resolves.toMatchObject({ ok: true });

  // Escape closes the dialog and the focus returns to its button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // Anyone can check the file on the tender's verifier page ('Makbuz doğrula').
  await page.goto(`/ihaleler/${t.Id}/kayit`);
  await expect(page.getByTestId('record-verdict')).toContainText('Kayıt doğrulandı', { timeout: limit(20_000) });
  await page.getByTestId('receipt-file').setInputFiles(await file.path());
  await expect(page.getByText('Makbuz doğrulandı')).toBeVisible();
});
