import type { Metadata } from 'next';
import { PORTAL_PAGE } from '@/lib/api/content';
import { PortalContentPage } from '@/components/content/portal-content-page';

export const metadata: Metadata = {
  title: 'Sıkça Sorulan Sorular',
  alternates: { canonical: '/yardim/sikca-sorulan-sorular' },
};

/** SayfaId 144 (docs/spec.md §2). */
export default function Page() {
  return <PortalContentPage pageId={PORTAL_PAGE.sikcaSorulanSorular} title="Sıkça Sorulan Sorular" section="Yardım" />;
}
