import type { Metadata } from 'next';
import { PORTAL_PAGE } from '@/lib/api/content';
import { PortalContentPage } from '@/components/content/portal-content-page';

export const metadata: Metadata = {
  title: 'Kullanıcı Sözleşmesi',
  alternates: { canonical: '/portal-hakkinda/kullanici-sozlesmesi' },
};

/** SayfaId 143 (docs/spec.md §2). */
export default function Page() {
  return (
    <PortalContentPage
      pageId={PORTAL_PAGE.kullaniciSozlesmesi}
      title="Kullanıcı Sözleşmesi"
      section="Portal Hakkında"
    />
  );
}
