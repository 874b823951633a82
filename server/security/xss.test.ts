// Only on PostgreSQL: the security suite checks the HTTP edge where production runs; its SQL is the other files', which run on PGlite too.
/**
 * XSS (issue #7), server side. HTML the database holds (tender descriptions, announcements, content
 * pages) comes out of the API as stored and out of the pages' sanitiser (lib/api/sanitize-html.ts,
 * the function every page renders HTML with) without scripts, event handlers, javascript: URLs or
 * attribute breakouts. Every text a user can enter is either refused by validation or stored and
 * answered as plain JSON text, exactly as typed; the auth service's own HTML pages escape it.
 * The browser side (no dialog fires, the text shows literally) is e2e/security-xss.spec.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { sanitizeHtml } from '../../lib/html/sanitize-html';
import { signLoginState } from '../auth/login-state';
import { replyAsInstitution } from '../modules/conversations/institution-reply';
import {
  ACCOUNTS,
  odataUrl,
  openProfileTestApp,
  TEST_NOW,
  type ProfileTestContext,
} from '../modules/persons/test-support';
import { queryRows } from './support';
import { XSS_PAYLOADS } from './xss-payloads';

/** What sanitised HTML must never contain. */
function assertHarmless(html: string, context: string) {
  const lower = html.toLowerCase();
  for (const bad of [
    '<script',
    '<svg',
    '<iframe',
    '<object',
    '<embed',
    '<style',
    '<form',
    '<base',
    '<math',
    '<noscript',
    'javascript:',
    'data:text',
  ]) {
    assert.ok(!lower.includes(bad), `${context}: ${bad} survived in ${html}`);
  }
  // No event handler or style attribute on any element that survived.
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    assert.doesNotMatch(tag, /\s(on[a-z]+|style|xlink:href|srcset|formaction)\s*=/i, `${context}: ${tag}`);
  }
}

