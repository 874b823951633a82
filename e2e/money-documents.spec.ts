import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { DOCUMENT_TEXTS, DOCUMENT_TITLES } from '../lib/contract/documents';
import { type DocumentsSeedIds, MEHMET_CARI_ID } from './money-documents-seed';
import { startOwnPortal } from './own-portal';
import { bearer, browserToken, expectNoSeriousAxeFindings, signInMehmet } from './profile-support';

/**
 * Money documents (issue #14): Mehmet Kaya downloads the receipt (dekont) of his seeded bank
 * transfer from Teminat Bilgileri, and the sale document of a won tender he has paid. The paid sale
 * lives in the database, so this spec seeds its own portal (e2e/money-documents-seed.ts) in a data
 * folder of its own and starts it, production build, on its own port. The PDFs are read back with
 * pdf.js: the Turkish letters must come back exactly (the font is embedded).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = path.join('data', 'e2e-documents');
const SHOTS = 'test-results';

let server: ChildProcess | undefined;
let ids: DocumentsSeedIds;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR, PORT: String(PORT), PUBLIC_ORIGIN: ORIGIN };
  const out = execFileSync('node', ['--import', 'tsx', 'e2e/money-documents-seed.ts'], { env, encoding: 'utf8' });
  ids = JSON.parse(out.trim().split('\n').at(-1)!);
  server = startOwnPortal(env);
  await expect(async () => {
    const res = await fetch(`${ORIGIN}/api/health`);
    expect(res.status).toBe(200);
  }).toPass({ timeout: 180_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

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

test('Mehmet Kaya downloads the receipt of his bank transfer from Teminat Bilgileri', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInMehmet(page);
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
    'Mehmet Kaya',
    '*******0214',
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

test("the sale document of Mehmet's paid won tender is a PDF with the tender, the buyer and the amounts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInMehmet(page);
  // The won tab lists the tender; its Satış Belgesi button appears once the row carries the payment
  // state (the payment work of issue #14). The document itself comes from the bidder's route.
  const token = await browserToken(page);
  const res = await page.request.get(`/api/v1/Odeme/SatisBelgesi/${ids.ihaleId}?cariId=${MEHMET_CARI_ID}`, {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toContain(`filename="satis-belgesi-${ids.ihaleId}.pdf"`);
  const bytes = await res.body();
  const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
  for (const expected of [
    DOCUMENT_TITLES.satisBelgesi,
    'Mehmet Kaya',
    `İhale No ${ids.ihaleId}`,
    'Kazanılan Tutar 125.000,50 TL',
  ])
    expect(text).toContain(expected);
  await pdfPagePng(bytes, `${SHOTS}/money-documents-satis-belgesi.png`);

  // Someone else's tender, or an unpaid one, is not found.
  const other = await page.request.get(`/api/v1/Odeme/SatisBelgesi/${ids.ihaleId + 1}?cariId=${MEHMET_CARI_ID}`, {
    headers: bearer(token),
  });
  expect(other.status()).toBe(404);
});
