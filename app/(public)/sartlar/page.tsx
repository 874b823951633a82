import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/ui/page-frame';

export const metadata: Metadata = { title: 'Şartlar' };

/** docs/spec.md §2: the placeholder page 'Sartlar' exists; its content is not shown. */
export default function TermsPlaceholderPage() {
  return (
    <PageContainer narrow>
      <PageTitle>Şartlar</PageTitle>
    </PageContainer>
  );
}
