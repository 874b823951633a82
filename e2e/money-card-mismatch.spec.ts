import { randomBytes } from 'node:crypto';
import { PARA_BIRIMI } from '../lib/contract/money';
import { DEV_POS } from '../server/config';
import { signFields } from '../server/money/pos/nestpay-hash';
import { expectNoSeriousAxeFindings, signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { signInAsStaff } from './staff-support';
import { expectToast } from './toast-recorder';
import { limit } from './time-limits';

const DEPOSITS = '/finansal-bilgilerim/teminat-bilgileri';
const QUEUE = '/yonetim/mali/kart-uyusmazliklari';

/**
 * Kart Ödemesi Uyuşmazlıkları (issue #33, case 1): the bank approves a card payment of another
 * amount than the order (1.200,00 TL for an order of 1.000,00 TL). The portal credits nothing by
 * itself; the payment waits for Mali İşler with the bank's data, and one "Teminata aktar" puts the
 * bank's amount into the citizen's deposit. The bank's answer is signed with the stand-in bank's
 * published store key (a demo: POS_MODE=dev), as the bank would sign it. The citizen and the staff
 * member are the journey's own (e2e/fixtures.ts).
 */
test('an approval of another amount waits for Mali İşler, who credits it as deposit once', async ({
  page,
  browser,
  make,
}) => {
  // Measured: 25–45 s beside other journeys (two workers).
  test.setTimeout(limit(120_000));
  const [citizen, staff] = await Promise.all([make.citizen(), make.staff({ roller: ['mali'] })]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInCitizen(page, citizen);
  await page.goto(DEPOSITS);
  const available = page.getByRole('listitem').filter({ hasText: 'Kullanılabilir Teminat Tutarı' });
  const before = (await available.textContent()) ?? '';

  // She starts a card payment of 1.000,00 TL; the browser reaches the bank's page with the order.
  await page.getByRole('button', { name: 'Teminat Yatır', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Teminat Yatır' });
  await dialog.getByLabel(/Yatırılacak tutar/).fill('1000');
  await dialog.getByRole('button', { name: 'Kartla Öde' }).click();
  await expect(page).toHaveTitle('Örnek Banka – 3D Secure Ödeme');
  const oid = await page.locator('input[name="oid"]').first().inputValue();

  // The bank answers: approved, but 1.200,00 TL.
  const answer = await page.request.post('/api/odeme/3d/sonuc', {
    form: signFields(
      {
        clientid: DEV_POS.clientId,
        oid,
        amount: '1200.00',
        currency: PARA_BIRIMI.TL.isoNumeric,
        Response: 'Approved',
        ProcReturnCode: '00',
        mdStatus: '1',
        AuthCode: '654321',
        MaskedPan: '454360******4509',
        rnd: randomBytes(8).toString('hex'),
      },
      DEV_POS.storeKey,
    ),
    maxRedirects: 0,
  });
  expect(answer.status()).toBeLessThan(500);
  await page.goto(DEPOSITS);
  await expect(available).toHaveText(before);

  // Mali İşler sees it with the bank's data.
  const desk = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(desk, staff);
  await desk.goto(QUEUE);
  await expect(desk.getByRole('heading', { level: 1, name: 'Kart Ödemesi Uyuşmazlıkları' })).toBeVisible();
  const item = desk.getByRole('listitem').filter({ hasText: oid });
  await expect(item).toContainText(citizen.adSoyad);
  await expect(item).toContainText('1.200,00');
  await expect(item).toContainText('654321');
  await expectNoSeriousAxeFindings(desk);
  await desk.screenshot({ path: 'test-results/money-card-mismatch-1366.png', fullPage: true });
  await desk.setViewportSize({ width: 375, height: 800 });
  await desk.screenshot({ path: 'test-results/money-card-mismatch-375.png', fullPage: true });
  await expectNoSeriousAxeFindings(desk);

  await item.getByRole('button', { name: 'Teminata aktar' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Teminata aktar' });
  await expect(confirm).toContainText('1.200,00');
  await desk.screenshot({ path: 'test-results/money-card-mismatch-onay-375.png' });
  await confirm.getByRole('button', { name: 'Teminata aktar' }).click();
  await expectToast(desk, 'Tutar teminat hesabına aktarıldı.');
  // Decided, it leaves the waiting list.
  await expect(item).toHaveCount(0);

  // The citizen: the bank's 1.200,00 TL is in her deposit, once.
  await page.reload();
  await expect(page.getByText('Teminat yatırma (Kredi Kartı, Mali İşler onayıyla) **** 4509')).toHaveCount(1);
});
