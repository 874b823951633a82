import { expectNoSeriousAxeFindings, person, signInAs, userBox } from './auth-support';
import { expect, test } from './fixtures';
import { expectToast } from './toast-recorder';

test('a citizen chooses one of her companies and the header shows it', async ({ page, make }) => {
  // The longest sign-in journey (two accessibility scans included): more than the default budget.
  test.slow();
  const ayse = await make.citizen({ adi: 'Ayşe', firmalar: 2 });
  const [first, second] = ayse.firmalar;
  await signInAs(page, person(ayse));

  const dialog = page.getByRole('dialog', { name: 'İhale Sistemine Giriş Seçimi' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Seçiminizi değiştirmek için çıkış yapıp yeniden giriş yapmanız gerekmektedir.');
  const herself = dialog.getByRole('button', { name: new RegExp(ayse.adSoyad) });
  await expect(herself).toContainText('Gerçek Kişi');
  const firstCompany = dialog.getByRole('button', { name: first.unvan });
  await expect(firstCompany).toContainText('Firma');
  await expect(firstCompany).toContainText(`VKN: ${first.vkn}`);
  const ege = dialog.getByRole('button', { name: second.unvan });
  await expect(ege).toContainText(`VKN: ${second.vkn}`);

  // It cannot be closed: no close button, Escape and a click outside do nothing.
  await expect(dialog.getByRole('button', { name: /kapat/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  const choice = page.waitForRequest((r) => r.url().endsWith('/api/v1/CariBilgisi/AktifCari') && r.method() === 'PUT');
  const loginLog = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/CariBilgisi/CariFirmaGirisiLogu') && r.method() === 'POST',
  );
  await ege.click();
  const egeId = (await choice).postDataJSON().cariId as number;
  expect((await loginLog).postDataJSON()).toEqual({ cariId: egeId, activityType: 'login' });

  await expectToast(page, 'Başarıyla giriş yapıldı');
  await expect(page).toHaveURL(/\/$/);
  await expect(userBox(page)).toContainText('Ayşe');
  await expect(userBox(page)).toContainText(second.unvan);

  // The choice is the session's on the server too (docs/spec.md §1): with the browser's own token, the
  // company's data answers and her person account's is refused.
  const token = (await page.context().cookies()).find((c) => c.name === 'esatis_at')?.value ?? '';
  const personId = (
    await (
      await page.request.get('/api/external-odata/GercekKisilikExternalOData?$select=CariId', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()
  ).value[0].CariId as number;
  const summary = (cariId: number) =>
    page.request.get(`/api/v1/Finans/Ozet?cariId=${cariId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await summary(egeId)).status()).toBe(200);
  expect((await summary(personId)).status()).toBe(403);

  // The box opens on hover with the full name, the active company and the profile links.
  await userBox(page).hover();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.getByText(ayse.adSoyad, { exact: true })).toBeVisible();
  await expect(page.getByTestId('user-menu-company')).toHaveText(second.unvan);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Hesabım',
    'Favori İhalelerim',
    'Katıldığım İhalelerim',
    'İletişim',
    'Çıkış',
  ]);
  await expectNoSeriousAxeFindings(page);

  // Signed in, /callback only sends the visitor home.
  await page.goto('/callback');
  await expect(page).toHaveURL(/\/$/);
  await expect(userBox(page)).toContainText('Ayşe');
});
