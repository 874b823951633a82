'use client';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type AnnouncementModel, announcementFormValues, saveAnnouncement } from '@/lib/api/backoffice/content';
import {
  type AnnouncementForm as FormValues,
  announcementFormSchema,
  CONTENT_LIMITS,
} from '@/lib/rules/content-schemas';
import { ISTANBUL_TIME_LABEL, isoToIstanbulLocal } from '@/lib/format/istanbul-time';
import { announcementKeys, announcementQuery } from '@/lib/api/backoffice/content-queries';
import { CONTENT_TRAIL } from '@/components/backoffice/layout/section-header';
import { ContentBodyField, ContentForm, ContentRecordGate } from './content-form';
import { failureText, type Notice } from './form-notice';

const TRAIL = [...CONTENT_TRAIL, { href: '/yonetim/icerik/duyurular', label: 'Duyurular' }];

/** /yonetim/icerik/duyurular/yeni and /yonetim/icerik/duyurular/[id]: one announcement's form. */
export function AnnouncementEditor({ id }: { id: number | null }) {
  const existing = useQuery(announcementQuery(id));
  if (id === null) return <AnnouncementFormView initial={null} />;
  // The editor takes its content once: the form is drawn when the announcement is at hand.
  return (
    <ContentRecordGate query={existing} trail={TRAIL} title="Duyuru Düzenle" loadingLabel="Duyuru yükleniyor">
      {(a) => <AnnouncementFormView initial={a} />}
    </ContentRecordGate>
  );
}

function AnnouncementFormView({ initial }: { initial: AnnouncementModel | null }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<AnnouncementModel | null>(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<
    FormValues,
    unknown,
    z.output<typeof announcementFormSchema>
  >({
    resolver: zodResolver(announcementFormSchema),
    defaultValues: initial
      ? announcementFormValues(initial)
      : { baslik: '', icerik: '', yayinTarihi: isoToIstanbulLocal(new Date().toISOString()), popup: false },
  });
  const e = formState.errors;

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const result = await saveAnnouncement(saved?.id ?? null, values);
      reset(announcementFormValues(result));
      setNotice({ ok: true, text: saved ? 'Duyuru kaydedildi.' : 'Duyuru oluşturuldu.' });
      // A new announcement goes on under its own address, so a reload edits it instead of adding another.
      if (!saved) window.history.replaceState(null, '', `/yonetim/icerik/duyurular/${result.id}`);
      setSaved(result);
      await queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
  });

  return (
    <ContentForm
      trail={TRAIL}
      title={saved ? 'Duyuru Düzenle' : 'Yeni Duyuru'}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      label="Duyuru bilgileri"
      onSubmit={submit}
      submitting={formState.isSubmitting}
      listHref="/yonetim/icerik/duyurular"
      publicHref={saved && !saved.withdrawn ? `/duyurular/${saved.id}` : null}
    >
      <TextField
        {...register('baslik')}
        label="Başlık"
        required
        error={Boolean(e.baslik)}
        helperText={e.baslik?.message}
        slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.title } }}
      />
      <ContentBodyField control={control} />
      <TextField
        {...register('yayinTarihi')}
        type="datetime-local"
        label="Yayın Tarihi"
        required
        error={Boolean(e.yayinTarihi)}
        helperText={e.yayinTarihi?.message ?? `${ISTANBUL_TIME_LABEL}. Bu tarihten önce portalda görünmez.`}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      />
      <Controller
        name="popup"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />}
            label="Ana sayfada açılır pencere olarak göster"
          />
        )}
      />
    </ContentForm>
  );
}
