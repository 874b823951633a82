import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { listStaticFiles } from './static-misses';

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};
/** Next's own header for its hashed files (the name changes with the content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether the client takes brotli: `br` listed and not refused with `q=0`. */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends Next's hashed scripts and stylesheets as the brotli copies `npm run build` writes beside them
 * (scripts/compress-static.mjs): about 13 % fewer bytes than Next's own gzip for what a phone must
 * fetch before a page is interactive (docs/architecture.md §3). Answers only what it can answer
 * whole: a GET or HEAD of a `.js`/`.css` under /_next/static/ from a client that accepts brotli,
 * with a copy on disk. Anything else (no copy, e.g. a build made without `npm run build`; another
 * encoding; another file) returns false and goes to Next unchanged. Copies are read once and kept:
 * the set is the build's own and small (about 1.7 MB for every chunk of every page).
 */
export function precompressedStatic(distDir: string, files: ReadonlySet<string> = listStaticFiles(distDir)) {
  const root = join(distDir, 'static');
  // The copies come from the build's list, made once at start (ensure-build has written them): a
  // request for a name the build does not have costs no disk read, and no caller can grow what this keeps.
  const available = new Set(
    [...files].filter((name) => name.endsWith('.br')).map((name) => name.slice(0, -'.br'.length)),
  );
  const copies = new Map<string, Promise<Buffer | undefined>>();
  const copyOf = (file: string) => {
    if (!available.has(file)) return undefined;
    let copy = copies.get(file);
    if (!copy) {
      copy = readFile(join(root, `${file}.br`)).catch(() => undefined);
      copies.set(file, copy);
    }
    return copy;
  };

  /** Resolves true when it answered the request. */
  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX) || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    const file = url.slice(PREFIX.length).split('?')[0];
    // Next's names are plain: anything else (an escape, a dot segment) is Next's to refuse.
    if (!/^[\w-]+(\/[\w-]+)*\.(js|css)$/.test(file)) return false;
    const type = TYPES[file.slice(file.lastIndexOf('.') + 1)];
    const body = await copyOf(file);
    if (!body) return false;
    // Next's names are content hashes: the name is a strong validator of the copy.
    const etag = `"br-${file.replace(/\//g, '-')}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
