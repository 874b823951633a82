import type { Metadata } from 'next';
import { PORTAL_PAGE } from '@/lib/api/content';
import { PortalContentPage } from '@/components/content/portal-content-page';

export const metadata: Metadata = {
  title: 'Portal Kullanım Kılavuzu',
  alternates: { canonical: '/yardim/portal-kullanim-kilavuzu' },
};

/** SayfaId 145 (docs/spec.md §2). */
export default function Page() {
  return (
    <PortalContentPage pageId={PORTAL_PAGE.portalKullanimKilavuzu} title="Portal Kullanım Kılavuzu" section="Yardım" />
  );
}
