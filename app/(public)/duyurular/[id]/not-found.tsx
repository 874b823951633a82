import { ANNOUNCEMENT_NOT_FOUND_METADATA, ItemNotFound } from '@/components/common/not-found-content';

export const metadata = ANNOUNCEMENT_NOT_FOUND_METADATA;

/** An unknown announcement id (HTTP 404): says so, as an unknown tender does, with the way back to the list. */
export default function AnnouncementNotFound() {
  return <ItemNotFound text="Duyuru bulunamadı." href="/duyurular" back="Duyurulara Dön" />;
}
