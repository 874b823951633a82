import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TenderDecision } from '@/components/backoffice/lifecycle/tender-decision';
import { parseTenderId } from '@/lib/api/tenders';

export const metadata: Metadata = { title: 'İhale Sonucu' };

/** The result of one tender and, while it waits at 214, the decision (docs/architecture.md §8 "Lifecycle"). */
export default async function TenderResultPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseTenderId((await params).id);
  if (id === null) notFound();
  return <TenderDecision ihaleId={id} />;
}
