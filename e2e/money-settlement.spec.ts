import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RUNNER_UP_TEXTS, SETTLEMENT_MESSAGES } from '../lib/contract/settlement';
import { signInCitizen } from './auth-support';
import { quietContext } from './live-auction-support';
import { money, parseMoney } from './money-text';
import { defaultedTender } from './money-fixtures';
import { CARDS, financialSummary, payAtBank, shot, summaryChange } from './money-support';
import { expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';
import { expectToast } from './toast-recorder';
import { limit } from './time-limits';

/**
 * A won tender whose winner did not pay (docs/architecture.md §9), of the journey's own: a citizen
 * acts for two companies of hers (as the seed's Ayşe Yılmaz for Anadolu Hurda Metal and Ege Geri
 * Dönüşüm); the first bids second, the other wins, its payment deadline passes unpaid and the
 * scheduler forfeits the deposit (e2e/money-fixtures.ts `defaultedTender`). The winner sees
 * "Teminat Yandı"; acting for the runner-up she sees the offer, accepts it by keyboard, and the won
 * tab shows the tender awaiting her payment with the server's amounts; a Mali İşler member sees it
 * on /yonetim/mali/odemeler. Then the runner-up pays the balance by card: the tender is paid and
 * its sale document downloads. Finansal Özet moves by exactly the amounts of each act.
 */

/** The table row of a tender by its number. */
const tenderRow = (page: Page, ihaleId: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(ihaleId), exact: true }) });

