import { person, signInAs, signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './profile-support';
import { limit } from './time-limits';

/**
 * Firmalarım (docs/spec.md §2, §5, §8): Ayşe adds the registry company she is authorised for but
 * has not linked yet; it is offered at her next login; then she deletes it again. Ayşe, her linked
 * company and the registry's companies (hers and somebody else's) are the journey's own
 * (e2e/fixtures.ts).
 */
test('a company is added from the registry, offered at the next login, and deleted', async ({ page, make }) => {
  test.setTimeout(limit(120_000));
  const [ayse, somebodyElse] = await Promise.all([
    make.citizen({ adi: 'Ayşe', firmalar: 1, eklenebilirFirma: true }),
    make.citizen({ kayit: 'kayitsiz', eklenebilirFirma: true }),
  ]);
  const linked = ayse.firmalar[0];
  const { vkn: NEW_VKN, unvan: NEW_NAME } = ayse.eklenebilirFirma!;
  const OTHERS_VKN = somebodyElse.eklenebilirFirma!.vkn;
  await signInCitizen(page, ayse);
  await page.goto('/firmalarim');
  const table = page.getByRole('table', { name: 'Yetkili olduğum firmalar' });
  await expect(table.getByRole('row').filter({ hasText: linked.unvan })).toContainText(linked.vkn);
  await expect(table.getByRole('row').filter({ hasText: NEW_NAME })).toHaveCount(0);

  await page.getByRole('button', { name: 'Yeni Firma Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Firma Ekle' });
  const vkn = dialog.getByRole('textbox', { name: 'Vergi Kimlik Numarası' });
  const save = dialog.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();

  await dialog.getByRole('button', { name: 'Sorgula' }).click();
  await expectToast(page, 'Vergi kimlik numarası alanı zorunludur.');

  // Digits only, eleven at most.
  await vkn.pressSequentially('45a67-891233 999');
  await expect(vkn).toHaveValue('45678912339');
  // A company of somebody else: the registry does not name her.
  await vkn.fill(OTHERS_VKN);
  await dialog.getByRole('button', { name: 'Sorgula' }).click();
  await expectToast(page, 'Ortaklık bilgisi bulunamadı.');
  await expect(dialog.getByText('Ortaklık bilgisi bulunamadı.', { exact: true }).last()).toBeVisible();
  await expect(save).toBeDisabled();

  await vkn.fill(NEW_VKN);
  await dialog.getByRole('button', { name: 'Sorgula' }).click();
  await expect(dialog.getByTestId('mersis-sonuc')).toContainText(NEW_NAME);
  await expect(dialog.getByTestId('mersis-sonuc')).toContainText(NEW_VKN);
  await save.click();
  await expectToast(page, 'İşlem Başarılı');
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: NEW_NAME })).toContainText(NEW_VKN);

  // The next login offers it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Kullanıcı menüsü/ })
    .click();
  await page.getByRole('menuitem', { name: 'Çıkış' }).click();
  await expectToast(page, 'Çıkış yapıldı.');
  await signInAs(page, person(ayse));
  const choice = page.getByRole('dialog', { name: 'İhale Sistemine Giriş Seçimi' });
  await expect(choice.getByRole('button', { name: new RegExp(NEW_NAME.replace(/\./g, '\\.')) })).toContainText(
    `VKN: ${NEW_VKN}`,
  );
  await choice.getByRole('button', { name: new RegExp(ayse.adSoyad) }).click();
  await expectToast(page, 'Başarıyla giriş yapıldı');

  await page.goto('/firmalarim');
  await table.getByRole('button', { name: `${NEW_NAME} firmasını sil` }).click();
  const confirm = page.getByRole('dialog', { name: 'Firmayı Sil' });
  await expect(confirm).toContainText(NEW_NAME);
  // Vazgeç keeps it.
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(table.getByRole('row').filter({ hasText: NEW_NAME })).toHaveCount(1);

  await table.getByRole('button', { name: `${NEW_NAME} firmasını sil` }).click();
  const removed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/v1/Mersis/DeleteFirmaOrtaklik/${NEW_VKN}`) && r.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Sil' }).click();
  expect((await removed).status()).toBe(204);
  await expectToast(page, 'İşlem Başarılı');
  await expect(table.getByRole('row').filter({ hasText: NEW_NAME })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: linked.unvan })).toHaveCount(1);
});
