import type { Metadata } from 'next';
import { PORTAL_PAGE } from '@/lib/api/content';
import { PortalContentPage } from '@/components/content/portal-content-page';

export const metadata: Metadata = {
  title: 'KVKK Metni',
  alternates: { canonical: '/portal-hakkinda/kvkk-metni' },
};

/** SayfaId 142 (docs/spec.md §2). */
export default function Page() {
  return <PortalContentPage pageId={PORTAL_PAGE.kvkkMetni} title="KVKK Metni" section="Portal Hakkında" />;
}