test('an unpaid winner forfeits the deposit; the runner-up accepts the offer; Mali İşler tracks it', async ({
  browser,
  baseURL,
  make,
  request,
}) => {
  // Measured: 45–115 s beside other journeys (two workers).
  test.setTimeout(limit(240_000));
  const citizen = await make.citizen({ firmalar: 2 });
  const [{ unvan: RUNNER_UP, cariId: runnerUpId }, { unvan: WINNER, cariId: winnerId }] = citizen.firmalar;
  const defaulted = await defaultedTender(request, { teklifVerenler: [runnerUpId, winnerId] });
  const ihaleId = defaulted.id;

  // The winner: the tender is lost now, its deposit forfeited (its only tender).
  const winner = await (await quietContext(browser, baseURL ?? '')).newPage();
  await signInCitizen(winner, citizen, WINNER);
  await winner.goto('/katildigim-ihaleler?tab=kaybettigim');
  const forfeited = winner.getByRole('row').filter({ hasText: 'Teminat Yandı' });
  await expect(forfeited).toHaveCount(1);
  await expect(forfeited.getByRole('cell').first()).toHaveText(String(ihaleId));
  await shot(winner, 'kazanan-teminat-yandi');
  await expectNoSeriousAxeFindings(winner);

  // The runner-up: the offer above the tabs, with the tender, the bid, the deposit and the deadline.
  const runnerUp = await (await quietContext(browser, baseURL ?? '')).newPage();
  await signInCitizen(runnerUp, citizen, RUNNER_UP);
  await runnerUp.goto('/katildigim-ihaleler');
  const notice = runnerUp.getByTestId('runner-up-offer');
  await expect(notice).toContainText(RUNNER_UP_TEXTS.title);
  await expect(notice).toContainText(`${ihaleId} numaralı ihale`);
  const amountOf = async (label: string) =>
    parseMoney(await notice.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent());
  const bid = await amountOf(RUNNER_UP_TEXTS.bid);
  const deposit = await amountOf(RUNNER_UP_TEXTS.deposit);
  // The sale at the runner-up's own bid, against the tender's deposit.
  expect(bid).toBe(defaulted.teklifler[0].tutar);
  expect(deposit).toBe(defaulted.teminat);
  expect(bid).toBeGreaterThan(deposit);
  await expect(notice).toContainText(/\d{2}\.\d{2}\.\d{4} 23:59/);
  await shot(runnerUp, 'ikinci-teklif');
  await expectNoSeriousAxeFindings(runnerUp);

  // The defaulting winner's forfeited deposit is in its Yanan Teminatlar (its only forfeit).
  expect((await financialSummary(winner)).yananTeminatlarToplami).toBe(Math.round(deposit * 100));
  const beforeAccept = await financialSummary(runnerUp);
  await runnerUp.goto('/katildigim-ihaleler');

  // Accepted by keyboard, confirmed in the dialog.
  await notice.getByRole('button', { name: RUNNER_UP_TEXTS.accept }).focus();
  await runnerUp.keyboard.press('Enter');
  const dialog = runnerUp.getByRole('dialog', { name: RUNNER_UP_TEXTS.acceptTitle });
  await expect(dialog).toContainText(money(bid));
  await expect(dialog).toContainText(money(deposit));
  await dialog.getByRole('button', { name: RUNNER_UP_TEXTS.accept }).click();
  await expectToast(runnerUp, SETTLEMENT_MESSAGES.accepted);
  await expect(notice).toHaveCount(0);

  // Won: awaiting payment of the bid less the blocked deposit, as the server computes it.
  await runnerUp.getByRole('tab', { name: 'Kazandığım' }).click();
  const won = tenderRow(runnerUp, ihaleId).filter({ hasText: 'Ödeme Bekleniyor' });
  await expect(won).toHaveCount(1);
  await expect(won).toContainText(money(bid));
  await expect(won).toContainText(money(bid - deposit));
  await shot(runnerUp, 'kazandigim-odeme-bekleniyor');
  await expectNoSeriousAxeFindings(runnerUp);
  // Accepting blocked the deposit again and made the tender a won one.
  const accepted = await financialSummary(runnerUp);
  expect(summaryChange(beforeAccept, accepted)).toEqual({
    kullanilabilirTeminatTutari: -Math.round(deposit * 100),
    blokajliTeminatTutariToplami: Math.round(deposit * 100),
    kazandigimIhalelerToplami: Math.round(bid * 100),
  });

  // Mali İşler: the tender awaiting the new winner's payment, the offer accepted.
  const mali = await (await quietContext(browser, baseURL ?? '')).newPage();
  await signInAsStaff(mali, await make.staff({ roller: ['mali'] }), '/yonetim/mali/odemeler');
  await mali.goto('/yonetim/mali/odemeler');
  await mali.getByRole('tab', { name: 'Ödeme bekleniyor' }).click();
  const row = mali.getByTestId(`odeme-${ihaleId}`);
  await expect(row).toContainText(RUNNER_UP);
  await expect(row).toContainText('Ödeme Bekleniyor');
  await expect(row).toContainText('Kabul edildi');
  await expect(row).toContainText(money(bid - deposit));
  await shot(mali, 'mali-satis-odemeleri');
  await expectNoSeriousAxeFindings(mali);
  await row.getByRole('button', { name: `Tahsilatlar: ${ihaleId} numaralı ihale` }).click();
  await expect(mali.getByRole('dialog')).toContainText('Bu ihale için tahsilat bulunmamaktadır.');
  await mali.keyboard.press('Escape');

  // The new winner pays the balance by card: the tender is paid, the deposit used towards it, and
  // the sale document can be downloaded.
  await runnerUp.goto('/katildigim-ihaleler?tab=kazandigim');
  await won.getByRole('button', { name: `Ödeme Yap: ${ihaleId} numaralı ihale` }).click();
  const pay = runnerUp.getByRole('dialog', { name: 'Ödeme Yap' });
  await expect(pay.getByTestId('odenecek-tutar')).toHaveText(money(bid - deposit));
  await expectNoSeriousAxeFindings(runnerUp);
  await pay.getByRole('button', { name: 'Kartla Öde' }).click();
  await payAtBank(runnerUp, CARDS.approved);
  await expect(runnerUp.getByTestId('odeme-sonucu')).toHaveText('Ödemeniz başarıyla alınmıştır.');
  const paidRow = tenderRow(runnerUp, ihaleId);
  await expect(paidRow).toContainText('Ödendi');
  // What was paid (the whole winning amount: deposit used plus the card payment) and when (issue #36).
  await expect(paidRow.getByTestId('odenen')).toHaveText(
    new RegExp(`^Ödendi: ${money(bid).replaceAll('.', '\\.')}\\d{2}\\.\\d{2}\\.\\d{4}$`),
  );
  const download = runnerUp.waitForEvent('download');
  await paidRow.getByRole('button', { name: new RegExp(`^Satış Belgesi: ${ihaleId} numaralı`) }).click();
  expect((await download).suggestedFilename()).toBe(`satis-belgesi-${ihaleId}.pdf`);
  await shot(runnerUp, 'kazandigim-odendi');
  expect(summaryChange(accepted, await financialSummary(runnerUp))).toEqual({
    blokajliTeminatTutariToplami: -Math.round(deposit * 100),
  });

  // Mali İşler sees it paid, with the card collection.
  await mali.goto('/yonetim/mali/odemeler');
  await mali.getByRole('tab', { name: 'Ödendi' }).click();
  const paidByCard = mali.getByTestId(`odeme-${ihaleId}`);
  await expect(paidByCard).toContainText('Ödendi');
  await paidByCard.getByRole('button', { name: `Tahsilatlar: ${ihaleId} numaralı ihale` }).click();
  await expect(mali.getByRole('dialog')).toContainText(money(bid - deposit));

  await mali.context().close();
  await runnerUp.context().close();
  await winner.context().close();
});
