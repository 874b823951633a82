import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TenderFilesView } from '@/components/backoffice/files/tender-files-view';

export const metadata: Metadata = { title: 'Görseller ve Ekler' };

export default async function TenderFilesPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) notFound();
  return <TenderFilesView ihaleId={id} />;
}