describe('XSS payloads in HTML from the database and in user text', () => {
  let t: ProfileTestContext;
  let tenderId: number;
  const ayse = ACCOUNTS.ayse;
  const HTML = XSS_PAYLOADS.join('\n<p>ara</p>\n');

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    // Hostile HTML in every HTML field the portal renders, including the titles shown as text.
    const [tender] = await queryRows<{ id: number }>(
      db,
      sql`select id from ihale where ihale_tipi_id = 51 and ihale_durumu_id = 213 order by id limit 1`,
    );
    tenderId = Number(tender.id);
    await db.execute(sql`update ihale set aciklama = ${HTML}, baslik = ${XSS_PAYLOADS[0]} where id = ${tenderId}`);
    await db.execute(sql`insert into duyuru (baslik, icerik, yayin_tarihi, popup, yayindan_kaldir, ihale_tipi_id)
                         values (${XSS_PAYLOADS[6]}, ${HTML}, ${new Date(TEST_NOW.getTime() - 3600_000).toISOString()}::timestamptz, false, false, 51)`);
    await db.execute(sql`update portal_sayfa set icerik = ${HTML} where ihale_tipi_id = 51`);
  });
  after(async () => {
    await t?.close();
  });

  const odata = async (set: string, options: Record<string, string>) => {
    const res = await t.call(ayse.kimlikNo, { method: 'GET', url: odataUrl(set, options) });
    assert.equal(res.statusCode, 200, res.body.slice(0, 200));
    assert.match(String(res.headers['content-type']), /^application\/json/);
    return res.json().value as Array<Record<string, string>>;
  };

  it('every payload alone comes out of the sanitiser harmless', () => {
    for (const payload of XSS_PAYLOADS) assertHarmless(sanitizeHtml(payload), payload);
  });

  it('tender description: stored as written, rendered harmless; the title stays text', async () => {
    const [row] = await odata('HerkeseAcikIhaleAnaSayfaOData', {
      $filter: `Id eq ${tenderId}`,
      $select: 'Baslik,Aciklama',
    });
    assert.equal(row.Aciklama, HTML, 'the API does not mangle data');
    assert.equal(row.Baslik, XSS_PAYLOADS[0]);
    assertHarmless(sanitizeHtml(row.Aciklama), 'tender description');
    assert.match(sanitizeHtml(row.Aciklama), /tıkla/, 'the readable text is kept');
  });

  it('announcements and content pages: rendered harmless', async () => {
    const [duyuru] = await odata('DuyuruOData', { $filter: `Baslik eq '${XSS_PAYLOADS[6].replace(/'/g, "''")}'` });
    assert.ok(duyuru, 'the hostile announcement is listed');
    assertHarmless(sanitizeHtml(duyuru.Icerik), 'announcement');
    const pages = await odata('PortalSayfaOData', {});
    assert.ok(pages.length > 0);
    for (const page of pages) assertHarmless(sanitizeHtml(page.Icerik), `page ${page.SayfaId}`);
  });

  it('messages and conversation titles are kept as plain text, exactly as typed', async () => {
    for (const payload of XSS_PAYLOADS.slice(0, 8)) {
      const opened = await t.call(ayse.kimlikNo, {
        method: 'POST',
        url: '/api/v1/Iletisim',
        payload: { cariId: ayse.person, konuId: 192, baslik: payload.slice(0, 50), icerik: payload },
      });
      assert.equal(opened.statusCode, 200, opened.body);
      assert.match(String(opened.headers['content-type']), /^application\/json/);
      const { id, ilkMesaj } = opened.json().data;
      assert.equal(ilkMesaj.icerik, payload);
      const [conv] = await odata('IletisimCariOData', { $filter: `Id eq ${id}` });
      assert.equal(conv.Baslik, payload.slice(0, 50));
      const [msg] = await odata('IletisimYazismaCariOData', { $filter: `IletisimId eq ${id}` });
      assert.equal(msg.Icerik, payload);
    }
  });

  it('an institution answer with HTML is stored and answered as text', async () => {
    const payload = XSS_PAYLOADS[1];
    const { message } = await replyAsInstitution(t.handle.db, { iletisimId: 1, icerik: payload, now: TEST_NOW }, null);
    const thread = await odata('IletisimYazismaCariOData', { $filter: 'IletisimId eq 1' });
    assert.equal(thread.find((m) => Number(m.Id) === message.id)?.Icerik, payload);
  });

  it('the author name of a message is the registered name, never what the client sends', async () => {
    const res = await t.call(ayse.kimlikNo, {
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: 1, icerik: 'Merhaba', yazanAdiSoyadi: XSS_PAYLOADS[0] },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.yazanAdiSoyadi, 'Ayşe Yılmaz');
  });

  it('structured fields refuse markup: IBAN, tax number, refund amount, contact data, names', async () => {
    const refused: Array<[string, string, Record<string, unknown>]> = [
      ['PUT', '/api/v1/CariBilgisi/CariIbanBilgisi', { cariId: ayse.person, iban: 'TR<script>alert(1)</script>' }],
      ['PUT', '/api/v1/CariBilgisi/CariIbanBilgisi', { cariId: ayse.person, iban: '"><img src=x onerror=alert(1)>' }],
      ['POST', '/api/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet', { vkn: '<svg onload=alert(1)>' }],
      ['POST', '/api/v1/Teminat/TeminatIade', { cariId: ayse.person, talepTutari: '<script>1</script>' }],
      ['PUT', '/api/v1/CariBilgisi/CariGirisIslemleri', { gSM: '<script>alert(1)</script>', IhaleTipiId: 51 }],
    ];
    for (const [method, url, payload] of refused) {
      const res = await t.call(ayse.kimlikNo, { method: method as 'PUT', url, payload });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
    }
    // Registration: e-Devlet's name is the only name accepted, and e-mail/phone must be well formed.
    const register = await t.call(ACCOUNTS.zeynep.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/SozlesmeleriOnayliGercekKisilikEkle',
      payload: {
        KimlikNo: ACCOUNTS.zeynep.kimlikNo,
        Adi: '<img src=x onerror=alert(1)>',
        Soyadi: 'Demir',
        Eposta: '"><script>@x.com',
        GSM: 'javascript:alert(1)',
        IhaleTipiId: 51,
      },
    });
    assert.equal(register.statusCode, 400, register.body);
    const [{ n }] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from cari_iban where iban like '%<%'`,
    );
    assert.equal(Number(n), 0);
  });

  it('the e-Devlet stand-in page escapes names from the database', async () => {
    const hostile = '<script>alert(1)</script>';
    await t.handle.db.execute(sql`insert into edevlet_vatandas (kimlik_no, adi, soyadi, eposta, gsm)
                                  values ('99999999990', ${hostile}, ${'"><img src=x onerror=alert(1)>'}, null, null)`);
    const state = await signLoginState(t.app, { returnUrl: `${t.app.config.publicOrigin}/callback` });
    const res = await t.app.inject({ method: 'GET', url: `/auth/edevlet?state=${encodeURIComponent(state)}` });
    assert.equal(res.statusCode, 200);
    assert.ok(!res.body.includes(hostile), 'no raw script tag');
    assert.ok(!res.body.includes('<img src=x'), 'no raw img tag');
    assert.ok(res.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the name shows as text');
    assert.doesNotMatch(res.body, /<script/i, 'the stand-in page has no scripts at all');
  });
});
