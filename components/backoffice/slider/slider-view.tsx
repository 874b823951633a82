'use client';
import { useStaffAction } from '@/components/backoffice/common/use-staff-action';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { moved } from '@/lib/api/backoffice/files';
import { slidesQuery, useSlides } from '@/lib/api/backoffice/files-queries';
import { uploadStaffFile } from '@/lib/api/backoffice/files-upload';
import { deleteSlide, reorderSlides, SLIDER_PATH, type SlideItem, saveSlide } from '@/lib/api/backoffice/slider';
import { usePublicConfig } from '@/lib/public-config-context';
import { IMAGE_ACCEPT, UPLOAD_LIMITS } from '@/lib/rules/upload-limits';
import { slideEditSchema } from '@/lib/rules/upload-schemas';
import { toast } from '@/lib/toast/toast-store';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { ConfirmDeleteDialog } from '../files/confirm-delete-dialog';
import { FilePicker } from '../files/file-picker';
import { SlideRow } from './slide-row';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';

/**
 * /yonetim/icerik/slider (issue #13 "Content", docs/architecture.md §8 "Files"): the home page's
 * slides in their order; add one (text, then its image), edit its text, show or hide it, move it,
 * delete it. Every change reaches the public home page at once (the server drops the page cache).
 */
/** A new slide's form: its text, by the rule its later edits follow (the image is the upload itself). */
const newSlideSchema = slideEditSchema.pick({ aciklama: true });

export function SliderView() {
  const slides = useSlides();
  const queryClient = useQueryClient();
  const { portalApiUrl } = usePublicConfig();
  const form = useZodForm(newSlideSchema, { defaultValues: { aciklama: '' } });
  const [toDelete, setToDelete] = useState<{ slide: SlideItem; position: number } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: slidesQuery().queryKey });
  const { busy, run } = useStaffAction(refresh);

  const add = async (file: File, onProgress: (f: number) => void) => {
    // The text is checked before the image goes up; a refusal is said by the field and by the picker.
    const checked: { aciklama?: string } = {};
    await form.handleSubmit((v) => {
      checked.aciklama = v.aciklama;
    })();
    if (checked.aciklama === undefined) throw new Error(form.getFieldState('aciklama').error?.message);
    await uploadStaffFile({
      baseUrl: portalApiUrl,
      path: SLIDER_PATH,
      file,
      fields: { aciklama: checked.aciklama },
      onProgress,
    });
    form.reset();
    toast.success('Slayt eklendi.');
    await refresh();
  };

  const list = slides.data ?? [];
  return (
    <Stack spacing={3}>
      <SectionHeader
        trail={CONTENT_TRAIL}
        title="Ana Sayfa Slider"
        lead="Ana sayfanın üst bölümünde dönen görseller. Değişiklikler ana sayfada hemen görünür."
      />

      <Paper component="section" variant="outlined" aria-labelledby="slayt-ekle" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="slayt-ekle" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Slayt Ekle
        </Typography>
        <Stack spacing={2}>
          <RuleTextField
            form={form}
            name="aciklama"
            label="Slayt metni"
            required
            slotProps={{ htmlInput: { maxLength: UPLOAD_LIMITS.slideText } }}
            hint="Görselin üzerinde gösterilir ve görseli tarif eder."
          />
          <FilePicker
            label="Görsel seç ve slaytı ekle"
            accept={IMAGE_ACCEPT}
            hint={`JPEG, PNG veya WebP; en fazla ${UPLOAD_LIMITS.imageBytes / (1024 * 1024)} MB. Görsel 1600×600 olarak kırpılır.`}
            disabled={busy}
            upload={add}
          />
        </Stack>
      </Paper>

      <Paper component="section" variant="outlined" aria-labelledby="slaytlar" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="slaytlar" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Slaytlar
        </Typography>
        {slides.isPending ? (
          <CircularProgress aria-label="Slaytlar yükleniyor" />
        ) : slides.isError ? (
          <Alert severity="error">Slaytlar yüklenemedi.</Alert>
        ) : list.length === 0 ? (
          <Typography sx={{ mt: 1 }}>Henüz slayt yok.</Typography>
        ) : (
          <List disablePadding>
            {list.map((s, i) => (
              <SlideRow
                key={s.id}
                slide={s}
                position={i + 1}
                count={list.length}
                busy={busy}
                onSave={(input) => run(() => saveSlide(s.id, input), 'Slayt kaydedildi.')}
                onMove={(step) =>
                  void run(
                    () =>
                      reorderSlides(
                        moved(
                          list.map((x) => x.id),
                          s.id,
                          step,
                        ),
                      ),
                    'Sıralama kaydedildi.',
                  )
                }
                onDelete={() => setToDelete({ slide: s, position: i + 1 })}
              />
            ))}
          </List>
        )}
      </Paper>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Slaytı Sil"
        text={`${toDelete?.position ?? ''}. slaytı ("${toDelete?.slide.text ?? ''}") silmek istediğinize emin misiniz? Slayt ana sayfadan kaldırılır.`}
        pending={busy}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const d = toDelete;
          if (!d) return;
          void run(() => deleteSlide(d.slide.id), 'Slayt silindi.').then(() => setToDelete(null));
        }}
      />
    </Stack>
  );
}
