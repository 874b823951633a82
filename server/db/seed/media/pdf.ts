/**
 * A minimal, valid PDF 1.4 writer: one A4 page of Helvetica text. Enough for real, small
 * attachments that every viewer opens. Text must be ASCII (the standard fonts cannot print
 * Turkish letters without embedding a font).
 */

function escapePdfText(s: string): string {
  if (!/^[\x20-\x7e]*$/.test(s)) throw new Error(`PDF text must be printable ASCII: ${s}`);
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export function buildPdf(title: string, lines: readonly string[], footer: string): Buffer {
  const content: string[] = ['BT', '/F2 18 Tf', '56 770 Td', `(${escapePdfText(title)}) Tj`, 'ET'];
  content.push('0.6 w', '56 752 m 539 752 l S');
  let y = 720;
  for (const line of lines) {
    content.push('BT', '/F1 11 Tf', `56 ${y} Td`, `(${escapePdfText(line)}) Tj`, 'ET');
    y -= 20;
  }
  content.push('BT', '/F1 8 Tf', '56 40 Td', `(${escapePdfText(footer)}) Tj`, 'ET');
  const stream = content.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdfText(title)}) /Producer (e-Satis Portali demo verisi) >>`,
  ];

  // The xref table needs the byte offset of every object, so the file is assembled piece by piece.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
