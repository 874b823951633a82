import type { APIRequestContext, Page } from '@playwright/test';
import { signInCitizen } from './auth-support';
import { expect, test } from './fixtures';
import { bidBox, joinFromDetail, placeBid, priceAmount, quietContext } from './live-auction-support';
import {
  aliasOf,
  bearer,
  browserToken,
  expectNoSeriousAxeFindings,
  expectToast,
  leadingAlias,
} from './profile-support';
import { limit } from './time-limits';

/**
 * Issue #15's journey (docs/architecture.md §13): Mehmet turns his e-mail and SMS consents on in
 * Hesabım, bids on a running tender and leaves; Ayşe outbids him in her own browser. The worker
 * delivers: his e-mail (subject `Teklifiniz geçildi: {title}`, the new highest bid, a link to the
 * tender) and his SMS show at /gelistirici/posta; back in the portal his bell counts one more unread
 * and leads him to the tender; the e-mail's link opens the tender, and its one-click unsubscribe
 * (RFC 8058) turns his e-mail consent off, as Hesabım then shows.
 *
 * Independent of what other specs do: Mehmet, Ayşe and the running TL tender are the journey's own
 * (e2e/fixtures.ts), so Mehmet was told nothing about the tender before (a coalesced outbid would
 * send nothing); unread counts are compared before/after; caught messages are told apart by
 * recipient (his own address and number), subject and time. The worker's timing is waited for by
 * polling with a deadline, never by sleeping.
 */

interface CaughtWire {
  kanal: 'eposta' | 'sms';
  alici: string;
  konu: string | null;
  metin: string;
  tarih: string;
}
interface InboxItem {
  Id: number;
  Tur: string;
  Baglanti: string | null;
  OlusturmaTarihi: string;
}

/** Relay poll (1 s) + delivery poll (1 s) + SMTP, on a loaded machine: generous, still bounded. */
const DELIVERY_DEADLINE = limit(45_000);
const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');
const bellName = (n: number) => (n === 0 ? 'Bildirimler, okunmamış bildirim yok' : `Bildirimler, ${n} okunmamış`);

