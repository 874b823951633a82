import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { DOCUMENT_LABELS } from '../../lib/contract/documents';
import { formatDateTime } from '../../lib/format/date';

/**
 * The one PDF layout of the portal's documents (docs/architecture.md §9 "Documents"): the
 * institution's header, a title, key/value blocks, tables and paragraphs, and a footer with the
 * document number and creation time on every page. Text is set in DejaVu Sans, embedded (a subset,
 * as a FontFile2 stream), because the 14 standard PDF fonts cannot print ğ, ş, ı or İ. The output is
 * deterministic for a given spec: the creation date is the caller's clock, never `new Date()`.
 */

// The font package ships plain TTF files; read once per process.
const requireFont = createRequire(__filename);
const FONT_FILES = {
  regular: requireFont.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: requireFont.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
let fontCache: { regular: Buffer; bold: Buffer } | null = null;
function fonts() {
  fontCache ??= { regular: fs.readFileSync(FONT_FILES.regular), bold: fs.readFileSync(FONT_FILES.bold) };
  return fontCache;
}

/** The institution as the header prints it (portal_ayar 'iletisim' plus the institution's name). */
export interface InstitutionHeader {
  kurum: string;
  birim: string;
  adresSatirlari: string[];
  /** Telephone and e-mail in one line. */
  iletisim: string;
}

export type DocumentSection =
  | { kind: 'fields'; heading?: string; rows: [label: string, value: string][] }
  | {
      kind: 'table';
      heading?: string;
      columns: { header: string; width: number; align?: 'left' | 'right' }[];
      rows: string[][];
    }
  | { kind: 'paragraphs'; heading?: string; lines: string[] };

export interface DocumentSpec {
  title: string;
  header: InstitutionHeader;
  sections: DocumentSection[];
  /** Printed at the bottom of every page: the document number (if any) and when it was created. */
  belgeNo?: string;
  /** A line under the sections (a note such as "no signature needed"). */
  note?: string;
  /** The creation time: printed, and the PDF's CreationDate (so the bytes are reproducible). */
  createdAt: Date;
}

const PAGE = { size: 'A4' as const, margin: 50 };
const COLOURS = { text: '#1f2933', muted: '#52606d', rule: '#c5ccd3', band: '#eef1f4', accent: '#0b3c6f' };
const LABEL_WIDTH = 170;

export function renderPdf(spec: DocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin, bottom: PAGE.margin + 20, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    lang: 'tr-TR',
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: spec.header.kurum,
      Producer: spec.header.kurum,
      Creator: spec.header.kurum,
      CreationDate: spec.createdAt,
      ModDate: spec.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const f = fonts();
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);

  drawHeader(doc, spec.header);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(17).fillColor(COLOURS.accent).text(spec.title);
  doc.moveDown(0.6);
  for (const section of spec.sections) drawSection(doc, section);
  if (spec.note) {
    doc.moveDown(1);
    doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted).text(spec.note);
  }
  drawFooters(doc, spec);
  doc.end();
  return done;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function rule(doc: PDFKit.PDFDocument, y = doc.y) {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.6)
    .strokeColor(COLOURS.rule)
    .stroke();
}

function drawHeader(doc: PDFKit.PDFDocument, h: InstitutionHeader) {
  doc.font('bold').fontSize(13).fillColor(COLOURS.text).text(h.kurum);
  doc.font('regular').fontSize(10).fillColor(COLOURS.text).text(h.birim);
  doc.fontSize(8.5).fillColor(COLOURS.muted);
  for (const line of h.adresSatirlari) doc.text(line);
  if (h.iletisim) doc.text(h.iletisim);
  doc.moveDown(0.5);
  rule(doc);
}

/** Starts a new page when fewer than `height` points are left above the footer. */
function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, text: string | undefined) {
  if (!text) return;
  ensureRoom(doc, 40);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).fillColor(COLOURS.accent).text(text, doc.page.margins.left);
  doc.moveDown(0.3);
}

function drawSection(doc: PDFKit.PDFDocument, s: DocumentSection) {
  heading(doc, s.heading);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  if (s.kind === 'paragraphs') {
    doc.font('regular').fontSize(10.5).fillColor(COLOURS.text);
    for (const line of s.lines) {
      doc.text(line, left, doc.y, { width });
      doc.moveDown(0.35);
    }
    return;
  }
  if (s.kind === 'fields') {
    doc.fontSize(10);
    for (const [label, value] of s.rows) {
      const valueWidth = width - LABEL_WIDTH - 8;
      const h = Math.max(
        doc.font('bold').heightOfString(label, { width: LABEL_WIDTH }),
        doc.font('regular').heightOfString(value || '—', { width: valueWidth }),
      );
      ensureRoom(doc, h + 10);
      const y = doc.y + 5;
      doc.font('bold').fillColor(COLOURS.muted).text(label, left, y, { width: LABEL_WIDTH });
      doc
        .font('regular')
        .fillColor(COLOURS.text)
        .text(value || '—', left + LABEL_WIDTH + 8, y, { width: valueWidth });
      doc.y = y + h + 5;
      rule(doc);
    }
    doc.x = left;
    return;
  }
  // A table: a shaded header row, then one row per line, wrapping within each column.
  const total = s.columns.reduce((a, c) => a + c.width, 0);
  const widths = s.columns.map((c) => (c.width / total) * width);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || '—', { width: widths[i] - 8 })));
    ensureRoom(doc, h + 10);
    const y = doc.y;
    if (bold) doc.rect(left, y, width, h + 8).fill(COLOURS.band);
    let x = left;
    cells.forEach((c, i) => {
      doc
        .fillColor(bold ? COLOURS.muted : COLOURS.text)
        .text(c || '—', x + 4, y + 4, { width: widths[i] - 8, align: s.columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc.y = y + h + 8;
    rule(doc);
  };
  drawRow(
    s.columns.map((c) => c.header),
    true,
  );
  for (const row of s.rows) drawRow(row, false);
  doc.x = left;
}

function drawFooters(doc: PDFKit.PDFDocument, spec: DocumentSpec) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a page: lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.margin - 4;
    doc
      .moveTo(doc.page.margins.left, y - 6)
      .lineTo(doc.page.width - doc.page.margins.right, y - 6)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    const parts = [
      spec.belgeNo ? `${DOCUMENT_LABELS.belgeNo}: ${spec.belgeNo}` : null,
      `${DOCUMENT_LABELS.olusturma}: ${formatDateTime(spec.createdAt)}`,
      `${DOCUMENT_LABELS.sayfa} ${i - range.start + 1}/${range.count}`,
    ].filter(Boolean);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(parts.join('   ·   '), doc.page.margins.left, y, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
