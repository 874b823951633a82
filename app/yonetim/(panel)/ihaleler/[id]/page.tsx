import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TenderEditScreen } from '@/components/backoffice/tenders/tender-edit-screen';
import { parseTenderId } from '@/lib/api/tenders';

export const metadata: Metadata = { title: 'İhale Bilgileri' };

export default async function StaffTenderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseTenderId((await params).id);
  if (id === null) notFound();
  return <TenderEditScreen id={id} />;
}
