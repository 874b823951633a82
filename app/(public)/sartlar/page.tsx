import type { Metadata } from 'next';
import { PageFrame, PageTitle } from '@/components/ui/page-frame';

export const metadata: Metadata = { title: 'Şartlar' };

/** docs/spec.md §2: the placeholder page 'Sartlar' exists; its content is not shown. */
export default function TermsPlaceholderPage() {
  return (
    <PageFrame narrow>
      <PageTitle>Şartlar</PageTitle>
    </PageFrame>
  );
}