async function inbox(request: APIRequestContext, token: string): Promise<{ items: InboxItem[]; okunmamis: number }> {
  const res = await request.get('/api/bildirimler?sayfa=1', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

async function caught(request: APIRequestContext): Promise<CaughtWire[]> {
  const res = await request.get('/api/gelistirici/posta');
  expect(res.status(), 'the stand-ins are on (EDEVLET_MODE=dev, no SMTP_URL)').toBe(200);
  return res.json();
}

test('Mehmet is outbid by Ayşe while away: his e-mail, SMS and bell tell him and lead to the tender', async ({
  browser,
  request,
  baseURL,
  make,
}) => {
  test.setTimeout(limit(240_000));
  // Both consents off at first: he turns them on himself. The tender ends in two hours, far from
  // its "ends soon" notice.
  const [mehmetPerson, aysePerson, tender] = await Promise.all([
    make.citizen({ bildirimOnayi: false }),
    make.citizen(),
    make.tender({ baslangicDakika: -10, bitisDakika: 120 }),
  ]);
  const mehmetCtx = await quietContext(browser, baseURL!);
  const ayseCtx = await quietContext(browser, baseURL!);
  const mehmet = await mehmetCtx.newPage();
  await signInCitizen(mehmet, mehmetPerson);
  const token = await browserToken(mehmet);
  const mehmetCari = mehmetPerson.cariId!;

  // Hesabım: his address and number come from e-Devlet; both consents on, saved through the form.
  await mehmet.goto('/hesabim');
  const email = await mehmet.getByRole('textbox', { name: 'E-posta', exact: true }).inputValue();
  const gsmShown = await mehmet.getByRole('textbox', { name: 'GSM' }).inputValue();
  expect(email, 'e-Devlet gives Mehmet an e-mail address').toBe(mehmetPerson.eposta);
  const gsm = gsmShown.replace(/\D/g, '').replace(/^90/, '');
  expect(gsm, 'e-Devlet gives Mehmet a mobile number').toBe(mehmetPerson.gsm);
  expect(gsm).toMatch(/^5\d{9}$/);
  const emailConsent = mehmet.getByRole('checkbox', { name: 'E-posta bildirim onayı' });
  const gsmConsent = mehmet.getByRole('checkbox', { name: 'GSM bildirim onayı' });
  await expect(emailConsent).not.toBeChecked();
  await expect(gsmConsent).not.toBeChecked();
  await emailConsent.check();
  await gsmConsent.check();
  await mehmet.getByRole('button', { name: 'Kaydet' }).click();
  await expectToast(mehmet, 'İletişim tercihleriniz güncellenmiştir.');
  await mehmet.reload();
  await expect(emailConsent).toBeChecked();
  await expect(gsmConsent).toBeChecked();

  expect(await aliasOf(request, token, mehmetCari, tender.id), 'Mehmet has not joined it').toBe(null);
  const detail = `/ihaleler/${tender.id}`;
  const subject = `Teklifiniz geçildi: ${tender.baslik}`;

  // Mehmet joins and takes the lead, then closes his page: he is away.
  await mehmet.goto(detail);
  const mehmetAlias = await joinFromDetail(mehmet);
  await expect(bidBox(mehmet)).toBeVisible({ timeout: limit(15_000) });
  await placeBid(mehmet);
  await expectToast(mehmet, 'Teklifiniz verildi.');
  await expect(mehmet.getByTestId('standing')).toHaveText('Kazanıyorsunuz');
  expect(await leadingAlias(request, tender.id)).toBe(mehmetAlias);
  // His deposit's "received" notice (the fixture paid it in) is in his inbox before counting starts.
  await expect
    .poll(async () => (await inbox(request, token)).items.some((i) => i.Tur === 'teminatAlindi'), {
      timeout: DELIVERY_DEADLINE,
    })
    .toBe(true);
  const before = await inbox(request, token);
  const lastIdBefore = Math.max(0, ...before.items.map((i) => i.Id));
  await mehmet.close();

  // Ayşe, in her own browser, joins the same tender and outbids him.
  const ayse = await ayseCtx.newPage();
  await signInCitizen(ayse, aysePerson);
  await ayse.goto(detail);
  const ayseAlias = await joinFromDetail(ayse);
  await expect(bidBox(ayse)).toBeVisible({ timeout: limit(15_000) });
  const since = Date.now() - 2000; // the portal runs on this machine: one clock, a little slack
  await placeBid(ayse);
  await expectToast(ayse, 'Teklifiniz verildi.');
  await expect(ayse.getByTestId('standing')).toHaveText('Kazanıyorsunuz');
  expect(await leadingAlias(request, tender.id)).toBe(ayseAlias);
  const highest = ((await priceAmount(ayse).textContent()) ?? '').trim();
  expect(highest).toMatch(/\d/);

  // The worker delivers: the e-mail and the SMS reach the stand-ins (polled, with a deadline).
  const isNew = (m: CaughtWire) => Date.parse(m.tarih) >= since;
  let mail: CaughtWire | undefined;
  let sms: CaughtWire | undefined;
  await expect(async () => {
    const all = (await caught(request)).filter(isNew);
    mail = all.find((m) => m.kanal === 'eposta' && m.alici === email && m.konu === subject);
    sms = all.find((m) => m.kanal === 'sms' && m.alici === gsm && m.metin.includes(`${baseURL}${detail}`));
    expect(mail, `e-mail "${subject}" to ${email}`).toBeTruthy();
    expect(sms, `SMS to ${gsm}`).toBeTruthy();
  }).toPass({ timeout: DELIVERY_DEADLINE, intervals: [250, 500, 1000] });
  expect(mail!.metin).toContain(`Yeni en yüksek teklif: ${highest}.`);
  expect(mail!.metin).toContain(`İhaleyi görüntüle: ${baseURL}${detail}`);
  expect(sms!.metin).toMatch(/^Teklifiniz geçildi: /);
  const mailLink = /İhaleyi görüntüle: (\S+)/.exec(mail!.metin)?.[1];
  const unsubscribeLink = /Bu e-postaları almak istemiyorsanız: (\S+)/.exec(mail!.metin)?.[1];
  expect(unsubscribeLink, 'a visible unsubscribe link').toBeTruthy();

  // The developer page shows both, newest first (checked on the page itself, not only the JSON).
  const dev = await (await browser.newContext({ baseURL })).newPage();
  await dev.setViewportSize({ width: 1366, height: 900 });
  await dev.goto('/gelistirici/posta');
  await expect(dev.getByRole('heading', { level: 1, name: 'Geliştirici postası' })).toBeVisible();
  const mailCard = dev
    .getByRole('listitem')
    .filter({ has: dev.getByRole('heading', { level: 2, name: subject, exact: true }) })
    .filter({ hasText: email })
    .first();
  await expect(mailCard).toContainText('E-posta');
  await expect(mailCard).toContainText(`Yeni en yüksek teklif: ${highest}.`);
  await expect(mailCard).toContainText(`${baseURL}${detail}`);
  await expect(mailCard).toContainText('Bu e-postaları almak istemiyorsanız:');
  const smsCard = dev.getByRole('listitem').filter({ hasText: gsm }).filter({ hasText: sms!.metin }).first();
  await expect(smsCard).toContainText('SMS');
  await expectNoSeriousAxeFindings(dev);
  await mailCard.screenshot({ path: test.info().outputPath('caught-mail-desktop.png') });
  await smsCard.screenshot({ path: test.info().outputPath('caught-sms-desktop.png') });
  await dev.setViewportSize({ width: 375, height: 800 });
  expect(await dev.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeFindings(dev);
  await mailCard.screenshot({ path: test.info().outputPath('caught-mail-375.png') });
  await dev.context().close();

  // Mehmet comes back: the bell counts one more unread than before he left. (Anything else that
  // reached him meanwhile, say another tender's "ends in 30 minutes", is counted in, read from the
  // inbox; the outbid itself must be among the new items, once.)
  const arrived = (await inbox(request, token)).items.filter((i) => i.Id > lastIdBefore);
  expect(arrived.filter((i) => i.Tur === 'teklifGecildi' && i.Baglanti === detail)).toHaveLength(1);
  const unreadBefore = before.okunmamis + arrived.length - 1;
  const back = await mehmetCtx.newPage();
  await back.goto('/');
  await expect(bell(back)).toHaveAccessibleName(bellName(unreadBefore + 1), { timeout: DELIVERY_DEADLINE });
  const openBell = async () => {
    await bell(back).click();
    const menu = back.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Tüm bildirimler' })).toBeVisible();
    const entry = menu.getByTestId('bell-item').filter({ hasText: subject }).first();
    await expect(entry).toContainText('Okunmamış:');
    await expectNoSeriousAxeFindings(back);
    return entry;
  };
  await openBell();
  await back.screenshot({ path: test.info().outputPath('bell-menu-desktop.png') });
  await back.keyboard.press('Escape');
  await expect(back.getByRole('menu')).toBeHidden();
  await back.setViewportSize({ width: 375, height: 800 });
  const entry = await openBell();
  await back.screenshot({ path: test.info().outputPath('bell-menu-375.png') });
  await entry.click();
  await expect(back).toHaveURL(new RegExp(`${detail}$`));
  await expect(back.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(back.getByTestId('standing')).toHaveText('Kaybediyorsunuz');
  await expect(bell(back)).toHaveAccessibleName(bellName(unreadBefore));
  await back.setViewportSize({ width: 1366, height: 900 });

  // The e-mail's own link (as caught) opens the tender.
  await back.goto('/');
  await back.goto(mailLink!);
  await expect(back).toHaveURL(new RegExp(`${detail}$`));
  await expect(back.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(priceAmount(back)).toHaveText(highest);

  // The e-mail's unsubscribe link: opening it changes nothing (link scanners fetch URLs)...
  await back.goto(unsubscribeLink!);
  await expect(back.getByRole('heading', { level: 1, name: 'E-posta bildirimlerini kapat' })).toBeVisible();
  await back.goto('/hesabim');
  await expect(emailConsentOf(back)).toBeChecked();
  // ...the mail client's one-click POST (RFC 8058 List-Unsubscribe-Post) turns the consent off.
  const oneClick = await request.post(unsubscribeLink!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain('E-posta bildirimleri kapatıldı.');
  await back.reload();
  await expect(emailConsentOf(back)).not.toBeChecked();
  await expect(back.getByRole('checkbox', { name: 'GSM bildirim onayı' })).toBeChecked();

  await mehmetCtx.close();
  await ayseCtx.close();
});

const emailConsentOf = (page: Page) => page.getByRole('checkbox', { name: 'E-posta bildirim onayı' });
