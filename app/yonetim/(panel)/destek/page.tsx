import type { Metadata } from 'next';
import { ConversationList } from '@/components/backoffice/support/conversation-list';

export const metadata: Metadata = { title: 'Destek Talepleri' };

export default function SupportDeskPage() {
  return <ConversationList />;
}
