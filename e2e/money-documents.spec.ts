import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { DOCUMENT_TEXTS, DOCUMENT_TITLES } from '../lib/contract/documents';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bearer, browserToken, expectNoSeriousAxeFindings } from './profile-support';
import { limit } from './time-limits';

/**
 * Money documents (issue #14): a citizen downloads the receipt (dekont) of her bank transfer from
 * Teminat Bilgileri, and the sale document of a won tender she has paid. Both are the journey's own
 * (e2e/fixtures.ts): the citizen's deposit came in as a transfer, and `make.wonTender` makes the
 * paid sale the way the portal makes one (server/documents/test-support.ts). The PDFs are read back
 * with pdf.js: the Turkish letters must come back exactly (the font is embedded).
 */
const SHOTS = 'test-results';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The first page as PNG, to look at the layout. */
async function pdfPagePng(bytes: Buffer, file: string) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const shot = await parser.getScreenshot({ scale: 1.2, first: 1 });
    fs.writeFileSync(file, Buffer.from(shot.pages[0].data));
  } finally {
    await parser.destroy();
  }
}

async function historyTable(page: Page) {
  await page.goto('/finansal-bilgilerim/teminat-bilgileri');
  const table = page.getByRole('table', { name: 'Teminat hareketleri' });
  await expect(table).toBeVisible();
  return table;
}

test('a citizen downloads the receipt of her bank transfer from Teminat Bilgileri', async ({ page, make }) => {
  // Measured: 7–46 s beside other journeys (two workers).
  test.setTimeout(limit(90_000));
  await page.setViewportSize({ width: 1366, height: 900 });
  // Her deposit came in by bank transfer (EFT); her name has Turkish letters the PDF must keep.
  const citizen = await make.citizen({ adi: 'Şükran' });
  await signInCitizen(page, citizen);
  const table = await historyTable(page);
  const row = table.getByRole('row').filter({ hasText: 'Teminat yatırma (EFT)' }).first();
  const button = row.getByRole('button', { name: /tarihli teminat yatırma dekontunu indir \(PDF\)/ });
  await expect(button).toHaveText('Dekont');
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/money-documents-history-1366.png`, fullPage: true });
  await expectNoSeriousAxeFindings(page);

  // Keyboard: the button is reachable and Enter starts the download.
  await button.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^teminat-dekontu-\d+\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  for (const expected of [
    'Makine ve Kimya Endüstrisi A.Ş.',
    DOCUMENT_TITLES.teminatDekontu,
    citizen.adSoyad,
    `*******${citizen.kimlikNo.slice(-4)}`,
    DOCUMENT_TEXTS.teminatAmaci,
    DOCUMENT_TEXTS.havale,
  ])
    expect(text).toContain(expected);
  await pdfPagePng(bytes, `${SHOTS}/money-documents-dekont.png`);

  // Narrow screens: the table becomes cards and the button is still there.
  await page.setViewportSize({ width: 375, height: 812 });
  await historyTable(page);
  await expect(page.getByRole('button', { name: /dekontunu indir/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-documents-history-375.png`, fullPage: true });
  await expectNoSeriousAxeFindings(page);
});

test("the sale document of a citizen's paid won tender is a PDF with the tender, the buyer and the amounts", async ({
  page,
  make,
}) => {
  // Measured: 7–46 s beside other journeys (two workers).
  test.setTimeout(limit(90_000));
  const [citizen, other] = await Promise.all([make.citizen({ adi: 'Gülşen' }), make.citizen()]);
  const cariId = citizen.cariId as number;
  // Her won tender, paid; one still awaiting her payment; and another citizen's paid one.
  const [paid, unpaid, others] = await Promise.all([
    make.wonTender({ cariId }),
    make.wonTender({ cariId, odendi: false }),
    make.wonTender({ cariId: other.cariId as number }),
  ]);
  await signInCitizen(page, citizen);
  // The won tab lists the tender; its Satış Belgesi button appears once the row carries the payment
  // state (the payment work of issue #14). The document itself comes from the bidder's route.
  const token = await browserToken(page);
  const res = await page.request.get(`/api/v1/Odeme/SatisBelgesi/${paid.id}?cariId=${cariId}`, {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toContain(`filename="satis-belgesi-${paid.id}.pdf"`);
  const bytes = await res.body();
  const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
  for (const expected of [
    DOCUMENT_TITLES.satisBelgesi,
    citizen.adSoyad,
    `İhale No ${paid.id}`,
    'Kazanılan Tutar 125.000,50 TL',
  ])
    expect(text).toContain(expected);
  await pdfPagePng(bytes, `${SHOTS}/money-documents-satis-belgesi.png`);

  // Someone else's tender, or an unpaid one, is not found.
  for (const notHers of [others.id, unpaid.id]) {
    const res = await page.request.get(`/api/v1/Odeme/SatisBelgesi/${notHers}?cariId=${cariId}`, {
      headers: bearer(token),
    });
    expect(res.status(), `tender ${notHers}`).toBe(404);
  }
});
