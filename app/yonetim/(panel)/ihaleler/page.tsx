import { Suspense } from 'react';
import type { Metadata } from 'next';
import { TenderList } from '@/components/backoffice/tenders/tender-list';

export const metadata: Metadata = { title: 'İhaleler' };

export default function StaffTendersPage() {
  // The list reads its filters from the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <TenderList />
    </Suspense>
  );
}
