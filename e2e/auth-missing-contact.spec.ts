import { expect, test } from '@playwright/test';
import { CITIZENS, expectNoSeriousAxeFindings, expectSignedOut, signInAs } from './auth-support';

test('Fatma Şahin has no e-mail or phone: she is told so and returns to the home page', async ({ page }) => {
  await signInAs(page, CITIZENS.fatma);
  const dialog = page.getByRole('dialog', { name: 'İletişim Bilgileri Eksik' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'E-Devlet Üzerinden GSM ve E-Posta Bilgileriniz eksik olduğu için devam edemiyorsunuz. Lütfen bilgilerinizi güncelleyip tekrar deneyiniz.',
  );
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
});
