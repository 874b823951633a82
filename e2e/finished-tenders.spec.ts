import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDateTime } from '../lib/format/date';
import { expect as baseExpect, test } from './fixtures';
import { quietVisitor } from './tender-support';
import { seriousAxeFindings } from './axe';
import { money } from './money-text';
import { limit } from './time-limits';

/**
 * Issue #19, 'Sonuçlanan İhaleler' at a phone's and a desktop's width: the archive lists the
 * finished tenders (215, 216, 217) with the result, the bid count and the end date, newest end
 * first, pages like the list, and each row leads to the tender's page, which states the result.
 * Data is discovered through the public API. Other journeys end, decide and cancel tenders while
 * this one reads the archive, so each comparison of the page with the API is retried as a whole
 * (`toPass`) when a tender finished in between. ARCHIVE_SHOTS=<folder> keeps a screenshot of each screen.
 */
/** How long one comparison of a page with the API may take before it is read again. */
const SNAPSHOT = { timeout: limit(10_000) };
/** Reading again for as long as other journeys keep finishing tenders in between. */
const RETRIED = { timeout: limit(120_000) };
const expect = baseExpect.configure({ timeout: limit(30_000) });
test.describe.configure({ timeout: limit(180_000) });

const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const SHOTS = process.env.ARCHIVE_SHOTS;
async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

interface ArchiveRow {
  Id: number;
  Baslik: string;
  IhaleDurumuId: number;
  BitisTarihi: string;
  UzatilmisBitisTarihi: string | null;
  KazananTutar: number | null;
  TeklifSayisi: number;
  ParaBirimi?: { Adi: string };
}

/** Every row of the archive set, in the page's order. */
async function archiveRows(request: APIRequestContext): Promise<ArchiveRow[]> {
  const res = await request.get(
    `/api/external-odata/SonuclananIhaleOData?$top=100&$orderby=${encodeURIComponent('GuncelBitisTarihi desc,Id desc')}&$expand=ParaBirimi`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()).value as ArchiveRow[];
}

/** What the row says about the result, as the archive words it. */
const resultText = (r: ArchiveRow) =>
  r.IhaleDurumuId === 215
    ? `Kazanan teklif: ${money(r.KazananTutar ?? 0, r.ParaBirimi?.Adi)}`
    : r.IhaleDurumuId === 216
      ? 'Kazanan belirlenemedi'
      : 'İptal edildi';

