import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PortalPageEditor } from '@/components/backoffice/content/portal-page-form';
import { EDITABLE_PAGE_IDS, routeId } from '@/lib/rules/content-schemas';

export const metadata: Metadata = { title: 'Sayfa Düzenle' };

export default async function EditPortalPagePage({ params }: { params: Promise<{ sayfaId: string }> }) {
  const id = routeId((await params).sayfaId);
  if (id === null || !(EDITABLE_PAGE_IDS as readonly number[]).includes(id)) notFound();
  return <PortalPageEditor pageId={id} />;
}
