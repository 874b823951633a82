import { expect, test } from '@playwright/test';
import { expectToast, signInMehmet } from './profile-support';

/** Hesabım (docs/spec.md §2, §5): read-only personal data from e-Devlet, two consents saved and kept. */
test('personal data is read-only; a consent change is saved and still there after a reload', async ({ page }) => {
  await signInMehmet(page);
  await page.goto('/hesabim');

  for (const [label, value] of [
    ['Adı', 'Mehmet'],
    ['Soyadı', 'Kaya'],
    ['E-posta', 'mehmet.kaya@example.com.tr'],
  ]) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toBeDisabled();
  }
  await expect(page.getByRole('textbox', { name: 'GSM' })).toHaveValue(/^\+90 5\d{2} \d{3} \d{2} \d{2}$/);
  await expect(page.getByText('Bu bilgiler e-Devlet üzerinden alınmaktadır')).toBeVisible();

  const email = page.getByRole('checkbox', { name: 'E-posta bildirim onayı' });
  const gsm = page.getByRole('checkbox', { name: 'GSM bildirim onayı' });
  const save = page.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();

  const emailBefore = await email.isChecked();
  const gsmBefore = await gsm.isChecked();
  await email.setChecked(!emailBefore);
  await gsm.setChecked(!gsmBefore);
  await expect(save).toBeEnabled();
  // Unticking and ticking back is no change.
  await gsm.setChecked(gsmBefore);
  await gsm.setChecked(!gsmBefore);

  const put = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/GercekKisilik/IletisimTercihi') && r.method() === 'PUT',
  );
  await save.click();
  expect((await put).postDataJSON()).toEqual({ epostaBildirimOnayi: !emailBefore, gsmBildirimOnayi: !gsmBefore });
  await expectToast(page, 'İletişim tercihleriniz güncellenmiştir.');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-posta bildirim onayı' })).toBeChecked({ checked: !emailBefore });
  await expect(page.getByRole('checkbox', { name: 'GSM bildirim onayı' })).toBeChecked({ checked: !gsmBefore });

  // Back as it was, so the journey can run again on the same portal.
  await page.getByRole('checkbox', { name: 'E-posta bildirim onayı' }).setChecked(emailBefore);
  await page.getByRole('checkbox', { name: 'GSM bildirim onayı' }).setChecked(gsmBefore);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(page, 'İletişim tercihleriniz güncellenmiştir.');
});
