import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '../../lib/rules/upload-limits';

/**
 * Files for the upload tests, made in the test (docs/architecture.md §8 "Files"): good images (a
 * JPEG with EXIF GPS and a sideways orientation, a PNG) and the hostile ones each check refuses.
 */

/** A 2000×1500 JPEG stored sideways (EXIF orientation 6: upright it is 1500×2000) with GPS and an artist. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3a6f9c' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Artist: 'ARTIST-MARK' },
      IFD3: { GPSMapDatum: 'GPS-DATUM-MARK', GPSLatitudeRef: 'N', GPSLatitude: '39/1 55/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function png(width = 1280, height = 720, background = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
}

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>fetch("/api/yonetim/ben")</script></body></html>');

/** A real JPEG with an HTML page appended: a browser sniffing it could run the script. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const base = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([base, htmlPage()]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A 20000×20000 PNG (400 megapixels) that is a few hundred bytes: its header promises the pixels,
 * its data would inflate to 1.2 GB. Refused from the header, before anything is decoded.
 */
export function pngBomb(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(64 * 1024), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** More bytes than an image may have, starting like a JPEG. */
export function oversizeImage(): Buffer {
  const b = Buffer.alloc(UPLOAD_LIMITS.imageBytes + 1024, 0);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
}

const pdfBody = (extra: string) =>
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

export const goodPdf = () => Buffer.from(pdfBody(''));
export const pdfWithJavaScript = () => Buffer.from(pdfBody('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'));
/** The same, with the name hidden behind #xx escapes. */
export const pdfWithEscapedJavaScript = () => Buffer.from(pdfBody('/OpenAction << /S /J#61vaScript /J#53 (x) >>'));
export const pdfWithLaunch = () => Buffer.from(pdfBody('/OpenAction << /S /Launch /F (cmd.exe) >>'));
export const pdfWithEmbeddedFile = () => Buffer.from(pdfBody('/Names << /EmbeddedFiles 3 0 R >>'));
export const pdfWithoutEnd = () => Buffer.from(pdfBody('').replace('%%EOF\n', ''));
