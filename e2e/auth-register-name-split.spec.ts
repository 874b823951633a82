import { person, signInAs, tokenCookies, userBox } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './toast-recorder';

test('Mustafa Can Öztürk is registered with first names "Mustafa Can" and surname "Öztürk"', async ({
  page,
  context,
  request,
  make,
}) => {
  const mustafa = await make.citizen({ adi: 'Mustafa Can', soyadi: 'Öztürk', kayit: 'kayitsiz' });
  await signInAs(page, person(mustafa));
  const dialog = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  // The three documents; the notification channels offered beside them stay unticked.
  const documents = dialog.getByRole('checkbox', { name: /okudum/ });
  await expect(documents).toHaveCount(3);
  for (const box of await documents.all()) await box.check();
  await dialog.getByRole('button', { name: 'Tamam' }).click();

  await expectToast(page, 'Başarıyla giriş yapıldı');
  await expect(userBox(page)).toContainText('Mustafa Can');
  await expect(userBox(page)).not.toContainText('Öztürk');

  // What the portal stored, read back through the API with the user's own token.
  const { access } = await tokenCookies(context);
  const res = await request.get(
    `/api/external-odata/GercekKisilikExternalOData?$filter=KimlikNo eq '${mustafa.kimlikNo}'`,
    { headers: { Authorization: `Bearer ${access}` } },
  );
  expect(res.status()).toBe(200);
  const [stored] = (await res.json()).value;
  expect(stored).toMatchObject({ Adi: 'Mustafa Can', Soyadi: 'Öztürk', KimlikNo: mustafa.kimlikNo });
});
