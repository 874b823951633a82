import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PDFParse } from 'pdf-parse';
import { DOCUMENT_TEXTS } from '../../lib/contract/documents';
import { allMediaUrls, PDF_DOCUMENTS, type PdfSlug, pdfUrl } from './media-manifest';
import { renderAllMedia } from './media/render-all';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

describe('generated demo media', () => {
  it('matches the committed files under public/media byte for byte', async () => {
    const rendered = await renderAllMedia();
    assert.deepEqual([...rendered.keys()].sort(), [...allMediaUrls()].sort());
    for (const [url, content] of rendered) {
      const file = path.join(PUBLIC_DIR, url);
      assert.ok(fs.existsSync(file), `${url} missing: run node --import tsx server/seed/generate-media.ts`);
      assert.ok(
        fs.readFileSync(file).equals(content),
        `${url} is stale: run node --import tsx server/seed/generate-media.ts`,
      );
    }
  });

  it('writes attachment PDFs whose Turkish text reads back exactly, in an embedded font', async () => {
    for (const slug of Object.keys(PDF_DOCUMENTS) as PdfSlug[]) {
      const file = fs.readFileSync(path.join(PUBLIC_DIR, pdfUrl(slug)));
      assert.ok(file.toString('latin1').includes('/FontFile2'), `${slug}: the font is embedded`);
      const parser = new PDFParse({ data: new Uint8Array(file) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      const doc = PDF_DOCUMENTS[slug];
      for (const expected of [doc.pdfTitle, ...doc.lines, 'E-Satış İhale Birimi', DOCUMENT_TEXTS.seedFooter])
        assert.ok(text.includes(expected), `${slug}: missing «${expected}» in\n${text}`);
    }
  });
});
