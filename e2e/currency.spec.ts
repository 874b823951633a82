import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { dismissNotices, expectNoSeriousAxeFindings } from './auth-support';

/**
 * Issue #19, currency clarity, at a phone's and a desktop's width: "Fiyat (Artan)" orders EUR, USD
 * and TL tenders by their TL value at the TCMB rate (the portal reads the recorded bulletin of
 * 24.11.2026 from e2e/tcmb-fixture-server.ts), EUR/USD prices carry "≈ … TL (TCMB döviz satış,
 * 24.11.2026)" on cards and in the detail's price box, TL ones do not, and every price says
 * whether it includes KDV. CURRENCY_SHOTS=<folder> keeps screenshots.
 */
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

const SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';
const TL_LINE = /^≈ [\d.]+,\d{2} TL \(TCMB döviz satış, 24\.11\.2026\)$/;

interface RatedTender {
  Id: number;
  IhaleDurumuId: number;
  GuncelFiyat: number;
  GuncelFiyatTl: number;
  DovizKuru: number | null;
  KdvDahil: boolean;
  ParaBirimi: { Adi: string };
}

const vat = (t: RatedTender) => (t.KdvDahil ? 'KDV dahil' : 'KDV hariç');

const SHOTS = process.env.CURRENCY_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** '≈ 1.393.684,20 TL (…)' or '28.500,00 TL' → 1393684.2 / 28500 */
const amountOf = (text: string) =>
  Number((/([\d.]+,\d{2})/.exec(text)?.[1] ?? '').replace(/\./g, '').replace(',', '.'));

/** Each card's price in TL as the visitor reads it: the ≈ TL line when there is one, else the price. */
async function cardTlValues(page: Page): Promise<number[]> {
  const values: number[] = [];
  for (const card of await page.getByTestId('tender-card').all()) {
    const line = card.getByTestId('tl-equivalent');
    const text =
      (await line.count()) > 0 ? await line.textContent() : await card.getByTestId('tender-card-price').textContent();
    values.push(amountOf(text ?? ''));
  }
  return values;
}

/** The listed tenders (212, 213) in the order "Fiyat (Artan)" lists them. */
async function listedByTlValue(page: Page): Promise<RatedTender[]> {
  const res = await page.request.get(
    `${SET}?$filter=${encodeURIComponent('IhaleDurumuId in (212,213)')}&$orderby=GuncelFiyatTl asc,Id desc&$top=100&$expand=ParaBirimi`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()).value as RatedTender[];
}

/**
 * A price range of at most 10 listed tenders in which a foreign-currency tender with a SMALLER raw
 * number than a TL tender still comes after it: the mix the raw-number sort got wrong.
 */
function mixedWindow(sorted: RatedTender[]) {
  for (let i = 0; i < sorted.length; i++) {
    const foreign = sorted[i];
    if (foreign.ParaBirimi.Adi === 'TL') continue;
    for (let j = Math.max(0, i - 9); j < i; j++) {
      const tl = sorted[j];
      if (
        tl.ParaBirimi.Adi === 'TL' &&
        tl.GuncelFiyat > foreign.GuncelFiyat &&
        tl.GuncelFiyatTl < foreign.GuncelFiyatTl
      )
        return { foreign, tl, min: Math.floor(tl.GuncelFiyatTl), max: Math.ceil(foreign.GuncelFiyatTl) };
    }
  }
  throw new Error('the seed has no EUR/USD tender outranking a TL tender with a bigger number');
}

WIDTHS.forEach(({ name, width, height }) => {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`${name}: "Fiyat (Artan)" orders tenders by their TL value across currencies`, async ({ page }) => {
      await dismissNotices(page);
      const sorted = await listedByTlValue(page);
      const w = mixedWindow(sorted);
      await page.goto(`/ihaleler?minFiyat=${w.min}&maxFiyat=${w.max}`);
      await page.getByLabel('Sıralama').selectOption({ label: 'Fiyat (Artan)' });
      await expect(page).toHaveURL(/siralama=fiyat-artan/);

      const cards = page.getByTestId('tender-card');
      const values = await cardTlValues(page);
      expect(values.length).toBeGreaterThan(1);
      expect(values).toEqual([...values].sort((a, b) => a - b));

      // The TL tender with the bigger number comes first; the EUR/USD one shows its TL line.
      const tlCard = cards.filter({ has: page.locator(`a[href="/ihaleler/${w.tl.Id}"]`) });
      const foreignCard = cards.filter({ has: page.locator(`a[href="/ihaleler/${w.foreign.Id}"]`) });
      const order = await cards.evaluateAll((els) => els.map((e) => e.querySelector('a')?.getAttribute('href')));
      expect(order.indexOf(`/ihaleler/${w.tl.Id}`)).toBeLessThan(order.indexOf(`/ihaleler/${w.foreign.Id}`));
      await expect(foreignCard.getByTestId('tender-card-price')).toContainText(w.foreign.ParaBirimi.Adi);
      await expect(foreignCard.getByTestId('tl-equivalent')).toHaveText(TL_LINE);
      await expect(tlCard.getByTestId('tl-equivalent')).toHaveCount(0);
      // Every card says whether its price includes KDV.
      await expect(cards.getByTestId('vat-label')).toHaveCount(await cards.count());
      for (const label of await cards.getByTestId('vat-label').allTextContents()) {
        expect(['KDV dahil', 'KDV hariç']).toContain(label);
      }
      await foreignCard.scrollIntoViewIfNeeded();
      await shot(page, `list-sorted-${width}`);
      await expectNoSeriousAxeFindings(page);
    });

    test(`${name}: the price box of a EUR/USD tender shows its TL value; a TL tender's does not`, async ({ page }) => {
      await dismissNotices(page);
      const sorted = await listedByTlValue(page);
      // Running tenders: they have the price box.
      const running = sorted.filter((t) => t.IhaleDurumuId === 213);
      const foreign = running.find((t) => t.ParaBirimi.Adi !== 'TL');
      // A TL tender whose KDV differs from the foreign one's, so the journey sees both labels.
      const tl = running.find((t) => t.ParaBirimi.Adi === 'TL' && t.KdvDahil !== foreign?.KdvDahil);
      if (!foreign || !tl) throw new Error('the seed lacks a EUR/USD tender or a TL one with the other KDV');

      await page.goto(`/ihaleler/${foreign.Id}`);
      const box = page.getByTestId('price-box');
      await expect(box.getByTestId('price-amount')).toContainText(foreign.ParaBirimi.Adi);
      const line = box.getByTestId('tl-equivalent');
      await expect(line).toHaveText(TL_LINE);
      // The line is the shown amount × the day's rate.
      const shown = amountOf((await box.getByTestId('price-amount').textContent()) ?? '');
      expect(amountOf((await line.textContent()) ?? '')).toBeCloseTo(shown * (foreign.DovizKuru ?? 0), 2);
      await expect(box.getByTestId('vat-label')).toHaveText(vat(foreign));
      await box.scrollIntoViewIfNeeded();
      await shot(page, `detail-foreign-${width}`);
      await expectNoSeriousAxeFindings(page);

      await page.goto(`/ihaleler/${tl.Id}`);
      await expect(box.getByTestId('price-amount')).toContainText('TL');
      await expect(box.getByTestId('tl-equivalent')).toHaveCount(0);
      await expect(box.getByTestId('vat-label')).toHaveText(vat(tl));
      await box.scrollIntoViewIfNeeded();
      await shot(page, `detail-tl-${width}`);
    });
  });
});
