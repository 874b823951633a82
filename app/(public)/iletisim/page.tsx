import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import { ContentCard, PageContainer, PageTitle } from '@/components/common/page-container';
import { Breadcrumbs } from '@/components/common/breadcrumbs';
import { ContactDetails } from '@/components/content/contact-details';
import { ContactMap } from '@/components/content/contact-map';
import { CONTACT, mapEmbedUrl } from '@/components/content/contact-info';

export const metadata: Metadata = {
  title: 'İletişim',
  description: 'E-Satış İhale Portalı iletişim bilgileri: adres, telefon, faks, e-posta ve yol tarifi.',
  alternates: { canonical: '/iletisim' },
};

export default function ContactPage() {
  const { lat, lon } = CONTACT.location;
  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'İletişim' }]} />
      <PageTitle lead="İhaleler, teminat işlemleri ve portal kullanımıyla ilgili sorularınız için bize ulaşabilirsiniz.">
        İletişim
      </PageTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,5fr) minmax(0,7fr)' },
          alignItems: 'start',
        }}
      >
        <ContentCard>
          <ContactDetails />
        </ContentCard>
        <Box component="section" aria-labelledby="harita-baslik">
          <Box component="h2" id="harita-baslik" sx={{ m: 0, mb: 1.5, fontSize: '1.25rem', color: 'primary.main' }}>
            Konum
          </Box>
          <ContactMap
            src={mapEmbedUrl(lat, lon)}
            title="Genel Müdürlük konumu haritası"
            fallback={`${CONTACT.addressLines.join(', ')}. Harita görüntülenemiyorsa Yol Tarifi Al bağlantısını kullanabilirsiniz.`}
          />
        </Box>
      </Box>
    </PageContainer>
  );
}
