import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/common/query-provider';
import { MuiRoot } from '@/components/ui/mui-root';

/** The Kurum Paneli (docs/architecture.md §8): never indexed; middleware.ts guards and marks it too. */
export const metadata: Metadata = {
  title: { default: 'Kurum Paneli', template: '%s | Kurum Paneli' },
  robots: { index: false, follow: false },
};

export default function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <MuiRoot>{children}</MuiRoot>
    </QueryProvider>
  );
}
