import { notFound } from 'next/navigation';
import { NOT_FOUND_METADATA } from '@/components/common/not-found-content';

// The page always answers with the not-found page, so it carries that page's title: without it the
// browser's title fell back to the portal's name once the page had loaded (e2e/not-found.spec.ts).
export const metadata = NOT_FOUND_METADATA;

/**
 * Any path no other route matches: a 404 inside the public layout, so the page keeps the portal
 * frame through app/(public)/not-found.tsx. The root boundary (app/not-found.tsx) can then stay
 * without a frame of its own: Next renders each layout's not-found element into every page's
 * payload, and the root one drew the whole header and footer a second time on every render
 * (docs/architecture.md §3 "Not-found pages and per-request rendering", issue #18).
 */
export default function UnknownPath(): never {
  notFound();
}
