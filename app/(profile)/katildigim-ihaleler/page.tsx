import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyTendersView } from '@/components/profile/my-tenders/my-tenders-view';
import { LoadingState } from '@/components/profile/common/state-message';

export const metadata: Metadata = { title: 'Katıldığım İhalelerim' };

export default function MyTendersPage() {
  // The tab lives in the address (?tab=…), read on the client.
  return (
    <Suspense fallback={<LoadingState />}>
      <MyTendersView />
    </Suspense>
  );
}
