import sanitize from 'sanitize-html';

/**
 * Allow-list sanitiser for every HTML string that comes from the API (tender descriptions,
 * announcements, portal pages). Call it on the server only (server components, metadata), so the
 * browser never downloads the parser. Anything not listed here (scripts, event handlers, styles, iframes, forms) is dropped.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Pages already carry their own <h1>; a heading level one inside content would break the outline.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      // Only a new tab is allowed as a target, and it never gets a handle on this window.
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Both cleaners are pure functions of the text, and a server render asks for the same description
 * up to three times (the page, its metadata, its JSON-LD) and again on every render: each distinct
 * text is cleaned once (a few hundred kept, oldest first out; docs/architecture.md §1 "Render-data cache", issue #18).
 */
function remembered(clean: (html: string) => string, max = 300): (html: string) => string {
  const memo = new Map<string, string>();
  return (html) => {
    const hit = memo.get(html);
    if (hit !== undefined) return hit;
    const out = clean(html);
    if (memo.size >= max) memo.delete(memo.keys().next().value as string);
    memo.set(html, out);
    return out;
  };
}

const cleanHtml = remembered((html) => sanitize(html, OPTIONS));

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return cleanHtml(html);
}

/**
 * Tags that end a line or a block when rendered: stripping them must leave a gap, or the words on
 * either side run together ('7.800 Litre</p><p>Alıcının' would read '7.800 LitreAlıcının'). Inline
 * tags (strong, em, a, span, …) stay gapless: '<strong>Ku</strong>rşun' is one word.
 */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)(?=[\s/>])[^>]*>/gi;

const plainText = remembered((html) =>
  sanitize(html.replace(BLOCK_TAG, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim(),
);

/**
 * Plain text of an HTML fragment, whitespace collapsed: for excerpts, meta descriptions, the Atom
 * feed and OCDS descriptions. Block boundaries (paragraphs, line breaks, list items, headings, table
 * rows and cells) become a space, so words never glue where the markup was.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return plainText(html);
}

/** A short plain-text excerpt cut at a word boundary. */
export function excerpt(html: string | null | undefined, max = 160): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
