import { notFound } from 'next/navigation';
import { SHARE_PREVIEW_SIZE, sharePreviewImage } from '@/components/share/share-preview-image';
import { lookupAnnouncement } from '@/lib/api/announcements';
import { announcementSharePreview } from '@/lib/share/share-preview-model';

/** The picture a shared /duyurular/<id> link shows: the title and the date. */
export const alt = 'Duyurunun başlığı ve yayın tarihi';
export const size = SHARE_PREVIEW_SIZE;
export const contentType = 'image/png';
export const dynamic = 'force-dynamic';

export default async function AnnouncementSharePreview({ params }: { params: Promise<{ id: string }> }) {
  const found = await lookupAnnouncement((await params).id);
  if (found.kind !== 'found') notFound();
  return sharePreviewImage(announcementSharePreview(found.announcement));
}
