import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

/** Inline `<script>` elements (no src attribute) and their text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources ('sha256-…') of every inline script of an HTML document, each once, in
 * document order. The browser hashes a script's text after the HTML parser normalised its line
 * breaks (CR LF and CR become LF); script text is raw text, so nothing else changes.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const text = m[1].replace(/\r\n?/g, '\n');
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  identity: (b) => b,
  gzip: (b) => zlib.gunzipSync(b),
  'x-gzip': (b) => zlib.gunzipSync(b),
  deflate: (b) => zlib.inflateSync(b),
  br: (b) => zlib.brotliDecompressSync(b),
  zstd: (b) => zlib.zstdDecompressSync(b),
};

/**
 * The text of a captured HTML response, undoing its Content-Encoding; null when it is not HTML or
 * is encoded in a way this does not know (such a response is not worth keeping, see
 * cached-page-handler.ts).
 */
export function htmlText(headers: OutgoingHttpHeaders, body: Buffer): string | null {
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return null;
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const decode = DECODERS[encoding];
  if (!decode) return null;
  try {
    return decode(body).toString('utf8');
  } catch {
    return null;
  }
}
