import { NOT_FOUND_METADATA, NotFoundContent } from '@/components/common/not-found-content';

export const metadata = NOT_FOUND_METADATA;

/**
 * An unknown announcement id (HTTP 404). This boundary sits inside the public layout, which already
 * draws the header and footer; the root not-found page (for unknown paths) brings its own.
 */
export default function AnnouncementNotFound() {
  return <NotFoundContent />;
}
