import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { CONTENT_MESSAGES } from '../../lib/rules/content-schemas';
import { CONTACT_MESSAGES } from '../../lib/rules/contact-details';
import { CONTROL_CHARACTER_MESSAGE } from '../../lib/rules/text-characters';
import { denetimKaydi, duyuru } from '../db/schema';
import { CONTACT_DETAILS } from '../seed/data/contact-details';
import { openProfileTestApp, type ProfileTestContext, TEST_NOW } from '../modules/persons/test-support';
import { STAFF_BY_ROLE, staffCookie } from '../backoffice/test-support';

/** Content administration (docs/architecture.md §8 Content) on the seeded portal. */
describe('back-office content', () => {
  let t: ProfileTestContext;
  let cookie: string;

  before(async () => {
    t = await openProfileTestApp();
    cookie = await staffCookie(t.app, STAFF_BY_ROLE.destek);
  });
  after(async () => {
    await t?.close();
  });

  const staff = (opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
  const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
  const audits = () => t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id));
  const lastAudit = async () => (await audits())[0];
  const valid = {
    baslik: 'Kış Dönemi Çalışma Saatleri',
    icerik: '<p>Portal <strong>kesintisiz</strong> çalışmaktadır.</p>',
    yayinTarihi: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
    popup: false,
  };
  const publicTitles = async () =>
    (await publicGet('/api/external-odata/DuyuruOData?$top=100')).json().value.map((d: { Baslik: string }) => d.Baslik);

  it('lists every announcement of this portal, withdrawn and future ones too, newest first, with search and paging', async () => {
    const res = await staff({ method: 'GET', url: '/api/yonetim/icerik/duyurular' });
    assert.equal(res.statusCode, 200);
    const body = res.json().data;
    assert.equal(body.sayfa, 1);
    assert.equal(body.sayfaBoyutu, 20);
    assert.ok(body.toplam >= 3);
    assert.ok(body.items.some((d: { yayindanKaldir: boolean }) => d.yayindanKaldir));
    const dates = body.items.map((d: { yayinTarihi: string }) => d.yayinTarihi);
    assert.deepEqual(dates, [...dates].sort().reverse());

    const search = (
      await staff({ method: 'GET', url: `/api/yonetim/icerik/duyurular?ara=${encodeURIComponent('100%')}` })
    ).json().data;
    assert.equal(search.toplam, 0, '% is a literal character, not a pattern');
    const page2 = await staff({ method: 'GET', url: '/api/yonetim/icerik/duyurular?sayfa=2' });
    assert.equal(page2.statusCode, 200);
    assert.equal(page2.json().data.sayfa, 2);
    const bad = await staff({ method: 'GET', url: '/api/yonetim/icerik/duyurular?sayfa=0' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [CONTENT_MESSAGES.pageInvalid]);
  });

  it('refuses invalid announcements in Turkish and writes nothing', async () => {
    const before = (await audits()).length;
    const count = (await t.handle.db.select().from(duyuru)).length;
    for (const [payload, message] of [
      [{ ...valid, baslik: '   ' }, CONTENT_MESSAGES.titleRequired],
      [{ ...valid, baslik: 'x'.repeat(201) }, CONTENT_MESSAGES.titleMax],
      [{ ...valid, icerik: '<p></p>' }, CONTENT_MESSAGES.contentRequired],
      [{ ...valid, icerik: '<script>alert(1)</script>' }, CONTENT_MESSAGES.contentRequired],
      [{ ...valid, yayinTarihi: '2026-13-01' }, CONTENT_MESSAGES.dateInvalid],
      [{ ...valid, popup: 'evet' }, CONTENT_MESSAGES.flagInvalid],
    ] as const) {
      const res = await staff({ method: 'POST', url: '/api/yonetim/icerik/duyurular', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.ok(res.json().errors.includes(message), `${res.body} should say ${message}`);
    }
    const control = await staff({
      method: 'POST',
      url: '/api/yonetim/icerik/duyurular',
      payload: { ...valid, baslik: 'a\u0007b' },
    });
    assert.equal(control.statusCode, 400);
    assert.ok(control.json().errors.includes(CONTROL_CHARACTER_MESSAGE));
    assert.equal((await audits()).length, before);
    assert.equal((await t.handle.db.select().from(duyuru)).length, count);
  });

  let createdId: number;

  it('creates, edits, withdraws and restores an announcement, each audited with before and after', async () => {
    const created = await staff({
      method: 'POST',
      url: '/api/yonetim/icerik/duyurular',
      payload: { ...valid, icerik: `${valid.icerik.replace('<p>', '<p onclick="alert(1)">')}<script>x()</script>` },
    });
    assert.equal(created.statusCode, 200, created.body);
    const row = created.json().data;
    createdId = row.id;
    assert.equal(row.icerik, valid.icerik, 'stored as the public sanitiser leaves it');
    assert.equal(row.yayindanKaldir, false);
    let audit = await lastAudit();
    assert.equal(audit.islem, 'icerik.duyuru');
    assert.equal(audit.hedefId, String(createdId));
    assert.equal(audit.onceki, null);
    assert.deepEqual(audit.sonraki, {
      baslik: valid.baslik,
      icerik: valid.icerik,
      yayinTarihi: valid.yayinTarihi,
      popup: false,
      yayindanKaldir: false,
    });
    assert.ok((await publicTitles()).includes(valid.baslik));

    const edited = await staff({
      method: 'PUT',
      url: `/api/yonetim/icerik/duyurular/${createdId}`,
      payload: { ...valid, baslik: 'Kış Dönemi (güncellendi)', popup: true },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    audit = await lastAudit();
    assert.equal((audit.onceki as { baslik: string }).baslik, valid.baslik);
    assert.equal((audit.sonraki as { baslik: string; popup: boolean }).baslik, 'Kış Dönemi (güncellendi)');
    assert.equal((audit.sonraki as { popup: boolean }).popup, true);
    const titles = await publicTitles();
    assert.ok(titles.includes('Kış Dönemi (güncellendi)') && !titles.includes(valid.baslik));

    const withdraw = () =>
      staff({
        method: 'PUT',
        url: `/api/yonetim/icerik/duyurular/${createdId}/yayin`,
        payload: { yayindanKaldir: true },
      });
    assert.equal((await withdraw()).statusCode, 200);
    audit = await lastAudit();
    assert.deepEqual([audit.onceki, audit.sonraki], [{ yayindanKaldir: false }, { yayindanKaldir: true }]);
    assert.ok(!(await publicTitles()).includes('Kış Dönemi (güncellendi)'));
    const again = await withdraw();
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, CONTENT_MESSAGES.alreadyWithdrawn);

    const restore = await staff({
      method: 'PUT',
      url: `/api/yonetim/icerik/duyurular/${createdId}/yayin`,
      payload: { yayindanKaldir: false },
    });
    assert.equal(restore.statusCode, 200);
    assert.ok((await publicTitles()).includes('Kış Dönemi (güncellendi)'));
  });

  it('two withdrawals at once: one changes the announcement, the other is told, one audit record', async () => {
    const before = (await audits()).length;
    const results = await Promise.all(
      [1, 2].map(() =>
        staff({
          method: 'PUT',
          url: `/api/yonetim/icerik/duyurular/${createdId}/yayin`,
          payload: { yayindanKaldir: true },
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal((await audits()).length, before + 1);
  });

  it('an unknown announcement is a 404 in Turkish', async () => {
    const res = await staff({ method: 'PUT', url: '/api/yonetim/icerik/duyurular/999999', payload: valid });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, CONTENT_MESSAGES.announcementNotFound);
  });

  it('edits a portal page (141–145) and the public set serves it at once, audited', async () => {
    const list = (await staff({ method: 'GET', url: '/api/yonetim/icerik/sayfalar' })).json().data;
    assert.deepEqual(
      list.map((p: { sayfaId: number }) => p.sayfaId),
      [141, 142, 143, 144, 145],
    );
    const before = (await staff({ method: 'GET', url: '/api/yonetim/icerik/sayfalar/144' })).json().data;
    const res = await staff({
      method: 'PUT',
      url: '/api/yonetim/icerik/sayfalar/144',
      payload: { baslik: 'Sıkça Sorulan Sorular', icerik: '<h2>SSS</h2><p>Yeni yanıt.</p><p onclick="x()">Tık</p>' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const served = (
      await publicGet(`/api/external-odata/PortalSayfaOData?$filter=${encodeURIComponent('SayfaId eq 144')}`)
    ).json().value[0];
    assert.equal(served.Icerik, '<h2>SSS</h2><p>Yeni yanıt.</p><p>Tık</p>');
    const audit = await lastAudit();
    assert.equal(audit.islem, 'icerik.sayfa');
    assert.equal(audit.hedefId, '144');
    assert.deepEqual(audit.onceki, { baslik: before.baslik, icerik: before.icerik });
    assert.deepEqual(audit.sonraki, { baslik: 'Sıkça Sorulan Sorular', icerik: served.Icerik });

    for (const id of [140, 146]) {
      const other = await staff({ method: 'PUT', url: `/api/yonetim/icerik/sayfalar/${id}`, payload: before });
      assert.equal(other.statusCode, 404);
      assert.equal(other.json().message, CONTENT_MESSAGES.portalPageNotFound);
    }
    const empty = await staff({
      method: 'PUT',
      url: '/api/yonetim/icerik/sayfalar/144',
      payload: { baslik: '', icerik: '' },
    });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().errors, [CONTENT_MESSAGES.titleRequired, CONTENT_MESSAGES.contentRequired]);
  });

  it('serves the seeded contact details publicly and lets Destek change them, audited with before and after', async () => {
    const seeded = await publicGet('/api/v1/IletisimBilgileri');
    assert.equal(seeded.statusCode, 200);
    assert.equal(seeded.headers['cache-control'], 'no-store');
    assert.deepEqual(seeded.json().data, CONTACT_DETAILS);
    assert.deepEqual(
      (await staff({ method: 'GET', url: '/api/yonetim/icerik/iletisim' })).json().data,
      CONTACT_DETAILS,
    );

    const bad = await staff({
      method: 'PUT',
      url: '/api/yonetim/icerik/iletisim',
      payload: { ...CONTACT_DETAILS, telefon: 'yok', eposta: 'x@', enlem: 91, adres: '' },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      bad.json().errors.sort(),
      [
        CONTACT_MESSAGES.addressRequired,
        CONTACT_MESSAGES.emailInvalid,
        CONTACT_MESSAGES.latitudeInvalid,
        CONTACT_MESSAGES.phoneInvalid,
      ].sort(),
    );
    assert.deepEqual((await publicGet('/api/v1/IletisimBilgileri')).json().data, CONTACT_DETAILS);

    const changed = { ...CONTACT_DETAILS, telefon: '+90 (312) 296 11 11', faks: '', adres: ' Satır 1 \n\n Satır 2 ' };
    const res = await staff({ method: 'PUT', url: '/api/yonetim/icerik/iletisim', payload: changed });
    assert.equal(res.statusCode, 200, res.body);
    const expected = { ...changed, adres: 'Satır 1\nSatır 2' };
    assert.deepEqual((await publicGet('/api/v1/IletisimBilgileri')).json().data, expected);
    const audit = await lastAudit();
    assert.equal(audit.islem, 'icerik.iletisim');
    assert.deepEqual(audit.onceki, CONTACT_DETAILS);
    assert.deepEqual(audit.sonraki, expected);
  });

  it('is for Destek only', async () => {
    const ihale = await staffCookie(t.app, STAFF_BY_ROLE.ihale);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/yonetim/icerik/iletisim',
      headers: { cookie: ihale },
      payload: CONTACT_DETAILS,
    });
    assert.equal(res.statusCode, 403);
    const [row] = await t.handle.db.select().from(duyuru).where(eq(duyuru.id, createdId));
    assert.equal(row.yayindanKaldir, true);
  });
});
