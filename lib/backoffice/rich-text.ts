import { sanitizeHtml } from '../html/sanitize-html';

/** Link schemes the back-office editor offers; the public sanitiser allows them too. */
export const RICH_TEXT_LINK_PROTOCOLS = ['https', 'http', 'mailto'] as const;

/**
 * What the editor's HTML becomes before it is saved: the public sanitiser's output (the server
 * applies the same on save), so the preview, the stored text and the public page are one HTML.
 * Tiptap writes an empty document as '<p></p>'; that is no content.
 */
export function normaliseEditorHtml(html: string): string {
  const clean = sanitizeHtml(html);
  return clean.replace(/<p><\/p>/g, '').trim() === '' ? '' : clean;
}
