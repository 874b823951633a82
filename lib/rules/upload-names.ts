import { UPLOAD_LIMITS } from './upload-limits';

/**
 * The display name of a PDF attachment from the name the browser sent (docs/architecture.md §8
 * "Files"): no folders, no control or markup characters, spaces collapsed, at most
 * UPLOAD_LIMITS.fileName characters, always ending in `.pdf`. Turkish letters stay.
 */
export function sanitisePdfName(raw: string | undefined | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.pdf$/i, '')
    // Letters and digits of any script, and a few harmless marks; everything else becomes a space.
    .replace(/[^\p{L}\p{N} ._()+,-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const room = UPLOAD_LIMITS.fileName - '.pdf'.length;
  const cut = [...stem].slice(0, room).join('').trim();
  return `${cut || 'belge'}.pdf`;
}

/** An ASCII-only form of a name, for the plain `filename=` beside `filename*=` (RFC 6266). */
export function asciiFileName(name: string): string {
  const map: Record<string, string> = {
    ı: 'i',
    İ: 'I',
    ş: 's',
    Ş: 'S',
    ğ: 'g',
    Ğ: 'G',
    ç: 'c',
    Ç: 'C',
    ö: 'o',
    Ö: 'O',
    ü: 'u',
    Ü: 'U',
  };
  return name
    .replace(/[ıİşŞğĞçÇöÖüÜ]/g, (c) => map[c])
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim();
}
