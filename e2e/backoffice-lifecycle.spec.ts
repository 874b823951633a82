import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bidBox, joinFromDetail, quietContext } from './live-auction-support';
import { awaitingDecisionTender, withdrawnTender } from './money-fixtures';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { limit } from './time-limits';

/**
 * A tender's life after publishing (issue #13, docs/architecture.md §8 "Lifecycle"): the İhale
 * Sorumlusu cancels a running tender from its monitor while a joined bidder watches it in another
 * browser: the reason appears on the bidder's page at once and bidding closes. Then a tender that
 * waits at 214 (otomatik_sonuclandirma off) is decided on its result page.
 *
 * Every tender and person is the journey's own (e2e/fixtures.ts, e2e/money-fixtures.ts): the
 * cancelled tender is running without bids; the decided one ran with two bidders' bids and ended.
 */
const REASON = 'Depodaki malzemenin miktarı ilandakinden farklı çıktı.';
const shots = (name: string) => `test-results/backoffice-lifecycle/${name}`;

test.describe('back-office: tender lifecycle', () => {
  test('a cancellation reaches the bidder live; the monitor and the result page work', async ({
    browser,
    request,
    baseURL,
    make,
  }) => {
    // Measured: 30–75 s beside other journeys (two workers).
    test.setTimeout(limit(150_000));
    const [mehmet, first, second, ihaleStaff] = await Promise.all([
      make.citizen(),
      make.citizen(),
      make.citizen({ firmalar: 1 }),
      make.staff({ roller: ['ihale'] }),
    ]);
    const [karton, waiting] = await Promise.all([
      make.tender({
        baslik: `Karton ve Kâğıt Ambalaj Atığı ${Date.now() % 100_000}`,
        baslangicDakika: -30,
        bitisDakika: 90,
      }),
      // Ran with two bids and ended; decided by staff (otomatik_sonuclandirma off).
      awaitingDecisionTender(request, {
        teklifVerenler: [first.cariId as number, second.firmalar[0].cariId],
        baslik: `Kesilmiş Çelik Konstrüksiyon Hurdası – 2. Parti ${Date.now() % 100_000}`,
        acilisFiyati: 250_000,
      }),
    ]);

    // The bidder joins and sees the bid box.
    const bidderContext = await quietContext(browser, baseURL ?? '');
    const bidder = await bidderContext.newPage();
    await signInCitizen(bidder, mehmet);
    await bidder.goto(`/ihaleler/${karton.id}`);
    await joinFromDetail(bidder);
    await expect(bidBox(bidder)).toBeVisible();

    // The İhale Sorumlusu opens the monitor.
    const staffContext = await quietContext(browser, baseURL ?? '', { width: 1280, height: 900 });
    const staff = await staffContext.newPage();
    await signInAsStaff(staff, ihaleStaff, `/yonetim/ihaleler/${karton.id}/izleme`);
    await staff.goto(`/yonetim/ihaleler/${karton.id}/izleme`);
    await expect(staff.getByRole('heading', { level: 1, name: 'İhale İzleme' })).toBeVisible();
    await expect(staff.getByTestId('tender-status')).toHaveText('Devam Ediyor');
    const joined = staff.getByTestId('monitor-participants');
    await expect(joined.getByRole('row')).toHaveCount(1);
    await expect(staff.getByText('Rumuzların arkasındaki hesaplar ihale sona ermeden gösterilmez.')).toBeVisible();
    await expect(staff.getByRole('columnheader', { name: /Hesap/ })).toHaveCount(0);
    await expectNoSeriousAxeFindings(staff);
    await staff.screenshot({ path: shots('izleme-1280.png'), fullPage: true });
    await staff.setViewportSize({ width: 375, height: 800 });
    await staff.screenshot({ path: shots('izleme-375.png'), fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });

    // Cancel, keyboard only: the button, the reason, Enter on the confirm button.
    await staff.getByRole('button', { name: 'İptal Et' }).focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: 'İhaleyi İptal Et' });
    await expect(dialog.getByRole('textbox', { name: /İptal nedeni/ })).toBeFocused();
    await dialog.getByRole('button', { name: 'İptal Et' }).click();
    await expect(dialog.getByText('Lütfen nedeni yazınız.')).toBeVisible();
    await expectNoSeriousAxeFindings(staff);
    await staff.screenshot({ path: shots('iptal-dialog-1280.png') });
    await dialog.getByRole('textbox', { name: /İptal nedeni/ }).fill(REASON);
    await dialog.getByRole('button', { name: 'İptal Et' }).focus();
    await staff.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(staff.getByTestId('tender-status')).toHaveText('İptal');
    await expect(staff.getByTestId('tender-reason')).toContainText(REASON);
    await expect(staff.getByRole('button', { name: 'İptal Et' })).toHaveCount(0);

    // The bidder's open page: the notice with the reason, without a reload; bidding closed.
    const notice = bidder.getByTestId('live-status-notice');
    await expect(notice).toContainText('Bu ihale iptal edilmiştir.');
    await expect(notice).toContainText(REASON);
    await expect(bidBox(bidder)).toHaveCount(0);
    await expect(bidder.getByTestId('tender-result-reason')).toContainText(REASON);
    await expectNoSeriousAxeFindings(bidder);
    await bidder.screenshot({ path: shots('teklif-veren-iptal-1366.png'), fullPage: true });

    // Anyone opening the tender later sees "İptal edildi" and the reason.
    const visitor = await (await quietContext(browser, baseURL ?? '', { width: 375, height: 800 })).newPage();
    await visitor.goto(`/ihaleler/${karton.id}`);
    await expect(visitor.getByTestId('tender-result')).toContainText('Bu ihale iptal edilmiştir.');
    await expect(visitor.getByTestId('tender-result-reason')).toContainText(REASON);
    await visitor.screenshot({ path: shots('ihale-iptal-375.png'), fullPage: true });

    await visitor.context().close();
    await bidderContext.close();

    // The tender waiting at 214: decided on its result page; the higher bid (the company's) wins.
    await staff.goto(`/yonetim/ihaleler/${waiting.id}/sonuc`);
    await expect(staff.getByRole('heading', { level: 1, name: 'İhale Sonucu' })).toBeVisible();
    await expect(staff.getByTestId('tender-status')).toHaveText('Teklifler Değerlendiriliyor');
    await expect(staff.getByRole('columnheader', { name: 'Hesap (ihale sonrası)' })).toBeVisible();
    const ranking = staff.getByTestId('result-ranking');
    await expect(ranking.getByRole('row').first()).toContainText('Kazanan adayı');
    await expect(ranking.getByRole('row').first()).toContainText(second.firmalar[0].unvan);
    await expectNoSeriousAxeFindings(staff);
    await staff.screenshot({ path: shots('sonuc-1280.png'), fullPage: true });
    await staff.setViewportSize({ width: 375, height: 800 });
    await staff.screenshot({ path: shots('sonuc-375.png'), fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });

    await staff.getByRole('button', { name: 'Kazananı Onayla' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Kazananı Onayla' });
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Onayla' }).click();
    await expect(confirm).toBeHidden();
    await expect(staff.getByTestId('tender-status')).toHaveText('Kazanan Belirli');
    await expect(ranking.getByRole('row').first()).toContainText('Kazanan');
    await expect(staff.getByText('Son Ödeme Tarihi')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Kazananı Onayla' })).toHaveCount(0);
    await staff.screenshot({ path: shots('sonuc-karar-1280.png'), fullPage: true });
    await staffContext.close();
  });

  test("a withdrawn tender's address says so, with no details, and is not indexed", async ({ page, request }) => {
    // A running tender of this journey's own, withdrawn by an İhale Sorumlusu.
    const reason = 'Malzeme başka bir kuruma devredildi.';
    const { id, baslik } = await withdrawnTender(request, reason);
    const res = await page.goto(`/ihaleler/${id}`);
    expect(res?.status()).toBeLessThan(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Bu ihale yayından kaldırılmıştır.' })).toBeVisible();
    // The reason, and nothing of the tender itself.
    const notice = page.getByTestId('tender-withdrawn');
    await expect(notice).toContainText(`İhale No: ${id}`);
    await expect(notice).toContainText(reason);
    await expect(page.getByRole('main')).not.toContainText(baslik);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('price-box')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'İhaleye Katıl' })).toHaveCount(0);
    await expectNoSeriousAxeFindings(page);
    await page.screenshot({ path: shots('yayindan-kaldirildi-1280.png'), fullPage: true });
  });
});
