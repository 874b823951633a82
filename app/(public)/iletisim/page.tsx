import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import { ContentCard, PageFrame, PageTitle } from '@/components/ui/page-frame';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ContactDetails } from '@/components/content/contact-details';
import { ContactMap } from '@/components/content/contact-map';
import { mapEmbedUrl } from '@/components/content/contact-info';
import { fetchContactDetails } from '@/lib/api/contact-details';
import { addressLines } from '@/lib/rules/contact-details';

export const metadata: Metadata = {
  title: 'İletişim',
  description: 'E-Satış İhale Portalı iletişim bilgileri: adres, telefon, faks, e-posta ve yol tarifi.',
  alternates: { canonical: '/iletisim' },
};

/** The contact details come from the API (Destek edits them, docs/architecture.md §8 Content). */
export default async function ContactPage() {
  const details = await fetchContactDetails();
  return (
    <PageFrame>
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
          {details ? (
            <ContactDetails details={details} />
          ) : (
            <Box component="p" role="status" sx={{ m: 0, color: 'text.secondary' }}>
              Veri bulunamadı.
            </Box>
          )}
        </ContentCard>
        <Box component="section" aria-labelledby="harita-baslik">
          <Box component="h2" id="harita-baslik" sx={{ m: 0, mb: 1.5, fontSize: '1.25rem', color: 'primary.main' }}>
            Konum
          </Box>
          {details && (
            <ContactMap
              src={mapEmbedUrl(details.enlem, details.boylam)}
              title="Genel Müdürlük konumu haritası"
              fallback={`${addressLines(details).join(', ')}. Harita görüntülenemiyorsa Yol Tarifi Al bağlantısını kullanabilirsiniz.`}
            />
          )}
        </Box>
      </Box>
    </PageFrame>
  );
}
