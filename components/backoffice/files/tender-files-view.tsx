'use client';
import { useStaffAction } from '@/components/backoffice/common/use-staff-action';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {
  deleteTenderFile,
  moved,
  reorderTenderFiles,
  type TenderFileItem,
  type TenderFileSlot,
  tenderFilesPath,
} from '@/lib/api/backoffice/files';
import { tenderFilesQuery, useTenderFiles } from '@/lib/api/backoffice/files-queries';
import { uploadStaffFile } from '@/lib/api/backoffice/files-upload';
import { ApiRequestError } from '@/lib/api/http';
import { usePublicConfig } from '@/lib/public-config-context';
import { IMAGE_ACCEPT, PDF_ACCEPT, UPLOAD_LIMITS } from '@/lib/rules/upload-limits';
import { toast } from '@/lib/toast/toast-store';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FileSection } from './file-section';
import { TenderFileRow } from './tender-file-row';
import { SectionHeader, TENDERS_TRAIL } from '@/components/backoffice/layout/section-header';
import { TenderTabs } from '@/components/backoffice/tenders/tender-tabs';

const MB = 1024 * 1024;
const IMAGE_HINT = `JPEG, PNG veya WebP; en fazla ${UPLOAD_LIMITS.imageBytes / MB} MB. Görsel sayfada kullanılan boyutlara dönüştürülür, konum gibi bilgiler silinir.`;

/**
 * /yonetim/ihaleler/[id]/dosyalar (issue #13, docs/architecture.md §8 "Files"): the tender's card
 * image (one), gallery (ordered, thumbnails) and PDF attachments. Changes are possible while the
 * tender is a draft or has not started (lib/rules/upload-editable.ts); otherwise the screen says
 * so and only lists.
 */
export function TenderFilesView({ ihaleId }: { ihaleId: number }) {
  const files = useTenderFiles(ihaleId);
  const queryClient = useQueryClient();
  const { portalApiUrl } = usePublicConfig();
  const [toDelete, setToDelete] = useState<TenderFileItem | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: tenderFilesQuery(ihaleId).queryKey });
  const upload = (slot: TenderFileSlot) => (file: File, onProgress: (f: number) => void) =>
    uploadStaffFile({ baseUrl: portalApiUrl, path: tenderFilesPath(ihaleId, slot), file, onProgress }).then(() => {
      toast.success('Dosya yüklendi.');
      return refresh();
    });
  const { busy: pending, run } = useStaffAction(refresh);

  if (files.isPending) return <CircularProgress aria-label="Dosyalar yükleniyor" />;
  if (files.isError || !files.data) {
    const message = files.error instanceof ApiRequestError ? files.error.message : 'Dosyalar yüklenemedi.';
    return <Alert severity="error">{message}</Alert>;
  }
  const m = files.data;
  const editable = m.editable && !pending;
  const order = (tur: 'galeri' | 'ekler', list: TenderFileItem[]) => (item: TenderFileItem, step: -1 | 1) =>
    void run(
      () =>
        reorderTenderFiles(
          ihaleId,
          tur,
          moved(
            list.map((f) => f.id),
            item.id,
            step,
          ),
        ),
      'Sıralama kaydedildi.',
    );
  const rows = (list: TenderFileItem[], kind: 'image' | 'pdf', onMove?: (item: TenderFileItem, step: -1 | 1) => void) =>
    list.map((f, i) => (
      <TenderFileRow
        key={f.id}
        file={f}
        kind={kind}
        first={i === 0}
        last={i === list.length - 1}
        editable={editable}
        onMove={onMove ? (step) => onMove(f, step) : undefined}
        onDelete={() => setToDelete(f)}
      />
    ));

  return (
    <Stack spacing={3}>
      <div>
        <SectionHeader trail={TENDERS_TRAIL} crumb={m.tender.title} title="Görseller ve Ekler" lead={m.tender.title} />
        <TenderTabs ihaleId={ihaleId} />
      </div>
      {!m.editable && (
        <Alert severity="info">
          Bu ihale başladığı ya da sonuçlandığı için görselleri ve ekleri değiştirilemez; yalnızca taslak veya henüz
          başlamamış ihalelerde değişiklik yapılabilir.
        </Alert>
      )}

      <FileSection
        title="Kart Görseli"
        description="İhale listelerinde ve kartlarda görünen tek görsel. Yeni görsel yüklemek eskisinin yerini alır."
        empty="Kart görseli yüklenmemiş. İhale yayınlanmadan önce bir kart görseli gereklidir."
        picker={{
          label: m.card ? 'Kart görselini değiştir' : 'Kart görseli yükle',
          accept: IMAGE_ACCEPT,
          hint: IMAGE_HINT,
          upload: upload('kart-gorseli'),
        }}
        editable={editable}
      >
        {m.card ? rows([m.card], 'image') : null}
      </FileSection>

      <FileSection
        title="Galeri"
        description="İhale sayfasındaki görseller; burada gördüğünüz sırayla gösterilir."
        empty="Galeride görsel yok."
        picker={{ label: 'Galeriye görsel ekle', accept: IMAGE_ACCEPT, hint: IMAGE_HINT, upload: upload('galeri') }}
        editable={editable}
      >
        {m.gallery.length ? rows(m.gallery, 'image', order('galeri', m.gallery)) : null}
      </FileSection>

      <FileSection
        title="Ekler"
        description="Şartname, malzeme listesi gibi PDF belgeler; ihale sayfasında adlarıyla listelenir."
        empty="Ek yok."
        picker={{
          label: 'PDF ek yükle',
          accept: PDF_ACCEPT,
          hint: `Yalnızca PDF; en fazla ${UPLOAD_LIMITS.pdfBytes / MB} MB. Betik veya gömülü dosya içeren PDF'ler kabul edilmez.`,
          upload: upload('ekler'),
        }}
        editable={editable}
      >
        {m.attachments.length ? rows(m.attachments, 'pdf', order('ekler', m.attachments)) : null}
      </FileSection>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Dosyayı Sil"
        text={`"${toDelete?.name ?? ''}" dosyasını silmek istediğinize emin misiniz? Dosya ihale sayfasından kaldırılır.`}
        pending={pending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const f = toDelete;
          if (!f) return;
          void run(() => deleteTenderFile(ihaleId, f.id), 'Dosya silindi.').then(() => setToDelete(null));
        }}
      />
    </Stack>
  );
}
