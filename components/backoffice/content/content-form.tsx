'use client';
import type { FormEventHandler, ReactNode } from 'react';
import NextLink from 'next/link';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { RichTextEditor } from '@/components/backoffice/common/rich-text-editor';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { SectionHeader } from '@/components/backoffice/layout/section-header';
import { FormNotice, failureText, type Notice } from './form-notice';

/**
 * The announcement and portal-page editors' shared frame (docs/architecture.md §3, "Forms and dates").
 * The record loads first: the rich-text editor takes its content once.
 */
export function ContentRecordGate<T>({
  query,
  trail,
  title,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  trail: Crumb[];
  /** The header over the load error. */
  title: string;
  loadingLabel: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <>
        <SectionHeader trail={trail} title={title} />
        <Alert severity="error">{failureText(query.error)}</Alert>
      </>
    );
  }
  if (query.data === undefined) return <CircularProgress aria-label={loadingLabel} />;
  return children(query.data);
}

/** The editor's form under its header and notice, ending in Kaydet / Listeye Dön / the public page's link. */
export function ContentForm({
  trail,
  title,
  notice,
  onCloseNotice,
  label,
  onSubmit,
  submitting,
  listHref,
  publicHref,
  children,
}: {
  trail: Crumb[];
  title: string;
  notice: Notice;
  onCloseNotice(): void;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  listHref: string;
  /** Where the public sees the record, when it does. */
  publicHref: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <SectionHeader trail={trail} title={title} />
      <FormNotice notice={notice} onClose={onCloseNotice} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={label}>
          {children}
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={submitting}>
              Kaydet
            </Button>
            <Button component={NextLink} href={listHref}>
              Listeye Dön
            </Button>
            {publicHref && (
              <Link href={publicHref} target="_blank" rel="noopener noreferrer">
                Portalda görüntüle (yeni sekmede açılır)
              </Link>
            )}
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}

/** The record's "İçerik" in the rich-text editor, checked by the form's schema. */
export function ContentBodyField<T extends FieldValues & { icerik: string }>({ control }: { control: Control<T> }) {
  return (
    <Controller
      name={'icerik' as Path<T>}
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
  );
}
