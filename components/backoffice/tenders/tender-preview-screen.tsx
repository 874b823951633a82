'use client';
import { isFuture } from 'date-fns';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/ui/page-frame';
import { TenderDetailView } from '@/components/tenders/tender-detail-view';
import { staffTenderPreviewQuery, staffTenderQuery } from '@/lib/api/backoffice/tenders-queries';
import { ApiRequestError } from '@/lib/api/http';
import { TenderHeader } from './tender-header';

/**
 * /yonetim/ihaleler/[id]/onizleme (docs/architecture.md §8, "Tenders"): the tender exactly as the
 * public /ihaleler/[id] page shows it, by the same view and the same wire-to-model mapper; a draft
 * as it will look once published. The page is inert (the `inert` attribute): no favourite, join or
 * bid control can be reached or pressed from here.
 */
export function TenderPreviewScreen({ id }: { id: number }) {
  const preview = useQuery(staffTenderPreviewQuery(id));
  const detail = useQuery(staffTenderQuery(id));

  if (preview.isError || detail.isError) {
    const err = preview.error ?? detail.error;
    const missing = err instanceof ApiRequestError && err.status === 404;
    return (
      <Alert severity="error">
        {missing ? 'İhale bulunamadı.' : 'Önizleme yüklenemedi. Lütfen sayfayı yenileyiniz.'}
      </Alert>
    );
  }
  if (!preview.data || !detail.data) return <Typography role="status">Yükleniyor…</Typography>;

  const { tender, isDraft } = preview.data;
  const d = detail.data;
  const notYetPublic = isDraft || d.withdrawn || isFuture(tender.publishedAt);
  return (
    <>
      <TenderHeader
        id={id}
        heading="Önizleme"
        title={d.values.baslik}
        statusId={d.statusId}
        statusName={d.statusName}
        withdrawn={d.withdrawn}
      />
      <Alert severity={notYetPublic ? 'warning' : 'info'} sx={{ mb: 3 }}>
        <AlertTitle>
          {isDraft
            ? 'Önizleme — bu ihale henüz yayında değil'
            : d.withdrawn
              ? 'Önizleme — bu ihale yayından kaldırıldı'
              : notYetPublic
                ? 'Önizleme — bu ihale yayın tarihinde portalda görünecek'
                : 'Önizleme — ihalenin portaldaki sayfası'}
        </AlertTitle>
        Sayfa, portalda teklif verenlere görüneceği gibi gösterilir
        {isDraft ? ' (yayınlandıktan sonraki durumu ile)' : ''}. Favori, katılım ve teklif düğmeleri önizlemede
        çalışmaz.
      </Alert>
      <Box
        inert
        data-testid="tender-preview"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}
      >
        <PageFrame>
          <TenderDetailView
            tender={tender}
            descriptionHtml={tender.descriptionHtml}
            serverNow={new Date().toISOString()}
          />
        </PageFrame>
      </Box>
    </>
  );
}
