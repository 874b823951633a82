import { notFound } from 'next/navigation';
import { SHARE_PREVIEW_SIZE, sharePreviewImage } from '@/components/share/share-preview-image';
import { fetchTenderDetail, parseTenderId } from '@/lib/api/tenders';
import { tenderSharePreview } from '@/lib/share/share-preview-model';

/** The picture a shared /ihaleler/<id> link shows: title, price, end and status as of now. */
export const alt = 'İhalenin başlığı, güncel fiyatı, bitiş zamanı ve durumu';
export const size = SHARE_PREVIEW_SIZE;
export const contentType = 'image/png';
// Drawn from the tender as it is now; the anonymous page cache keeps it until a bid or a status change.
export const dynamic = 'force-dynamic';

export default async function TenderSharePreview({ params }: { params: Promise<{ id: string }> }) {
  const id = parseTenderId((await params).id);
  const tender = id === null ? null : await fetchTenderDetail(id);
  if (!tender) notFound();
  return sharePreviewImage(tenderSharePreview(tender));
}
