import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ConversationsView } from '@/components/profile/conversations/conversations-view';
import { LoadingState } from '@/components/profile/common/state-message';

export const metadata: Metadata = { title: 'İletişim' };

export default function ProfileContactPage() {
  // The open conversation lives in the address (?iletisim=…), read on the client.
  return (
    <Suspense fallback={<LoadingState />}>
      <ConversationsView />
    </Suspense>
  );
}
