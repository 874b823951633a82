'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTextEditor } from '@/components/backoffice/common/rich-text-editor';
import {
  fetchPortalPageForEdit,
  type PortalPageModel,
  PUBLIC_PAGE_PATHS,
  savePortalPage,
} from '@/lib/api/backoffice/content';
import { CONTENT_LIMITS, type PortalPageForm as FormValues, portalPageFormSchema } from '@/lib/rules/content-schemas';
import { FormNotice, failureText, type Notice } from './form-notice';
import { portalPageKeys } from './portal-page-list';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';

const TRAIL = [...CONTENT_TRAIL, { href: '/yonetim/icerik/sayfalar', label: 'Portal Sayfaları' }];

/** /yonetim/icerik/sayfalar/[sayfaId]: a portal page's title and content. */
export function PortalPageEditor({ pageId }: { pageId: number }) {
  const page = useQuery({
    queryKey: [...portalPageKeys.all, 'kayit', pageId],
    queryFn: () => fetchPortalPageForEdit(pageId),
  });
  if (page.isError) {
    return (
      <>
        <SectionHeader trail={TRAIL} title="Sayfa Düzenle" />
        <Alert severity="error">{failureText(page.error)}</Alert>
      </>
    );
  }
  if (!page.data) return <CircularProgress aria-label="Sayfa yükleniyor" />;
  return <PortalPageFormView initial={page.data} />;
}

function PortalPageFormView({ initial }: { initial: PortalPageModel }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<
    FormValues,
    unknown,
    z.output<typeof portalPageFormSchema>
  >({
    resolver: zodResolver(portalPageFormSchema),
    defaultValues: { baslik: initial.title, icerik: initial.html },
  });
  const publicPath = PUBLIC_PAGE_PATHS[initial.pageId];

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await savePortalPage(initial.pageId, values);
      reset({ baslik: saved.title, icerik: saved.html });
      setNotice({ ok: true, text: 'Sayfa kaydedildi. Değişiklik portalda hemen görünür.' });
      await queryClient.invalidateQueries({ queryKey: portalPageKeys.all });
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
  });

  return (
    <>
      <SectionHeader trail={TRAIL} title={initial.title} />
      <FormNotice notice={notice} onClose={() => setNotice(null)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Sayfa bilgileri">
          <TextField
            {...register('baslik')}
            label="Başlık"
            required
            error={Boolean(formState.errors.baslik)}
            helperText={
              formState.errors.baslik?.message ??
              'Sayfanın kayıtlı adı. Portaldaki sayfa başlığı menüdeki adıyla gösterilir.'
            }
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
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Kaydet
            </Button>
            <Button component={NextLink} href="/yonetim/icerik/sayfalar">
              Listeye Dön
            </Button>
            {publicPath && (
              <Link href={publicPath} target="_blank" rel="noopener noreferrer">
                Portalda görüntüle (yeni sekmede açılır)
              </Link>
            )}
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
