import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './profile-support';

/**
 * Hesabım (docs/spec.md §2, §5): read-only personal data from e-Devlet, two consents saved and kept.
 * Mehmet is the journey's own citizen (e2e/fixtures.ts), both consents on at first.
 */
test('personal data is read-only; a consent change is saved and still there after a reload', async ({ page, make }) => {
  const mehmet = await make.citizen({ bildirimOnayi: true });
  await signInCitizen(page, mehmet);
  await page.goto('/hesabim');

  for (const [label, value] of [
    ['Adı', mehmet.adi],
    ['Soyadı', mehmet.soyadi],
    ['E-posta', mehmet.eposta!],
  ]) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toBeDisabled();
  }
  const g = mehmet.gsm!;
  await expect(page.getByRole('textbox', { name: 'GSM' })).toHaveValue(
    `+90 ${g.slice(0, 3)} ${g.slice(3, 6)} ${g.slice(6, 8)} ${g.slice(8)}`,
  );
  await expect(page.getByText('Bu bilgiler e-Devlet üzerinden alınmaktadır')).toBeVisible();

  const email = page.getByRole('checkbox', { name: 'E-posta bildirim onayı' });
  const gsm = page.getByRole('checkbox', { name: 'GSM bildirim onayı' });
  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();

  // Both consents on (the fixture's): he turns both off.
  await expect(email).toBeChecked();
  await expect(gsm).toBeChecked();
  await email.setChecked(false);
  await gsm.setChecked(false);
  await expect(save).toBeEnabled();
  // Unticking and ticking back is no change.
  await gsm.setChecked(true);
  await gsm.setChecked(false);

  const put = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/GercekKisilik/IletisimTercihi') && r.method() === 'PUT',
  );
  await save.click();
  expect((await put).postDataJSON()).toEqual({ epostaBildirimOnayi: false, gsmBildirimOnayi: false });
  await expectToast(page, 'İletişim tercihleriniz güncellenmiştir.');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-posta bildirim onayı' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'GSM bildirim onayı' })).not.toBeChecked();

  // And one of them back on: saved and kept as well.
  await page.getByRole('checkbox', { name: 'GSM bildirim onayı' }).check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'İletişim tercihleriniz güncellenmiştir.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-posta bildirim onayı' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'GSM bildirim onayı' })).toBeChecked();
});
