import { expect, test } from '@playwright/test';
import { isValidTrIban } from '../lib/rules/iban';
import { expectToast, signInMehmet } from './profile-support';

/** Two valid IBANs: the journey saves whichever is not on file yet, so it can run again. */
const VALID = 'TR330006100519786457841326';
const OTHER_VALID = 'TR420001000000000000000001';

/** Banka Bilgileri (docs/spec.md §5, §8): the IBAN form's typing rules, each message, a save and the copy icon. */
test('an invalid IBAN gets each message; a valid one is saved, kept and copied', async ({ page, context }) => {
  expect(isValidTrIban(VALID) && isValidTrIban(OTHER_VALID)).toBe(true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInMehmet(page);
  await page.goto('/finansal-bilgilerim/banka-bilgileri');

  const field = page.getByRole('textbox', { name: 'IBAN' });
  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(field).toHaveValue(/^TR/);
  await expect(save).toBeDisabled();
  const target = (await field.inputValue()) === VALID ? OTHER_VALID : VALID;

  // TR is forced at the start; only digits follow; periods and commas never stay.
  await field.fill('');
  await expect(field).toHaveValue('TR');
  await field.fill('');
  await field.pressSequentially('ab12.3,4');
  await expect(field).toHaveValue('TR1234');
  await field.fill(`${VALID}12345`);
  await expect(field).toHaveValue(VALID);

  const puts: string[] = [];
  page.on(
    'request',
    (r) =>
      r.url().endsWith('/api/v1/CariBilgisi/CariIbanBilgisi') && r.method() === 'PUT' && puts.push(r.postData() ?? ''),
  );

  await field.fill('TR1234');
  await save.click();
  await expectToast(page, '26 karakterli iban numarasını girmelisiniz.');
  await expect(page.getByText('26 karakterli iban numarasını girmelisiniz.').first()).toBeVisible();

  await field.fill('TR340006100519786457841326');
  await save.click();
  await expectToast(page, 'Geçerli bir IBAN giriniz.');
  expect(puts).toEqual([]);

  await field.fill(target);
  await save.click();
  await expectToast(page, 'IBAN bilginiz güncellenmiştir.');
  expect(puts.map((p) => JSON.parse(p).iban)).toEqual([target]);
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue(target);

  await page.getByRole('button', { name: 'IBAN numarasını kopyala' }).click();
  await expectToast(page, 'IBAN Numarası Kopyalandı');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target);

  // Emptied back to the forced TR, the IBAN is required.
  await page.getByRole('textbox', { name: 'IBAN' }).fill('');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'IBAN alanı zorunludur');
});
