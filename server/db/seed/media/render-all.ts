/** Every generated media file by URL, rendered in memory (the generator writes them; tests compare). */
import {
  IMAGE_KINDS,
  IMAGE_VARIANTS,
  PDF_DOCUMENTS,
  SLIDES,
  imageUrl,
  pdfUrl,
  slideUrl,
  type ImageKind,
  type PdfSlug,
} from '../media-manifest';
import { buildPdf } from './pdf';
import { slideSvg } from './slider-art';
import { tenderImageSvg } from './tender-image';

export function renderAllMedia(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    for (let v = 1; v <= IMAGE_VARIANTS; v++)
      files.set(imageUrl(kind, v), Buffer.from(tenderImageSvg(kind, v), 'utf8'));
  }
  for (const s of SLIDES) files.set(slideUrl(s.slug), Buffer.from(slideSvg(s.slug, s.title), 'utf8'));
  for (const slug of Object.keys(PDF_DOCUMENTS) as PdfSlug[]) {
    const doc = PDF_DOCUMENTS[slug];
    files.set(pdfUrl(slug), buildPdf(doc.pdfTitle, doc.lines, 'e-Satis Portali - ornek belge (demo verisi)'));
  }
  return files;
}
