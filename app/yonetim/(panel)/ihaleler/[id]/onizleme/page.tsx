import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TenderPreviewScreen } from '@/components/backoffice/tenders/tender-preview-screen';
import { parseTenderId } from '@/lib/api/tenders';

export const metadata: Metadata = { title: 'İhale Önizleme' };

export default async function StaffTenderPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseTenderId((await params).id);
  if (id === null) notFound();
  return <TenderPreviewScreen id={id} />;
}
