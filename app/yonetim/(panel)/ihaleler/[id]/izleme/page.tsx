import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TenderMonitor } from '@/components/backoffice/lifecycle/tender-monitor';
import { parseTenderId } from '@/lib/api/tenders';

export const metadata: Metadata = { title: 'İhale İzleme' };

/** The live monitor of one tender (docs/architecture.md §8 "Lifecycle"). */
export default async function TenderMonitorPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseTenderId((await params).id);
  if (id === null) notFound();
  return <TenderMonitor ihaleId={id} />;
}
