import type { Metadata } from 'next';
import { PORTAL_PAGE } from '@/lib/api/content';
import { PortalContentPage } from '@/components/content/portal-content-page';

export const metadata: Metadata = {
  title: 'Üyelik Şartları',
  alternates: { canonical: '/portal-hakkinda/uyelik-sartlari' },
};

/** SayfaId 141 (docs/spec.md §2). */
export default function Page() {
  return <PortalContentPage pageId={PORTAL_PAGE.uyelikSartlari} title="Üyelik Şartları" section="Portal Hakkında" />;
}
