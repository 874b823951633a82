import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

export const metadata: Metadata = {
  icons: { icon: [{ url: '/logos/favicon.svg', type: 'image/svg+xml' }] },
};

/** Every public page: header with menu and user box, footer, cookie notice. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
