import { person, signInAs, userBox } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './toast-recorder';

test('a citizen with outdated contracts approves the new ones, is linked, then chooses his company', async ({
  page,
  make,
}) => {
  const ali = await make.citizen({ adi: 'Ali', kayit: 'eskiSozlesme', firmalar: 1 });
  const [company] = ali.firmalar;
  await signInAs(page, person(ali));
  const approval = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  await expect(approval).toBeVisible();
  await expect(approval.getByRole('checkbox')).toHaveCount(3);
  for (const box of await approval.getByRole('checkbox').all()) await box.check();

  const link = page.waitForRequest((r) => r.url().endsWith('/api/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle'));
  await approval.getByRole('button', { name: 'Tamam' }).click();
  expect((await link).postDataJSON()).toEqual({ CariId: expect.any(Number) });

  const choice = page.getByRole('dialog', { name: 'İhale Sistemine Giriş Seçimi' });
  await expect(choice).toBeVisible();
  await expect(approval).toHaveCount(0);
  await expect(choice.getByRole('button', { name: new RegExp(ali.adSoyad) })).toContainText('Gerçek Kişi');
  const companyButton = choice.getByRole('button', { name: company.unvan });
  await expect(companyButton).toContainText(`VKN: ${company.vkn}`);
  await companyButton.click();

  await expectToast(page, 'Başarıyla giriş yapıldı');
  await expect(userBox(page)).toContainText('Ali');
  await expect(userBox(page)).toContainText(company.unvan);
});
