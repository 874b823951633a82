import { ItemNotFound, TENDER_NOT_FOUND_METADATA } from '@/components/common/not-found-content';

// The page's own metadata is not used once it calls notFound(): the tab's title comes from here.
export const metadata = TENDER_NOT_FOUND_METADATA;

/** Unknown, hidden or malformed tender ids (HTTP 404). */
export default function TenderNotFound() {
  return <ItemNotFound text="İhale bulunamadı." href="/ihaleler" back="İhalelere Dön" />;
}
