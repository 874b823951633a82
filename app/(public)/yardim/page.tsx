import type { Metadata } from 'next';
import { PageContainer, PageTitle } from '@/components/ui/page-frame';

export const metadata: Metadata = { title: 'Yardım' };

/** docs/spec.md §2: the placeholder page 'Yardim' exists; its content is not shown. */
export default function HelpPlaceholderPage() {
  return (
    <PageContainer narrow>
      <PageTitle>Yardım</PageTitle>
    </PageContainer>
  );
}
