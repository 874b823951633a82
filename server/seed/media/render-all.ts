/** Every generated media file by URL, rendered in memory (the generator writes them; tests compare). */
import { DOCUMENT_TEXTS } from '../../../lib/contract/documents';
import { institutionHeader } from '../../documents/money-documents';
import { renderPdf } from '../../documents/pdf-document';
import { CONTACT_DETAILS } from '../data/contact-details';
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
import { slideSvg } from './slider-art';
import { tenderImageSvg } from './tender-image';

/** The attachments' fixed creation time: the files are committed and must not change on every run. */
export const SEED_PDF_DATE = new Date('2024-01-02T06:00:00Z');

export async function renderAllMedia(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    for (let v = 1; v <= IMAGE_VARIANTS; v++)
      files.set(imageUrl(kind, v), Buffer.from(tenderImageSvg(kind, v), 'utf8'));
  }
  for (const s of SLIDES) files.set(slideUrl(s.slug), Buffer.from(slideSvg(s.slug, s.title), 'utf8'));
  for (const slug of Object.keys(PDF_DOCUMENTS) as PdfSlug[]) {
    const doc = PDF_DOCUMENTS[slug];
    const pdf = await renderPdf({
      title: doc.pdfTitle,
      header: institutionHeader(CONTACT_DETAILS),
      sections: [{ kind: 'paragraphs', lines: [...doc.lines] }],
      note: DOCUMENT_TEXTS.seedFooter,
      createdAt: SEED_PDF_DATE,
    });
    files.set(pdfUrl(slug), pdf);
  }
  return files;
}
