import { PageFrame } from '@/components/tenders/page-frame';
import { TenderListSkeleton } from '@/components/tenders/tender-list-skeleton';

export default function Loading() {
  return (
    <PageFrame>
      <TenderListSkeleton />
    </PageFrame>
  );
}
