import { NOT_FOUND_METADATA, NotFoundContent } from '@/components/common/not-found-content';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';

export const metadata = NOT_FOUND_METADATA;

/**
 * The root boundary: only what no nearer boundary catches. Unknown paths reach the public one
 * through app/(public)/[...yol] (with the portal frame), the back-office panel has its own. Next
 * renders this element into every page's payload, so it draws no frame: with one it cost a second
 * header and footer on every render (docs/architecture.md §3 "Not-found pages and per-request
 * rendering", issue #18).
 */
export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <NotFoundContent />
    </main>
  );
}
