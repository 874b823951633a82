import { isValidTrIban } from '../lib/rules/iban';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './profile-support';

/** A valid IBAN; the one on file is another (the fixture's, random). */
const VALID = 'TR330006100519786457841326';

/**
 * Banka Bilgileri (docs/spec.md §5, §8): the IBAN form's typing rules, each message, a save and the copy icon.
 * Mehmet is the journey's own citizen (e2e/fixtures.ts), with an IBAN on file.
 */
test('an invalid IBAN gets each message; a valid one is saved, kept and copied', async ({ page, context, make }) => {
  expect(isValidTrIban(VALID)).toBe(true);
  const mehmet = await make.citizen({ iban: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInCitizen(page, mehmet);
  await page.goto('/finansal-bilgilerim/banka-bilgileri');

  const field = page.getByRole('textbox', { name: 'IBAN' });
  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(field).toHaveValue(mehmet.iban!);
  await expect(save).toBeDisabled();
  const target = VALID;
  expect(target).not.toBe(mehmet.iban);

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
  await expectToast(page, '26 karakterlik IBAN numarasını girmelisiniz; 6 karakter girildi.');
  await expect(
    page.getByText('26 karakterlik IBAN numarasını girmelisiniz; 6 karakter girildi.').first(),
  ).toBeVisible();

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
  await expectToast(page, 'IBAN alanı zorunludur.');
});
