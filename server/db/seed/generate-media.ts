/**
 * Writes the demo media under public/media: tender illustrations (SVG), home slides (SVG) and
 * attachment PDFs. The outputs are committed; rerun after changing a drawer:
 *   node --import tsx server/db/seed/generate-media.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_KINDS, IMAGE_VARIANTS, PDF_DOCUMENTS, SLIDES, imageUrl, pdfUrl, slideUrl, type ImageKind, type PdfSlug } from './media-manifest';
import { buildPdf } from './media/pdf';
import { slideSvg } from './media/slider-art';
import { tenderImageSvg } from './media/tender-image';

const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

function write(url: string, content: string | Buffer) {
  const file = path.join(PUBLIC_DIR, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function main() {
  let count = 0;
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    for (let v = 1; v <= IMAGE_VARIANTS; v++) {
      write(imageUrl(kind, v), tenderImageSvg(kind, v));
      count++;
    }
  }
  for (const s of SLIDES) {
    write(slideUrl(s.slug), slideSvg(s.slug, s.title));
    count++;
  }
  for (const slug of Object.keys(PDF_DOCUMENTS) as PdfSlug[]) {
    const doc = PDF_DOCUMENTS[slug];
    write(pdfUrl(slug), buildPdf(doc.pdfTitle, doc.lines, 'e-Satis Portali - ornek belge (demo verisi)'));
    count++;
  }
  console.log(`Wrote ${count} files under ${PUBLIC_DIR}/media`);
}

main();
