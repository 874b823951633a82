'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import { type PortalPageModel, PUBLIC_PAGE_PATHS, savePortalPage } from '@/lib/api/backoffice/content';
import { CONTENT_LIMITS, type PortalPageForm as FormValues, portalPageFormSchema } from '@/lib/rules/content-schemas';
import { CONTENT_TRAIL } from '@/components/backoffice/layout/section-header';
import { ContentBodyField, ContentForm, ContentRecordGate } from './content-form';
import { failureText, type Notice } from './form-notice';
import { portalPageKeys, portalPageQuery } from '@/lib/api/backoffice/content-queries';

const TRAIL = [...CONTENT_TRAIL, { href: '/yonetim/icerik/sayfalar', label: 'Portal Sayfaları' }];

/** /yonetim/icerik/sayfalar/[sayfaId]: a portal page's title and content. */
export function PortalPageEditor({ pageId }: { pageId: number }) {
  const page = useQuery(portalPageQuery(pageId));
  return (
    <ContentRecordGate query={page} trail={TRAIL} title="Sayfa Düzenle" loadingLabel="Sayfa yükleniyor">
      {(p) => <PortalPageFormView initial={p} />}
    </ContentRecordGate>
  );
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
    <ContentForm
      trail={TRAIL}
      title={initial.title}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      label="Sayfa bilgileri"
      onSubmit={submit}
      submitting={formState.isSubmitting}
      listHref="/yonetim/icerik/sayfalar"
      publicHref={publicPath ?? null}
    >
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
      <ContentBodyField control={control} />
    </ContentForm>
  );
}
