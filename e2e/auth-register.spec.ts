import {
  expectNoSeriousAxeFindings,
  expectSignedOut,
  person,
  portalStorageKeys,
  signInAs,
  tokenCookies,
  userBox,
} from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './toast-recorder';

// A citizen e-Devlet knows who has no portal record yet (sonucTipi 1): each test makes its own.
test('Vazgeç without a person record ends the attempt and removes the tokens', async ({ page, make }) => {
  const zeynep = await make.citizen({ kayit: 'kayitsiz' });
  await signInAs(page, person(zeynep));
  const dialog = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  await expect(dialog.getByRole('checkbox', { name: /okudum/ })).toHaveCount(3);
  await expectNoSeriousAxeFindings(page);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  expect(await portalStorageKeys(page)).not.toContain('esatis:access-token');
  expect(await portalStorageKeys(page)).not.toContain('esatis:root');
});

test('a new citizen approves the documents, opts in to e-mail notices and is registered', async ({
  page,
  context,
  request,
  make,
}) => {
  const zeynep = await make.citizen({ adi: 'Zeynep', soyadi: 'Demir', kayit: 'kayitsiz' });
  await signInAs(page, person(zeynep));
  const dialog = page.getByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  await expect(dialog).toBeVisible();

  const docs: Array<[RegExp, string]> = [
    [/KVKK Metni/, '/portal-hakkinda/kvkk-metni'],
    [/Kullanıcı Sözleşmesi/, '/portal-hakkinda/kullanici-sozlesmesi'],
    [/Üyelik Sözleşmesi/, '/portal-hakkinda/uyelik-sartlari'],
  ];
  for (const [name, href] of docs) {
    const link = dialog.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  // A document opens in a new tab and the dialog stays as it was.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: /KVKK Metni/ }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/portal-hakkinda/kvkk-metni');
  await tab.close();

  const tamam = dialog.getByRole('button', { name: 'Tamam' });
  const boxes = dialog.getByRole('checkbox', { name: /okudum/ });
  await expect(boxes).toHaveCount(3);
  // The notification channels are offered unticked (issue #36: consent under KVKK is a tick).
  const channels = dialog.getByRole('group', { name: 'Bildirim kanalları (isteğe bağlı)' });
  const email = channels.getByRole('checkbox', { name: /E-posta ile bildir/ });
  const sms = channels.getByRole('checkbox', { name: /SMS ile bildir/ });
  await expect(email).not.toBeChecked();
  await expect(sms).not.toBeChecked();
  await email.check();
  await expect(tamam).toBeDisabled();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(tamam).toBeDisabled();
  await boxes.nth(2).check();
  await expect(tamam).toBeEnabled();

  const registration = page.waitForRequest((r) =>
    r.url().endsWith('/api/v1/CariBilgisi/SozlesmeleriOnayliGercekKisilikEkle'),
  );
  await tamam.click();
  expect((await registration).postDataJSON()).toMatchObject({
    KimlikNo: zeynep.kimlikNo,
    Adi: 'Zeynep',
    Soyadi: 'Demir',
    Eposta: zeynep.eposta,
    IhaleTipiId: 51,
  });

  await expectToast(page, 'Başarıyla giriş yapıldı');
  await expect(page).toHaveURL(/\/$/);
  await expect(userBox(page)).toContainText('Zeynep');
  await expect(page.getByTestId('user-box-company')).toHaveCount(0);

  // The choice was saved through the preference call: e-mail on, SMS still off.
  const { access } = await tokenCookies(context);
  const res = await request.get(
    `/api/external-odata/GercekKisilikExternalOData?$filter=KimlikNo eq '${zeynep.kimlikNo}'`,
    { headers: { Authorization: `Bearer ${access}` } },
  );
  expect(res.status()).toBe(200);
  expect((await res.json()).value[0]).toMatchObject({ EpostaBildirimOnayi: true, GSMBildirimOnayi: false });
});
