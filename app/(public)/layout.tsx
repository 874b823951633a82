import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every public page: header with menu and user box, footer, cookie notice. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
