import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundContent } from '@/components/common/not-found-content';

export const metadata: Metadata = { title: 'Sayfa Bulunamadı', robots: { index: false } };

/**
 * Unknown paths (HTTP 404). The root boundary sits outside the public layout, so it brings the
 * page frame itself.
 */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
