/**
 * The tags the two server-side caches (the page cache, server/http/anonymous-page-cache.ts, and the
 * render-data cache, ./render-data-cache.ts) file their entries under, so one domain event drops
 * both the same way (server/page-cache-events.ts; docs/architecture.md §1 "Render-data cache").
 */

/** Lists of tenders (home, /ihaleler, the archive): any bid or status change may reorder them. */
export const LISTS_TAG = 'lists';

/** One tender's page or data: dropped by its bids and by any status change. */
export const tenderTag = (ihaleId: number) => `tender:${ihaleId}`;

/** Institution content (slides, announcements, categories): dropped only by a status or content change. */
export const CONTENT_TAG = 'content';
