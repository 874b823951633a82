/**
 * The tender files API and the home slider API (issue #13, docs/architecture.md §8 "Files"):
 * upload, list, reorder, delete, card image replacement, the editing window, the audit trail in the
 * same transaction, the public file route's headers and 304, and races of reorder and delete.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { anaSayfaSlider, denetimKaydi, ihale, ihaleDosya } from '../../db/schema';
import { FILE_USAGE, TENDER_STATUS } from '../../../lib/contract/lookups';
import type { StaffSlide, StaffTenderFile, StaffTenderFiles } from '../../../lib/contract/staff';
import { TENDER_FILES_LOCKED_MESSAGE } from '../../../lib/rules/upload-editable';
import { FILE_FORM_MESSAGES } from '../../../lib/rules/upload-schemas';
import * as files from '../../files/test-files';
import {
  draftTenders,
  type FilesTestContext,
  multipartBody,
  openFilesTestApp,
  tenderInStatus,
  uploadDigest,
} from './test-support';

describe('tender files and home slider API', () => {
  let t: FilesTestContext;
  let draft: number;
  let other: number;

  before(async () => {
    t = await openFilesTestApp();
    [draft, other] = await draftTenders(t.handle.db);
    assert.ok(draft && other, 'the seed has two drafts');
  });
  after(async () => {
    await t?.close();
  });

  const base = (id = draft) => `/api/yonetim/ihaleler/${id}/dosyalar`;
  const send = async (
    url: string,
    file: { name: string; type: string; bytes: Buffer },
    cookie = t.ihale,
    fields = {},
  ) => {
    const body = multipartBody(file, fields);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...cookie } });
  };
  const image = async (n: number) => ({
    name: `g${n}.png`,
    type: 'image/png',
    bytes: await files.png(800, 600, `#${((n * 40) % 256).toString(16).padStart(2, '0')}6699`),
  });
  const list = async (id = draft) => {
    const res = await t.app.inject({ method: 'GET', url: base(id), headers: t.ihale });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as StaffTenderFiles;
  };
  const lastAudit = async () =>
    (await t.handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1))[0];

  it('lists a draft as editable, with its card image, gallery and attachments', async () => {
    const l = await list();
    assert.equal(l.ihale.id, draft);
    assert.equal(l.duzenlenebilir, true);
    assert.equal(l.ihale.ihaleDurumuId, TENDER_STATUS.taslak);
  });

  it('uploads gallery images in order and audits each in its transaction', async () => {
    const before = (await list()).galeri.length;
    for (const n of [1, 2, 3]) {
      const res = await send(`${base()}/galeri`, await image(n));
      assert.equal(res.statusCode, 200, res.body);
      const audit = await lastAudit();
      assert.equal(audit.islem, 'dosya.yukle');
      assert.equal(audit.hedefId, String(draft));
    }
    const galeri = (await list()).galeri;
    assert.equal(galeri.length, before + 3);
    assert.deepEqual(
      galeri.map((g) => g.siraNo),
      galeri.map((_, i) => galeri[0].siraNo + i).sort((a, b) => a - b),
    );
    const mine = galeri.slice(-3);
    for (const g of mine) assert.match(g.kucukUrl, /-galeri-160x120\.webp$/);
  });

  it('reorders the gallery; a list that is not the current one is refused and changes nothing', async () => {
    const ids = (await list()).galeri.map((g) => g.id);
    const reversed = [...ids].reverse();
    const ok = await t.app.inject({
      method: 'PUT',
      url: `${base()}/sira`,
      payload: { tur: 'galeri', sira: reversed },
      headers: t.ihale,
    });
    assert.equal(ok.statusCode, 204, ok.body);
    assert.deepEqual(
      (await list()).galeri.map((g) => g.id),
      reversed,
    );
    assert.equal((await lastAudit()).islem, 'dosya.sirala');
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${base()}/sira`,
      payload: { tur: 'galeri', sira: reversed.slice(1) },
      headers: t.ihale,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, FILE_FORM_MESSAGES.orderStale);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${base()}/sira`,
      payload: { tur: 'galeri', sira: [1, 1] },
      headers: t.ihale,
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      (await list()).galeri.map((g) => g.id),
      reversed,
    );
  });

  it('replaces the single card image', async () => {
    const first = await send(`${base()}/kart-gorseli`, await image(4));
    assert.equal(first.statusCode, 200, first.body);
    const second = await send(`${base()}/kart-gorseli`, await image(5));
    assert.equal(second.statusCode, 200, second.body);
    const cards = await t.handle.db
      .select()
      .from(ihaleDosya)
      .where(and(eq(ihaleDosya.ihaleId, draft), eq(ihaleDosya.kullanimTuruId, FILE_USAGE.cardImage)));
    assert.equal(cards.length, 1);
    assert.equal(cards[0].url, (second.json().data as StaffTenderFile).url);
    assert.equal((await list()).kartGorseli?.url, cards[0].url);
  });

  it('deletes a file row (the bytes stay); another tender’s file is not found', async () => {
    const [g] = (await list()).galeri;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${base(other)}/dosyalar/${g.id}`.replace('/dosyalar/dosyalar', '/dosyalar'),
      headers: t.ihale,
    });
    assert.equal(foreign.statusCode, 404);
    const res = await t.app.inject({ method: 'DELETE', url: `${base()}/${g.id}`, headers: t.ihale });
    assert.equal(res.statusCode, 204, res.body);
    assert.ok(!(await list()).galeri.some((x) => x.id === g.id));
    assert.equal((await lastAudit()).islem, 'dosya.sil');
    if (g.url.startsWith('/api/dosya/')) {
      const still = await t.app.inject({ method: 'GET', url: g.url });
      assert.equal(still.statusCode, 200, 'content-addressed bytes stay');
    }
  });

  it('refuses changes once the tender runs, or is published and past its start', async () => {
    const running = await tenderInStatus(t.handle.db, TENDER_STATUS.devam);
    assert.equal((await list(running)).duzenlenebilir, false);
    const before = await uploadDigest(t.handle.db);
    const res = await send(`${base(running)}/galeri`, await image(6));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, TENDER_FILES_LOCKED_MESSAGE);
    assert.deepEqual(await uploadDigest(t.handle.db), before);
    const missing = await t.app.inject({ method: 'GET', url: base(999999), headers: t.ihale });
    assert.equal(missing.statusCode, 404);
  });

  it('a published tender before its start may change (and its public pages are told)', async () => {
    const [row] = await t.handle.db
      .select({ id: ihale.id })
      .from(ihale)
      .where(and(eq(ihale.ihaleDurumuId, TENDER_STATUS.baslamadi), eq(ihale.ihaleTipiId, 51)))
      .limit(1);
    const res = await send(`${base(row.id)}/ekler`, {
      name: 'Ek.pdf',
      type: 'application/pdf',
      bytes: files.goodPdf(),
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  it('races: concurrent reorders and deletes of one gallery leave a consistent list, never a 500', async () => {
    for (const n of [7, 8, 9, 10]) assert.equal((await send(`${base(other)}/galeri`, await image(n))).statusCode, 200);
    const ids = (await list(other)).galeri.map((g) => g.id);
    const results = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `${base(other)}/sira`,
        payload: { tur: 'galeri', sira: [...ids].reverse() },
        headers: t.ihale,
      }),
      t.app.inject({ method: 'DELETE', url: `${base(other)}/${ids[0]}`, headers: t.ihale }),
      t.app.inject({
        method: 'PUT',
        url: `${base(other)}/sira`,
        payload: { tur: 'galeri', sira: ids },
        headers: t.ihale,
      }),
      t.app.inject({ method: 'DELETE', url: `${base(other)}/${ids[0]}`, headers: t.ihale }),
    ]);
    for (const r of results) assert.ok([204, 404, 409].includes(r.statusCode), `${r.statusCode} ${r.body}`);
    const deletes = results
      .filter((_, i) => i % 2 === 1)
      .map((r) => r.statusCode)
      .sort();
    assert.deepEqual(deletes, [204, 404], 'exactly one delete removed the row');
    const after = (await list(other)).galeri.map((g) => g.id);
    assert.deepEqual([...after].sort(), ids.slice(1).sort());
    const rows = await t.handle.db.select().from(ihaleDosya).where(inArray(ihaleDosya.id, ids));
    assert.equal(rows.length, ids.length - 1);
  });

  it('races: two card images at once leave exactly one', async () => {
    const [a, b] = await Promise.all([
      send(`${base(other)}/kart-gorseli`, await image(11)),
      send(`${base(other)}/kart-gorseli`, await image(12)),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
    const cards = await t.handle.db
      .select()
      .from(ihaleDosya)
      .where(and(eq(ihaleDosya.ihaleId, other), eq(ihaleDosya.kullanimTuruId, FILE_USAGE.cardImage)));
    assert.equal(cards.length, 1);
  });

  describe('the public file route', () => {
    let imageUrl: string;
    let pdfUrl: string;
    before(async () => {
      imageUrl = ((await send(`${base()}/galeri`, await image(13))).json().data as StaffTenderFile).url;
      pdfUrl = (
        (
          await send(`${base()}/ekler`, {
            name: 'Teknik Şartname.pdf',
            type: 'application/pdf',
            bytes: files.goodPdf(),
          })
        ).json().data as StaffTenderFile
      ).url;
    });

    it('serves an image immutable, with a strong ETag, nosniff and a sandboxing policy', async () => {
      const res = await t.app.inject({ method: 'GET', url: imageUrl });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(res.headers.etag), /^"[0-9a-f]{64}-galeri-1200x900\.webp"$/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
      assert.equal(res.headers['content-disposition'], undefined);
      const again = await t.app.inject({
        method: 'GET',
        url: imageUrl,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, res.headers.etag);
    });

    it('serves a PDF inline under its display name', async () => {
      const res = await t.app.inject({ method: 'GET', url: pdfUrl });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.equal(
        res.headers['content-disposition'],
        `inline; filename="Teknik Sartname.pdf"; filename*=UTF-8''${encodeURIComponent('Teknik Şartname.pdf')}`,
      );
      assert.ok(res.rawPayload.equals(files.goodPdf()));
    });

    it('answers 404 in the error shape for unknown or malformed keys, without caching', async () => {
      for (const url of [`/api/dosya/${'0'.repeat(64)}.pdf`, '/api/dosya/..%2Fetc%2Fpasswd', '/api/dosya/abc.webp']) {
        const res = await t.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 404, url);
        assert.equal(typeof res.json().message, 'string');
        assert.notEqual(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
    });
  });

  describe('home slider', () => {
    const slides = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/yonetim/slider', headers: t.destek });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as StaffSlide[];
    };
    const publicSlides = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/external-odata/AnaSayfaSliderOData?$orderby=SiraNo' });
      return res.json().value as Array<{ Id: number; Url: string; Aciklama: string }>;
    };

    it('adds a slide at the end, shown on the public set at once', async () => {
      const before = await slides();
      const res = await send('/api/yonetim/slider', await image(14), t.destek, { aciklama: 'Yeni ihale dönemi' });
      assert.equal(res.statusCode, 200, res.body);
      const slide = res.json().data as StaffSlide;
      assert.equal(slide.siraNo, Math.max(0, ...before.map((s) => s.siraNo)) + 1);
      assert.equal((await lastAudit()).islem, 'icerik.slider');
      assert.ok((await publicSlides()).some((s) => s.Id === slide.id && s.Aciklama === 'Yeni ihale dönemi'));
    });

    it('requires the slide text; refuses control characters in it', async () => {
      const before = await uploadDigest(t.handle.db);
      const none = await send('/api/yonetim/slider', await image(15), t.destek, {});
      assert.equal(none.statusCode, 400);
      assert.equal(none.json().message, FILE_FORM_MESSAGES.slideTextRequired);
      const ctl = await send('/api/yonetim/slider', await image(15), t.destek, { aciklama: 'a\u0007b' });
      assert.equal(ctl.statusCode, 400);
      assert.deepEqual(await uploadDigest(t.handle.db), before);
    });

    it('edits the text, deactivates (gone from the public set), reorders and deletes', async () => {
      const all = await slides();
      const last = all[all.length - 1];
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/yonetim/slider/${last.id}`,
        payload: { aciklama: 'Düzenlendi', aktif: false },
        headers: t.destek,
      });
      assert.equal(edit.statusCode, 200, edit.body);
      assert.ok(!(await publicSlides()).some((s) => s.Id === last.id));
      const order = all.map((s) => s.id).reverse();
      const re = await t.app.inject({
        method: 'PUT',
        url: '/api/yonetim/slider/sira',
        payload: { sira: order },
        headers: t.destek,
      });
      assert.equal(re.statusCode, 204, re.body);
      assert.deepEqual(
        (await slides()).map((s) => s.id),
        order,
      );
      const del = await t.app.inject({ method: 'DELETE', url: `/api/yonetim/slider/${last.id}`, headers: t.destek });
      assert.equal(del.statusCode, 204);
      const gone = await t.handle.db.select().from(anaSayfaSlider).where(eq(anaSayfaSlider.id, last.id));
      assert.equal(gone.length, 0);
      assert.equal((await lastAudit()).islem, 'icerik.slider');
    });

    it('races: a reorder and a delete at once: one list wins, never a 500', async () => {
      const ids = (await slides()).map((s) => s.id);
      const [re, del] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/api/yonetim/slider/sira',
          payload: { sira: [...ids].reverse() },
          headers: t.destek,
        }),
        t.app.inject({ method: 'DELETE', url: `/api/yonetim/slider/${ids[0]}`, headers: t.destek }),
      ]);
      assert.equal(del.statusCode, 204);
      assert.ok([204, 409].includes(re.statusCode), `${re.statusCode} ${re.body}`);
      assert.deepEqual([...(await slides()).map((s) => s.id)].sort(), ids.slice(1).sort());
    });
  });
});