const rows = (page: Page) => page.getByTestId('finished-tender');

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.beforeEach(async ({ context, request, baseURL }) => {
  await quietVisitor(context, request, baseURL!);
});

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`${name}: the archive lists finished tenders with result, bids and date, and pages`, async ({
      page,
      request,
    }) => {
      // From the tender list, the link beside the heading.
      await page.goto('/ihaleler', { waitUntil: 'networkidle' });
      await shot(page, `list-link-${name}`);
      await page.getByRole('link', { name: 'Sonuçlanan İhaleler' }).first().click();
      await expect(page).toHaveURL(/\/ihaleler\/sonuclanan$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sonuçlanan İhaleler' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('İhaleler');
      await noSideScroll(page, width);
      await shot(page, `archive-${name}`);
      await shot(page, `archive-${name}-full`, true);

      await expect(async () => {
        const all = await archiveRows(request);
        // The seed has tenders decided with and without a winner and cancelled ones, over 2 pages.
        expect(all.length).toBeGreaterThan(10);
        expect(new Set(all.map((r) => r.IhaleDurumuId))).toEqual(new Set([215, 216, 217]));
        await page.goto('/ihaleler/sonuclanan');
        await expect(
          page.getByRole('heading', { level: 2, name: `Son 12 ayda sonuçlanan ${all.length} ihale` }),
        ).toBeVisible(SNAPSHOT);

        // Page 1: the ten newest ends, each with its result, bid count and Istanbul end time.
        await expect(rows(page)).toHaveCount(10, SNAPSHOT);
        for (const [i, r] of all.slice(0, 10).entries()) {
          const row = rows(page).nth(i);
          await expect(row.getByRole('link')).toHaveText(r.Baslik, SNAPSHOT);
          await expect(row.getByTestId('finished-tender-result')).toHaveText(resultText(r), SNAPSHOT);
          await expect(row.getByTestId('finished-tender-bids')).toHaveText(`${r.TeklifSayisi} teklif`, SNAPSHOT);
          await expect(row.getByTestId('finished-tender-end')).toHaveText(
            formatDateTime(r.UzatilmisBitisTarihi ?? r.BitisTarihi),
            SNAPSHOT,
          );
        }

        // Page 2 continues the order; a page past the last goes to the last one.
        await page.getByRole('link', { name: '2. sayfaya git' }).click();
        await expect(page).toHaveURL(/\/ihaleler\/sonuclanan\?sayfa=2$/, SNAPSHOT);
        await expect(page.getByRole('link', { name: '2. sayfa', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
          SNAPSHOT,
        );
        await expect(rows(page).first().getByRole('link')).toHaveText(all[10].Baslik, SNAPSHOT);
        const last = Math.ceil(all.length / 10);
        await page.goto('/ihaleler/sonuclanan?sayfa=99');
        await expect(page).toHaveURL(new RegExp(`/ihaleler/sonuclanan\\?sayfa=${last}$`), SNAPSHOT);
        await expect(rows(page)).toHaveCount(all.length - (last - 1) * 10, SNAPSHOT);
        // A page number that is not one shows the first page, never an error.
        const bad = await page.goto('/ihaleler/sonuclanan?sayfa=abc');
        expect(bad?.status()).toBe(200);
        await expect(rows(page).first().getByRole('link')).toHaveText(all[0].Baslik, SNAPSHOT);
      }).toPass(RETRIED);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test(`${name}: a row leads to the tender's page, which states the result`, async ({ page, request }) => {
      let all: ArchiveRow[] = [];
      let won: ArchiveRow | undefined;
      // The row's page, read again if other journeys' finished tenders moved it meanwhile.
      await expect(async () => {
        all = await archiveRows(request);
        won = all.find((r) => r.IhaleDurumuId === 215 && r.TeklifSayisi > 0);
        expect(won, 'a won tender with bids in the archive').toBeTruthy();
        const index = all.indexOf(won!);
        await page.goto(`/ihaleler/sonuclanan${index >= 10 ? `?sayfa=${Math.floor(index / 10) + 1}` : ''}`, {
          waitUntil: 'networkidle',
        });
        await expect(rows(page).getByRole('link', { name: won!.Baslik, exact: true })).toBeVisible(SNAPSHOT);
      }).toPass(RETRIED);
      const winner = won as ArchiveRow;
      // The title link covers the row; keyboard users reach it with Tab and open it with Enter.
      const link = rows(page).getByRole('link', { name: winner.Baslik, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/ihaleler/${winner.Id}$`));
      const box = page.getByRole('region', { name: 'İhale Sonucu' });
      await expect(box).toContainText(
        `Bu ihale sonuçlanmıştır. Kazanan teklif: ${money(winner.KazananTutar!, winner.ParaBirimi?.Adi)} (${winner.TeklifSayisi} teklif)`,
      );
      await noSideScroll(page, width);
      await box.scrollIntoViewIfNeeded();
      await shot(page, `detail-won-${name}`);
      expect(await seriousAxeFindings(page)).toEqual([]);

      const noWinner = all.find((r) => r.IhaleDurumuId === 216)!;
      await page.goto(`/ihaleler/${noWinner.Id}`);
      await expect(page.getByRole('region', { name: 'İhale Sonucu' })).toContainText(
        'Bu ihale sonuçlanmıştır. Kazanan belirlenemedi.',
      );
      await page.getByRole('region', { name: 'İhale Sonucu' }).scrollIntoViewIfNeeded();
      await shot(page, `detail-no-winner-${name}`);

      const cancelled = all.find((r) => r.IhaleDurumuId === 217)!;
      await page.goto(`/ihaleler/${cancelled.Id}`);
      const cancelledBox = page.getByRole('region', { name: 'İhale Sonucu' });
      await expect(cancelledBox).toContainText('Bu ihale iptal edilmiştir.');
      await cancelledBox.scrollIntoViewIfNeeded();
      await shot(page, `detail-cancelled-${name}`);
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Its link leads back to the archive.
      await cancelledBox.getByRole('link', { name: 'Tüm sonuçlanan ihaleler' }).click();
      await expect(page).toHaveURL(/\/ihaleler\/sonuclanan$/);
    });
  });
}

test('a running tender states no result', async ({ page, make }) => {
  const running = await make.tender({ baslangicDakika: -30, bitisDakika: 600 });
  await page.goto(`/ihaleler/${running.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'İhale Sonucu' })).toHaveCount(0);
});

test('search engines find the archive and the finished tenders: sitemap, robots, canonical', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/Disallow: \/ihaleler/);
  // The sitemap, the archive and its second page, read again if a tender finished in between.
  await expect(async () => {
    const all = await archiveRows(request);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ihaleler/sonuclanan</loc>');
    for (const r of all) expect(sitemap).toContain(`/ihaleler/${r.Id}</loc>`);

    const html = await (await request.get('/ihaleler/sonuclanan?sayfa=2')).text();
    expect(html).toMatch(/<title>Sonuçlanan İhaleler \(2\. sayfa\)/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ihaleler\/sonuclanan\?sayfa=2"/);
    expect(html).toMatch(/<meta name="description" content="Son 12 ayda sona eren/);
    // Rendered on the server: the rows are in the HTML without JavaScript.
    expect(html).toContain(all[10].Baslik.replace(/&/g, '&amp;'));
  }).toPass(RETRIED);
});
