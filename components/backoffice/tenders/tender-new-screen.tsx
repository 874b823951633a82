'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SectionHeader, TENDERS_TRAIL } from '@/components/backoffice/layout/section-header';
import { createStaffTender } from '@/lib/api/backoffice/tenders';
import { EMPTY_TENDER_FORM } from '@/lib/rules/tender-draft-schemas';
import { staffTenderKeys, staffTenderOptionsQuery } from '@/lib/api/backoffice/tenders-queries';
import { TENDER_DRAFT_MESSAGES as M } from '@/lib/rules/tender-draft';
import { toast } from '@/lib/toast/toast-store';
import { SaveFeedback } from './save-feedback';
import { TenderDraftForm } from './tender-draft-form';

/** /yonetim/ihaleler/yeni: a new tender is saved as a draft (211), then completed on its own page. */
export function TenderNewScreen() {
  const options = useQuery(staffTenderOptionsQuery());
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);

  return (
    <>
      <SectionHeader
        trail={TENDERS_TRAIL}
        title="Yeni İhale"
        lead="İhale taslak olarak kaydedilir. Ardından görsellerini ekleyip önizleyebilir ve yayınlayabilirsiniz."
      />
      {options.isError ? (
        <Alert severity="error">Form seçenekleri yüklenemedi. Lütfen sayfayı yenileyiniz.</Alert>
      ) : !options.data ? (
        <Typography role="status">Yükleniyor…</Typography>
      ) : (
        <TenderDraftForm
          defaultValues={EMPTY_TENDER_FORM}
          options={options.data}
          readOnly={false}
          submitLabel="Taslağı Kaydet"
          feedback={error ? <SaveFeedback error={error} /> : null}
          onSubmit={async (payload) => {
            setError(null);
            try {
              const created = await createStaffTender(payload);
              toast.success(M.created);
              void queryClient.invalidateQueries({ queryKey: staffTenderKeys.all });
              router.push(`/yonetim/ihaleler/${created.id}`);
            } catch (e) {
              setError(e);
              throw e;
            }
          }}
        />
      )}
    </>
  );
}
