import { expect, test } from '@playwright/test';
import { CITIZENS, signInAs, toast, tokenCookies, userBox } from './auth-support';

test('Mustafa Can Öztürk is registered with first names "Mustafa Can" and surname "Öztürk"', async ({
  page,
  context,
  request,
}) => {
  await signInAs(page, CITIZENS.mustafa);
  const dialog = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Tamam' }).click();

  await expect(toast(page, 'Başarıyla giriş yapıldı')).toBeVisible();
  await expect(userBox(page)).toContainText('Mustafa Can');
  await expect(userBox(page)).not.toContainText('Öztürk');

  // What the portal stored, read back through the API with the user's own token.
  const { access } = await tokenCookies(context);
  const res = await request.get(
    `/api/external-odata/GercekKisilikExternalOData?$filter=KimlikNo eq '${CITIZENS.mustafa.kimlikNo}'`,
    { headers: { Authorization: `Bearer ${access}` } },
  );
  expect(res.status()).toBe(200);
  const [person] = (await res.json()).value;
  expect(person).toMatchObject({ Adi: 'Mustafa Can', Soyadi: 'Öztürk', KimlikNo: CITIZENS.mustafa.kimlikNo });
});
