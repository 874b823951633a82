/**
 * The few pages the API server renders itself (no Next): the e-Devlet stand-in and the login error
 * page (server/auth/edevlet-page.ts), the bank's 3-D Secure stand-in (server/money/pos/
 * stand-in-bank-page.ts) and the one-click unsubscribe page (server/notifications/
 * unsubscribe-routes.ts). Plain HTML with inline CSS; every value that is data goes through
 * `escapeHtml`, and the callers pass `header`, `body` and `script` already escaped.
 */
import { FAVICON } from '../../lib/brand';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export interface HtmlPage {
  /** Plain text: escaped here. */
  title: string;
  style: string;
  /** Markup before <main> (a banner, the brand line). */
  header?: string;
  body: string;
  /** Markup after <main> (the bank stand-in's auto-submit script). */
  script?: string;
  /** Kept out of search engines: these pages are steps of a flow, never content. */
  noindex?: boolean;
}

export function htmlPage({ title, style, header = '', body, script = '', noindex = true }: HtmlPage): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}<title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON.url}" type="${FAVICON.type}">
<style>${style}</style>
</head>
<body>
${header}
<main id="icerik">
${body}
</main>
${script}
</body>
</html>`;
}
