import { expectNoSeriousAxeFindings, expectSignedOut, person, signInAs } from './auth-support';
import { expect, test } from './fixtures';

test('a citizen with no e-mail or phone in e-Devlet is told so and returns to the home page', async ({
  page,
  make,
}) => {
  const fatma = await make.citizen({ kayit: 'kayitsiz', eposta: false, gsm: false });
  await signInAs(page, person(fatma));
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
