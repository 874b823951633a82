import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { signInCitizen, tokenCookies, userBox } from './auth-support';
import { expect, test } from './fixtures';
import { currentTotp, enterSecondFactor, expectNoSeriousAxeFindings, signInAsStaff } from './staff-support';

/**
 * Kurum Paneli sign-in as a user meets it (docs/architecture.md §8, docs/guides/back-office.md): the
 * guard and its return path, noindex, a wrong code, a new staff member's first sign-in with the
 * QR code and recovery codes, the role's sections, and sign-out that leaves a bidder's session be.
 */
const SHOTS = 'test-results/screens/backoffice-sign-in';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseAtEdevlet(page: Page, fullName: string, kimlikNo: string) {
  await page.getByRole('button', { name: 'e-Devlet ile Giriş' }).click();
  await expect(page).toHaveTitle('e-Devlet Giriş (Test)');
  await page.getByRole('button', { name: new RegExp(`${fullName}.*${kimlikNo}`, 's') }).click();
  await page.waitForURL(/\/yonetim\/giris/);
}

test('signed out, a back-office page sends to sign-in; a wrong code is refused; signed in, back to that page', async ({
  page,
  make,
}) => {
  const burak = await make.staff({ roller: ['ihale'] });
  await page.goto('/yonetim/ihaleler');
  await expect(page).toHaveURL(/\/yonetim\/giris\?donus=%2Fyonetim%2Fihaleler$/);
  await expect(page.getByRole('button', { name: 'e-Devlet ile Giriş' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '1-e-devlet');

  await chooseAtEdevlet(page, burak.adSoyad, burak.kimlikNo);
  const field = page.getByRole('textbox', { name: 'Doğrulama Kodu' });
  await expect(field).toBeFocused();
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '2-kod');

  const right = await currentTotp(burak.totp);
  await field.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // The message says what five wrong codes do before they do it (issue #36).
  await expect(page.getByRole('alert').filter({ hasText: 'Doğrulama kodu hatalı.' })).toHaveText(
    'Doğrulama kodu hatalı. Art arda 5 hatalı kodda giriş 15 dakika kilitlenir.',
  );
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '3-hatali-kod');

  // The right code: back to the page asked for.
  await enterSecondFactor(page, burak);
  await expect(page).toHaveURL(/\/yonetim\/ihaleler$/);
});

test('the back-office is never indexed: X-Robots-Tag noindex, and robots.txt disallows /yonetim', async ({
  request,
}) => {
  const guard = await request.get('/yonetim', { maxRedirects: 0 });
  expect(guard.status()).toBe(307);
  expect(guard.headers()['x-robots-tag']).toContain('noindex');
  const signIn = await request.get('/yonetim/giris');
  expect(signIn.status()).toBe(200);
  expect(signIn.headers()['x-robots-tag']).toContain('noindex');
  // The Kurum Paneli's tab shows the portal's icon too (no request for a missing /favicon.ico).
  expect(await signIn.text()).toContain('<link rel="icon" href="/logos/favicon.svg" type="image/svg+xml"/>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/yonetim$/m);
});

test('a staff member the Yönetici adds enrols by QR code at the first sign-in, sees only their sections, and signs out alone', async ({
  browser,
  page,
  context,
  make,
}) => {
  // The Yönetici adds a citizen who is no staff member yet as Destek; in her own browser she is
  // signed in to the portal already, as a bidder acting for her company.
  const fatma = await make.citizen({ firmalar: 1 });
  const company = fatma.firmalar[0].unvan;
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const adminContext = await browser.newContext({ baseURL, locale, timezoneId });
  const admin = await adminContext.newPage();
  await signInAsStaff(admin, await make.staff({ roller: ['yonetici'] }));
  await admin
    .getByRole('navigation', { name: 'Kurum paneli menüsü' })
    .getByRole('link', { name: 'Personel ve Roller' })
    .click();
  await admin.getByRole('button', { name: 'Personel Ekle' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Personel Ekle' });
  await dialog.getByRole('textbox', { name: 'T.C. Kimlik No' }).fill(fatma.kimlikNo);
  await dialog.getByRole('textbox', { name: 'Ad Soyad' }).fill(fatma.adSoyad);
  await dialog.getByRole('checkbox', { name: 'Destek' }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  const card = admin.getByRole('listitem', { name: new RegExp(fatma.adSoyad) });
  await expect(card).toContainText('Doğrulama uygulaması kayıtlı değil');
  await expect(card).toContainText('Hiç giriş yapmadı');
  await adminContext.close();

  // Her browser: a bidder is signed in to the portal already.
  await signInCitizen(page, fatma, company);
  await expect(userBox(page)).toContainText(company);

  await page.goto('/yonetim');
  await page.waitForURL(/\/yonetim\/giris/);
  await chooseAtEdevlet(page, fatma.adSoyad, fatma.kimlikNo);
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için karekod' })).toBeVisible();
  const secret = ((await page.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '4-karekod');
  await page
    .getByRole('textbox', { name: 'Doğrulama Kodu' })
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Giriş Yap' }).click();

  const codes = page.getByRole('list', { name: 'Kurtarma kodları' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{4}-[a-z2-7]{4}$/);
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '5-kurtarma-kodlari');
  await page.getByRole('button', { name: 'Kodları kaydettim' }).click();

  await page.waitForURL(/\/yonetim$/);
  await expect(page.getByRole('banner')).toContainText(fatma.adSoyad);
  const menu = page.getByRole('navigation', { name: 'Kurum paneli menüsü' });
  await expect(menu.getByRole('link')).toHaveText(['Ana Sayfa', 'Destek Talepleri', 'İçerik']);
  await expectNoSeriousAxeFindings(page);
  await shoot(page, '6-panel');

  // Sign-out ends the staff session only.
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL(/\/yonetim\/giris/);
  expect((await page.request.get('/api/yonetim/ben')).status()).toBe(401);
  await page.goto('/yonetim');
  await page.waitForURL(/\/yonetim\/giris/);

  expect((await tokenCookies(context)).access).toBeTruthy();
  await page.goto('/');
  await expect(userBox(page)).toContainText(company);
});
