import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ContentCard, PageFrame, PageTitle } from '@/components/ui/page-frame';
import { OpenDataGuide } from '@/components/open-data/open-data-guide';
import { getPublicConfig } from '@/lib/config';
import { OPEN_DATA_PATHS } from '@/lib/contract/open-data';

// Rendered per request: the example addresses are runtime configuration, so one build serves any host.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Açık Veri',
  description:
    'İhale verileri açık biçimlerde: OCDS yayın paketleri, OData servisi, Atom akışı ve doğrulanabilir teklif kaydı; CC BY 4.0 lisansıyla.',
  alternates: { canonical: OPEN_DATA_PATHS.page },
};

/** What the portal publishes as open data and how to use it (docs/architecture.md §12). */
export default function OpenDataPage() {
  const { publicOrigin, portalApiUrl } = getPublicConfig();
  return (
    <PageFrame narrow>
      <Breadcrumbs items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'Açık Veri' }]} />
      <PageTitle>Açık Veri</PageTitle>
      <ContentCard component="article">
        <OpenDataGuide origin={publicOrigin} api={portalApiUrl} />
      </ContentCard>
    </PageFrame>
  );
}
