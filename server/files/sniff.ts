/**
 * What a file is by its first bytes (docs/architecture.md §8 "Files"): never by its name or the
 * MIME type the browser sent. Text that looks like markup is told apart from other unknown bytes
 * so the refusal can say why.
 */
export type SniffedKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'svg' | 'html' | 'pdf' | 'unknown';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

export function sniffKind(buf: Buffer): SniffedKind {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.toString('latin1', 0, 4) === 'GIF8') return 'gif';
  if (buf.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  // Text formats: skip a byte order mark and leading white space, then look at the first tag.
  const head = buf
    .toString('utf8', 0, 1024)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg)/.test(head)) return 'svg';
  if (head.startsWith('<')) return 'html';
  return 'unknown';
}

/**
 * Markup or script hidden in a binary file (a polyglot: an image that is also an HTML page).
 * Only tags that run or render something; XMP metadata (`<x:xmpmeta`, `<rdf:`) is not among them.
 * Each pattern is long enough that compressed image data cannot hold it by chance.
 */
const HIDDEN_MARKUP =
  /<script|<\/script|<html|<!doctype|<body|<svg[\s>]|<iframe|<object|<embed|<\?php|javascript:|<img[\s/]|onerror\s*=|onload\s*=/i;

export function hasHiddenMarkup(buf: Buffer): boolean {
  return HIDDEN_MARKUP.test(buf.toString('latin1'));
}
