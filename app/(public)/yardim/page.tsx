import type { Metadata } from 'next';
import { PageFrame, PageTitle } from '@/components/ui/page-frame';

export const metadata: Metadata = { title: 'Yardım' };

/** docs/spec.md §2: the placeholder page 'Yardim' exists; its content is not shown. */
export default function HelpPlaceholderPage() {
  return (
    <PageFrame narrow>
      <PageTitle>Yardım</PageTitle>
    </PageFrame>
  );
}
