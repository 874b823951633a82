import { NOT_FOUND_METADATA, NotFoundContent } from '@/components/common/not-found-content';

export const metadata = NOT_FOUND_METADATA;

/**
 * A public page that calls notFound() without a boundary of its own. The public layout already
 * draws the shell; without this file the root boundary (app/not-found.tsx, which brings its own
 * shell) stood in, so every public page's payload carried a second copy of the header and footer
 * (docs/architecture.md §3 "Not-found pages and per-request rendering", issue #18).
 */
export default function PublicNotFound() {
  return <NotFoundContent />;
}
