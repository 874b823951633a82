'use client';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { updateStaffTender } from '@/lib/api/backoffice/tenders';
import { staffTenderKeys, staffTenderOptionsQuery, staffTenderQuery } from '@/lib/api/backoffice/tenders-queries';
import { ApiRequestError } from '@/lib/api/http';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { TENDER_DRAFT_MESSAGES as M } from '@/lib/rules/tender-draft';
import { toast } from '@/lib/toast/toast-store';
import { PublishPanel } from './publish-panel';
import { SaveFeedback } from './save-feedback';
import { TenderDraftForm } from './tender-draft-form';
import { TenderHeader } from './tender-header';

/**
 * /yonetim/ihaleler/[id] (docs/architecture.md §8, "Tenders"): the tender's details. A draft is
 * edited and published here; a published tender is edited until its start; after that the page is
 * read-only and says so. Each save names the version it was loaded at: when another staff member
 * saved first, the API refuses (409) and the page offers their version.
 */
export function TenderEditScreen({ id }: { id: number }) {
  const detail = useQuery(staffTenderQuery(id));
  const options = useQuery(staffTenderOptionsQuery());
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [dirty, setDirty] = useState(false);

  if (detail.isError) {
    const missing = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <Alert severity="error">{missing ? 'İhale bulunamadı.' : 'İhale yüklenemedi. Lütfen sayfayı yenileyiniz.'}</Alert>
    );
  }
  if (options.isError) return <Alert severity="error">Form seçenekleri yüklenemedi. Lütfen sayfayı yenileyiniz.</Alert>;
  if (!detail.data || !options.data) return <Typography role="status">Yükleniyor…</Typography>;

  const t = detail.data;
  const reload = () => {
    setError(null);
    void queryClient.invalidateQueries({ queryKey: staffTenderKeys.detail(id) });
  };
  return (
    <>
      <TenderHeader
        id={id}
        heading="İhale Bilgileri"
        title={t.values.baslik}
        statusId={t.statusId}
        statusName={t.statusName}
        withdrawn={t.withdrawn}
      />
      {!t.editable && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Bu ihale “{t.statusName}” durumunda; bilgileri artık değiştirilemez. Yalnızca taslaklar ve henüz başlamamış
          ihaleler düzenlenebilir.
        </Alert>
      )}
      {t.editable && t.statusId === TENDER_STATUS.baslamadi && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Bu ihale yayınlandı. Başlangıç tarihine kadar düzenlenebilir; kaydettiğiniz değişiklikler portalda hemen
          görünür.
        </Alert>
      )}
      {t.statusId === TENDER_STATUS.taslak && (
        // Keyed by version like the form: after a save the fresh checklist shows, not the last refusal.
        <PublishPanel key={t.version} id={id} version={t.version} missing={t.missing} dirty={dirty} />
      )}
      <TenderDraftForm
        // A new version (a save, a publish, another staff member's save loaded) starts the form again from it.
        key={t.version}
        defaultValues={t.values}
        options={options.data}
        readOnly={!t.editable}
        submitLabel="Değişiklikleri Kaydet"
        onDirtyChange={setDirty}
        feedback={error ? <SaveFeedback error={error} onReload={reload} /> : null}
        onSubmit={async (payload) => {
          setError(null);
          try {
            await updateStaffTender(id, payload, t.version);
            toast.success(M.saved);
            await queryClient.invalidateQueries({ queryKey: staffTenderKeys.all });
          } catch (e) {
            setError(e);
            throw e;
          }
        }}
      />
    </>
  );
}
