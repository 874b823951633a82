import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AnnouncementEditor } from '@/components/backoffice/content/announcement-form';
import { routeId } from '@/lib/rules/content-schemas';

export const metadata: Metadata = { title: 'Duyuru Düzenle' };

export default async function EditAnnouncementPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  return <AnnouncementEditor id={id} />;
}
