import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConversationThread } from '@/components/backoffice/support/conversation-thread';
import { routeId } from '@/lib/rules/content-schemas';

export const metadata: Metadata = { title: 'Destek Talebi' };

export default async function SupportThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) notFound();
  return <ConversationThread id={id} />;
}
