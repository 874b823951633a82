'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTextEditor } from '@/components/backoffice/common/rich-text-editor';
import {
  type AnnouncementModel,
  announcementFormValues,
  fetchAnnouncement,
  saveAnnouncement,
} from '@/lib/api/backoffice/content';
import {
  type AnnouncementForm as FormValues,
  announcementFormSchema,
  CONTENT_LIMITS,
} from '@/lib/rules/content-schemas';
import { isoToIstanbulLocal } from '@/lib/format/istanbul-time';
import { announcementKeys } from './announcement-list';
import { FormNotice, failureText, type Notice } from './form-notice';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';

const TRAIL = [...CONTENT_TRAIL, { href: '/yonetim/icerik/duyurular', label: 'Duyurular' }];

/** /yonetim/icerik/duyurular/yeni and /yonetim/icerik/duyurular/[id]: one announcement's form. */
export function AnnouncementEditor({ id }: { id: number | null }) {
  const existing = useQuery({
    queryKey: [...announcementKeys.all, 'kayit', id],
    queryFn: () => fetchAnnouncement(id!),
    enabled: id !== null,
  });
  if (id !== null && existing.isError) {
    return (
      <>
        <SectionHeader trail={TRAIL} title="Duyuru Düzenle" />
        <Alert severity="error">{failureText(existing.error)}</Alert>
      </>
    );
  }
  if (id !== null && !existing.data) return <CircularProgress aria-label="Duyuru yükleniyor" />;
  // The editor takes its content once: the form is drawn when the announcement is at hand.
  return <AnnouncementFormView initial={existing.data ?? null} />;
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
    <>
      <SectionHeader trail={TRAIL} title={saved ? 'Duyuru Düzenle' : 'Yeni Duyuru'} />
      <FormNotice notice={notice} onClose={() => setNotice(null)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Duyuru bilgileri">
          <TextField
            {...register('baslik')}
            label="Başlık"
            required
            error={Boolean(e.baslik)}
            helperText={e.baslik?.message}
            slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.title } }}
          />
          <Controller
            name="icerik"
            control={control}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="İçerik"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            {...register('yayinTarihi')}
            type="datetime-local"
            label="Yayın Tarihi"
            required
            error={Boolean(e.yayinTarihi)}
            helperText={e.yayinTarihi?.message ?? 'Türkiye saati. Bu tarihten önce portalda görünmez.'}
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
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Kaydet
            </Button>
            <Button component={NextLink} href="/yonetim/icerik/duyurular">
              Listeye Dön
            </Button>
            {saved && !saved.withdrawn && (
              <Link href={`/duyurular/${saved.id}`} target="_blank" rel="noopener noreferrer">
                Portalda görüntüle (yeni sekmede açılır)
              </Link>
            )}
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
