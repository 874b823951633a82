import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

const PREFIX = '/_next/static/';

/**
 * Answers a request for a file the build does not have under /_next/static/ (an old chunk a tab
 * open across a deploy still asks for, a probe) with a plain 404, as Next itself did. Next would
 * now render the not-found page for it, because the catch-all `app/(public)/[...yol]` matches any
 * path: a whole page render for every such request. The build's files are listed once at start;
 * they never change under a running server. Returns whether it answered.
 */
export function missingStaticFiles(distDir: string, files: ReadonlySet<string> = listStaticFiles(distDir)) {
  return function answerMissing(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX)) return false;
    const file = url.slice(PREFIX.length).split('?')[0];
    if (files.has(file)) return false;
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : 'Not Found');
    return true;
  };
}

/**
 * Every file of the build under /_next/static/ (`<distDir>/static`), relative and with forward
 * slashes; none when the folder is missing. Listed once at start and shared with
 * precompressed-static.ts (its brotli copies are the `.br` names here).
 */
export function listStaticFiles(distDir: string): ReadonlySet<string> {
  const root = join(distDir, 'static');
  try {
    const names = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(root.length + 1)
          .split('\\')
          .join('/'),
      );
    return new Set(names);
  } catch {
    return new Set();
  }
}
