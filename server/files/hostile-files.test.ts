/**
 * The hostile-file matrix (issue #13, docs/architecture.md §8 "Files"): every kind of file an
 * upload must refuse, sent to the tender gallery (images) or attachments (PDFs) by a signed-in
 * İhale Sorumlusu, is refused with its Turkish message and stores nothing; good JPEG and PNG files
 * are re-encoded in every size, upright, without metadata.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { dosyaIcerik } from '../db/schema';
import { UPLOAD_MESSAGES, type UploadRefusalCode } from '../../lib/rules/upload-messages';
import { RENDITIONS } from '../../lib/rules/upload-limits';
import {
  draftTenders,
  type FilesTestContext,
  multipartBody,
  openFilesTestApp,
  uploadDigest,
} from '../backoffice/files/test-support';
import * as files from './test-files';

interface HostileCase {
  name: string;
  route: 'galeri' | 'ekler' | 'kart-gorseli';
  file: () => Buffer | Promise<Buffer>;
  fileName: string;
  type: string;
  refusal: UploadRefusalCode;
  status: number;
}

const CASES: HostileCase[] = [
  {
    name: 'SVG with <script>',
    route: 'galeri',
    file: files.svgWithScript,
    fileName: 'logo.svg',
    type: 'image/svg+xml',
    refusal: 'svg',
    status: 415,
  },
  {
    name: 'SVG named .png',
    route: 'kart-gorseli',
    file: files.svgWithScript,
    fileName: 'logo.png',
    type: 'image/png',
    refusal: 'svg',
    status: 415,
  },
  {
    name: 'JPEG with an HTML page appended',
    route: 'galeri',
    file: files.jpegHtmlPolyglot,
    fileName: 'foto.jpg',
    type: 'image/jpeg',
    refusal: 'hiddenContent',
    status: 400,
  },
  {
    name: 'HTML named .jpg, sent as image/jpeg',
    route: 'galeri',
    file: files.htmlPage,
    fileName: 'foto.jpg',
    type: 'image/jpeg',
    refusal: 'kindMismatch',
    status: 415,
  },
  {
    name: 'PNG named .jpg',
    route: 'galeri',
    file: () => files.png(64, 48),
    fileName: 'foto.jpg',
    type: 'image/jpeg',
    refusal: 'kindMismatch',
    status: 415,
  },
  {
    name: 'PNG sent as text/html',
    route: 'galeri',
    file: () => files.png(64, 48),
    fileName: 'foto.png',
    type: 'text/html',
    refusal: 'kindMismatch',
    status: 415,
  },
  {
    name: '20000×20000 PNG (decompression bomb)',
    route: 'galeri',
    file: files.pngBomb,
    fileName: 'bomba.png',
    type: 'image/png',
    refusal: 'tooManyPixels',
    status: 400,
  },
  {
    name: 'GIF',
    route: 'galeri',
    file: files.gif,
    fileName: 'hareket.gif',
    type: 'image/gif',
    refusal: 'gif',
    status: 415,
  },
  {
    name: 'truncated JPEG',
    route: 'galeri',
    file: async () => {
      const j = await files.jpegWithGps();
      return j.subarray(0, Math.floor(j.length * 0.6));
    },
    fileName: 'yarim.jpg',
    type: 'image/jpeg',
    refusal: 'corrupt',
    status: 400,
  },
  {
    name: 'image over 10 MB',
    route: 'galeri',
    file: files.oversizeImage,
    fileName: 'buyuk.jpg',
    type: 'image/jpeg',
    refusal: 'imageTooLarge',
    status: 413,
  },
  {
    name: 'empty file',
    route: 'galeri',
    file: () => Buffer.alloc(0),
    fileName: 'bos.jpg',
    type: 'image/jpeg',
    refusal: 'noFile',
    status: 415,
  },
  {
    name: 'random bytes',
    route: 'galeri',
    file: () => Buffer.from('not an image at all'),
    fileName: 'x.bin',
    type: 'application/octet-stream',
    refusal: 'imageKind',
    status: 415,
  },
  {
    name: 'PDF with /JavaScript',
    route: 'ekler',
    file: files.pdfWithJavaScript,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'pdfActive',
    status: 400,
  },
  {
    name: 'PDF with /J#61vaScript (escaped name)',
    route: 'ekler',
    file: files.pdfWithEscapedJavaScript,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'pdfActive',
    status: 400,
  },
  {
    name: 'PDF with /Launch',
    route: 'ekler',
    file: files.pdfWithLaunch,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'pdfActive',
    status: 400,
  },
  {
    name: 'PDF with /EmbeddedFiles',
    route: 'ekler',
    file: files.pdfWithEmbeddedFile,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'pdfActive',
    status: 400,
  },
  {
    name: 'PDF without %%EOF',
    route: 'ekler',
    file: files.pdfWithoutEnd,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'pdfIncomplete',
    status: 400,
  },
  {
    name: 'HTML named .pdf',
    route: 'ekler',
    file: files.htmlPage,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'notPdf',
    status: 415,
  },
  {
    name: 'JPEG sent as an attachment',
    route: 'ekler',
    file: files.jpegWithGps,
    fileName: 'sartname.pdf',
    type: 'application/pdf',
    refusal: 'notPdf',
    status: 415,
  },
];

describe('hostile files: refused with their Turkish message, nothing stored', () => {
  let t: FilesTestContext;
  let draft: number;

  before(async () => {
    t = await openFilesTestApp();
    [draft] = await draftTenders(t.handle.db);
    assert.ok(draft, 'the seed has a draft of this portal');
  });
  after(async () => {
    await t?.close();
  });

  const upload = (
    route: string,
    file: { name: string; type: string; bytes: Buffer },
    url = `/api/yonetim/ihaleler/${draft}/dosyalar/${route}`,
    cookie = t.ihale,
  ) => {
    const body = multipartBody(file, route === 'slider' ? { aciklama: 'Yeni slayt' } : {});
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...cookie } });
  };

  for (const c of CASES) {
    it(c.name, async () => {
      const before = await uploadDigest(t.handle.db);
      const res = await upload(c.route, { name: c.fileName, type: c.type, bytes: await c.file() });
      assert.equal(res.statusCode, c.status, res.body.slice(0, 300));
      const body = res.json();
      assert.equal(body.message, UPLOAD_MESSAGES[c.refusal]);
      assert.deepEqual(body.mesajList, [UPLOAD_MESSAGES[c.refusal]]);
      assert.deepEqual(await uploadDigest(t.handle.db), before, 'nothing stored');
    });
  }

  it('the slider upload runs the same checks (SVG refused there too)', async () => {
    const before = await uploadDigest(t.handle.db);
    const res = await upload(
      'slider',
      { name: 'a.svg', type: 'image/svg+xml', bytes: files.svgWithScript() },
      '/api/yonetim/slider',
      t.destek,
    );
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().message, UPLOAD_MESSAGES.svg);
    assert.deepEqual(await uploadDigest(t.handle.db), before);
  });

  it('a JSON body or a multipart body without a file is 415 in the error shape', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/yonetim/ihaleler/${draft}/dosyalar/galeri`,
      payload: {},
      headers: t.ihale,
    });
    assert.equal(json.statusCode, 415);
    assert.equal(json.json().message, UPLOAD_MESSAGES.notMultipart);
    const empty = multipartBody(null, { x: 'y' });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/yonetim/ihaleler/${draft}/dosyalar/galeri`,
      payload: empty.payload,
      headers: { ...empty.headers, ...t.ihale },
    });
    assert.equal(none.statusCode, 415);
    assert.equal(none.json().message, UPLOAD_MESSAGES.noFile);
  });

  it('a JPEG with EXIF GPS is stored upright, without any metadata, in every gallery size', async () => {
    const jpeg = await files.jpegWithGps();
    assert.ok(jpeg.includes('GPS-DATUM-MARK'), 'the upload carries GPS');
    const res = await upload('galeri', { name: 'saha.JPG', type: 'image/jpeg', bytes: jpeg });
    assert.equal(res.statusCode, 200, res.body);
    const { url } = res.json().data as { url: string };
    const stem = /\/api\/dosya\/([0-9a-f]{64})-galeri-1200x900\.webp$/.exec(url)?.[1];
    assert.ok(stem, url);
    for (const r of RENDITIONS.galeri) {
      const [row] = await t.handle.db
        .select()
        .from(dosyaIcerik)
        .where(eq(dosyaIcerik.anahtar, `${stem}-${r.name}.webp`));
      assert.ok(row, r.name);
      const meta = await sharp(row.icerik).metadata();
      assert.equal(meta.format, 'webp', r.name);
      assert.equal(meta.exif, undefined, `${r.name}: no EXIF`);
      assert.equal(meta.xmp, undefined, `${r.name}: no XMP`);
      assert.ok(!row.icerik.includes('GPS-DATUM-MARK') && !row.icerik.includes('ARTIST-MARK'), r.name);
      assert.equal(row.mime, 'image/webp');
      assert.deepEqual([row.genislik, row.yukseklik], [meta.width, meta.height]);
      if (r.fit === 'cover') assert.deepEqual([meta.width, meta.height], [r.width, r.height], r.name);
    }
    // Upright (EXIF orientation 6 applied): 1500×2000 fits 1200×900 as 675×900, portrait.
    const [large] = await t.handle.db
      .select()
      .from(dosyaIcerik)
      .where(eq(dosyaIcerik.anahtar, `${stem}-galeri-1200x900.webp`));
    assert.deepEqual([large.genislik, large.yukseklik], [675, 900]);
  });

  it('a PNG is accepted as a card image and as a slide, each in its size', async () => {
    const image = await files.png(1920, 1080);
    const card = await upload('kart-gorseli', { name: 'kart.png', type: 'image/png', bytes: image });
    assert.equal(card.statusCode, 200, card.body);
    assert.match(card.json().data.url, /-kart-800x600\.webp$/);
    const slide = await upload(
      'slider',
      { name: 'banner.png', type: 'image/png', bytes: image },
      '/api/yonetim/slider',
      t.destek,
    );
    assert.equal(slide.statusCode, 200, slide.body);
    const key = (slide.json().data.url as string).split('/').pop() ?? '';
    assert.match(key, /-slider-1600x600\.webp$/);
    const [row] = await t.handle.db.select().from(dosyaIcerik).where(eq(dosyaIcerik.anahtar, key));
    assert.deepEqual([row.genislik, row.yukseklik], [1600, 600]);
  });

  it('a good PDF is kept byte for byte under a sanitised name', async () => {
    const pdf = files.goodPdf();
    const res = await upload('ekler', {
      name: '../Teknik <Şartname>.pdf',
      type: 'application/octet-stream',
      bytes: pdf,
    });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as { adi: string; url: string };
    assert.equal(data.adi, 'Teknik Şartname.pdf');
    const key = data.url.split('/').pop()?.split('?')[0] ?? '';
    const [row] = await t.handle.db.select().from(dosyaIcerik).where(eq(dosyaIcerik.anahtar, key));
    assert.ok(row.icerik.equals(pdf));
  });
});
