import { expect, test } from '@playwright/test';
import { dismissNotices, expectNoSeriousAxeFindings } from './shell-support';

const PORTAL_PAGES = [
  { path: '/portal-hakkinda/uyelik-sartlari', title: 'Üyelik Şartları', sayfaId: 141, menu: 'Portal Hakkında' },
  { path: '/portal-hakkinda/kvkk-metni', title: 'KVKK Metni', sayfaId: 142, menu: 'Portal Hakkında' },
  {
    path: '/portal-hakkinda/kullanici-sozlesmesi',
    title: 'Kullanıcı Sözleşmesi',
    sayfaId: 143,
    menu: 'Portal Hakkında',
  },
  { path: '/yardim/sikca-sorulan-sorular', title: 'Sıkça Sorulan Sorular', sayfaId: 144, menu: 'Yardım' },
  { path: '/yardim/portal-kullanim-kilavuzu', title: 'Portal Kullanım Kılavuzu', sayfaId: 145, menu: 'Yardım' },
];

test.describe('content pages', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await dismissNotices(context, baseURL!);
  });

  for (const p of PORTAL_PAGES) {
    test(`${p.title} shows page ${p.sayfaId} from the API`, async ({ page, request }) => {
      const api = (
        await (await request.get(`/api/external-odata/PortalSayfaOData?$filter=SayfaId eq ${p.sayfaId}`)).json()
      ).value[0];
      expect(api).toBeTruthy();
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`${p.title} | E-Satış İhale Portalı`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
      // The first paragraph of the page's HTML is on screen.
      const firstParagraph = /<p>(.*?)<\/p>/s
        .exec(api.Icerik)![1]
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      await expect(page.getByRole('article')).toContainText(firstParagraph.slice(0, 60));
      await expect(page.getByRole('article').locator('script')).toHaveCount(0);
      // The menu group of the page is the active one.
      await expect(
        page.getByRole('navigation', { name: 'Ana menü' }).getByRole('button', { name: p.menu }),
      ).toHaveAttribute('data-active', 'true');
      await expectNoSeriousAxeFindings(page);
    });
  }

  test('the cookie policy explains cookie kinds and the rights procedure', async ({ page }) => {
    await page.goto('/yardim/cerez-politikasi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Çerez Politikası');
    const article = page.getByRole('article');
    await expect(article).toContainText('Zorunlu çerezler');
    await expect(article).toContainText('İşlevsel çerezler');
    await expect(article).toContainText('en geç otuz (30) gün içinde');
    await expect(article).toContainText('ücretsiz');
    await expectNoSeriousAxeFindings(page);
  });

  test('the contact page lists address, phone, fax, e-mail, directions and a map that cannot break the layout', async ({
    page,
  }) => {
    await page.goto('/iletisim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim');
    await expect(page.locator('address')).toContainText('ANKARA');
    await expect(page.getByRole('link', { name: /^\+90/ })).toHaveAttribute('href', /^tel:\+90/);
    await expect(page.getByText('FAKS')).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const directions = page.getByRole('link', { name: /Yol Tarifi Al/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
    const map = page.getByTestId('contact-map');
    const box = (await map.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(280);
    await expect(map.locator('iframe')).toHaveAttribute('title', /harita/i);
    await expect(map).toContainText('Yol Tarifi Al');
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSeriousAxeFindings(page);
  });

  test('the Yardım and Şartlar placeholders exist and show only a heading', async ({ page }) => {
    for (const [path, heading] of [
      ['/yardim', 'Yardım'],
      ['/sartlar', 'Şartlar'],
    ]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main p')).toHaveCount(0);
      await expectNoSeriousAxeFindings(page);
    }
  });

  test('the header menu: active item, keyboard dropdowns, logos, solid on scroll, scroll to top', async ({ page }) => {
    await page.goto('/iletisim');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link', { name: 'İletişim' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Ana Sayfa' })).not.toHaveAttribute('aria-current', 'page');

    // Keyboard: ArrowDown opens the dropdown on its first link, Escape closes it and returns focus.
    const yardim = nav.getByRole('button', { name: 'Yardım' });
    await yardim.focus();
    await expect(yardim).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(yardim).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Sıkça Sorulan Sorular' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Portal Kullanım Kılavuzu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(yardim).toHaveAttribute('aria-expanded', 'false');
    await expect(yardim).toBeFocused();

    // Enter opens, and a sub-page link navigates; the link then carries aria-current.
    const about = nav.getByRole('button', { name: 'Portal Hakkında' });
    await about.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'KVKK Metni' }).click();
    await expect(page).toHaveURL(/\/portal-hakkinda\/kvkk-metni$/);
    await expect(about).toHaveAttribute('data-active', 'true');
    await about.click();
    await expect(nav.getByRole('link', { name: 'KVKK Metni' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');

    // Logos: ministry in a new tab, portal logo home.
    const ministry = page.getByRole('link', { name: /Sanayi ve Teknoloji Bakanlığı/ });
    await expect(ministry).toHaveAttribute('href', 'https://www.sanayi.gov.tr');
    await expect(ministry).toHaveAttribute('target', '_blank');
    await expect(ministry).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: /ana sayfa$/ })).toHaveAttribute('href', '/');

    // The header turns solid after 5 px of scroll.
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-solid', 'true');

    // A route change scrolls to the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Duyurular' }).click();
    await expect(page).toHaveURL(/\/duyurular$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Footer: copyright and social links opening in a new tab.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Makine ve Kimya Endüstrisi A.Ş. Tüm hakları saklıdır.`,
    );
    const social = footer.getByRole('list', { name: 'Sosyal medya hesaplarımız' }).getByRole('link');
    expect(await social.count()).toBeGreaterThan(2);
    await expect(social.first()).toHaveAttribute('target', '_blank');
  });
});
