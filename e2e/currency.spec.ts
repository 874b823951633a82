import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { dismissNotices, expectNoSeriousAxeFindings } from './auth-support';
import { expect, test } from './fixtures';

/**
 * Issue #19, currency clarity, at a phone's and a desktop's width: "Fiyat (Artan)" orders EUR, USD
 * and TL tenders by their TL value at the TCMB rate (the portal reads the recorded bulletin of
 * 24.11.2026 from e2e/tcmb-fixture-server.ts), EUR/USD prices carry "≈ … TL (TCMB döviz satış,
 * 24.11.2026)" on cards and in the detail's price box, TL ones do not, and every price says
 * whether it includes KDV. Each test makes its own tenders (e2e/fixtures.ts): a EUR tender whose
 * number is smaller than a TL tender's but whose TL value is larger, the mix a raw-number sort gets
 * wrong. CURRENCY_SHOTS=<folder> keeps screenshots.
 */
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

const SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';
const TL_LINE = /^≈ [\d.]+,\d{2} TL \(TCMB döviz satış, 24\.11\.2026\)$/;

interface RatedTender {
  Id: number;
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

async function rated(page: Page, id: number): Promise<RatedTender> {
  const res = await page.request.get(`${SET}?$filter=Id eq ${id}&$expand=ParaBirimi`);
  expect(res.ok()).toBe(true);
  return (await res.json()).value[0] as RatedTender;
}

WIDTHS.forEach(({ name, width, height }) => {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`${name}: "Fiyat (Artan)" orders tenders by their TL value across currencies`, async ({ page, make }) => {
      // 1.500.000 TL against 40.000 EUR (about 1,95 million TL at the bulletin's rate): the smaller
      // number is worth more. A word of this test's own in both titles narrows the list to them.
      const word = `Kurtest${randomInt(100_000, 1_000_000)}`;
      const [tl, foreign] = await Promise.all([
        make.tender({ baslik: `${word} Hurda Bakır`, baslangicDakika: -30, bitisDakika: 600, acilisFiyati: 1_500_000 }),
        make.tender({
          baslik: `${word} Hurda Alüminyum`,
          baslangicDakika: -30,
          bitisDakika: 600,
          acilisFiyati: 40_000,
          paraBirimi: 'EUR',
          kdvDahil: true,
        }),
      ]);
      const w = { tl: { Id: tl.id }, foreign: await rated(page, foreign.id) };
      await dismissNotices(page);
      await page.goto(`/ihaleler?baslik=${word}`);
      await page.getByLabel('Sıralama').selectOption({ label: 'Fiyat (Artan)' });
      await expect(page).toHaveURL(/siralama=fiyat-artan/);

      const cards = page.getByTestId('tender-card');
      await expect(cards).toHaveCount(2);
      const values = await cardTlValues(page);
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

    test(`${name}: the price box of a EUR/USD tender shows its TL value; a TL tender's does not`, async ({
      page,
      make,
    }) => {
      // Running tenders (they have the price box): USD with KDV, TL without, so both labels show.
      const [usd, lira] = await Promise.all([
        make.tender({
          baslangicDakika: -30,
          bitisDakika: 600,
          acilisFiyati: 25_000,
          paraBirimi: 'USD',
          kdvDahil: true,
        }),
        make.tender({ baslangicDakika: -30, bitisDakika: 600, acilisFiyati: 90_000, kdvDahil: false }),
      ]);
      const [foreign, tl] = [await rated(page, usd.id), await rated(page, lira.id)];
      await dismissNotices(page);

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
