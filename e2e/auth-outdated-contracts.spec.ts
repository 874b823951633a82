import { expect, test } from '@playwright/test';
import { CITIZENS, signInAs, toast, userBox } from './auth-support';

test('Ali Çelik approves the new contracts, is linked, then chooses his company', async ({ page }) => {
  await signInAs(page, CITIZENS.ali);
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
  await expect(choice.getByRole('button', { name: /Ali Çelik/ })).toContainText('Gerçek Kişi');
  const company = choice.getByRole('button', { name: /Karadeniz Makine San\. A\.Ş\./ });
  await expect(company).toContainText('VKN: 4567891233');
  await company.click();

  await expect(toast(page, 'Başarıyla giriş yapıldı')).toBeVisible();
  await expect(userBox(page)).toContainText('Ali');
  await expect(userBox(page)).toContainText('Karadeniz Makine San. A.Ş.');
});
