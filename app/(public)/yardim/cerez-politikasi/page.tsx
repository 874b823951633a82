import type { Metadata } from 'next';
import { ContentCard, PageFrame, PageTitle } from '@/components/ui/page-frame';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CookiePolicy } from '@/components/content/cookie-policy';
import { fetchContactDetails } from '@/lib/api/contact-details';
import { degradedTo } from '@/lib/render-health';

export const metadata: Metadata = {
  title: 'Çerez Politikası',
  description:
    'E-Satış İhale Portalı çerez politikası: çerez türleri, yönetimi ve KVKK kapsamındaki başvuru haklarınız.',
  alternates: { canonical: '/yardim/cerez-politikasi' },
};

export default async function CookiePolicyPage() {
  const contact = await fetchContactDetails().catch(degradedTo(null));
  return (
    <PageFrame narrow>
      <Breadcrumbs items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'Yardım' }, { label: 'Çerez Politikası' }]} />
      <PageTitle>Çerez Politikası</PageTitle>
      <ContentCard component="article">
        <CookiePolicy contact={contact} />
      </ContentCard>
    </PageFrame>
  );
}
