'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { saveContactDetails } from '@/lib/api/backoffice/content';
import { contactDetailsQuery } from '@/lib/api/backoffice/content-queries';
import {
  CONTACT_LIMITS,
  type ContactDetails,
  type ContactDetailsForm as FormValues,
  contactDetailsSchema,
} from '@/lib/rules/contact-details';
import { FormNotice, failureText, type Notice } from './form-notice';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';

const TITLE = 'İletişim Bilgileri';
const EMPTY: FormValues = {
  birim: '',
  adres: '',
  telefon: '',
  faks: '',
  eposta: '',
  calismaSaatleri: '',
  enlem: '',
  boylam: '',
};

/** /yonetim/icerik/iletisim: what the public /iletisim page shows. */
export function ContactDetailsEditor() {
  const current = useQuery(contactDetailsQuery());
  if (current.isError) {
    return (
      <>
        <SectionHeader trail={CONTENT_TRAIL} title={TITLE} />
        <Alert severity="error">{failureText(current.error)}</Alert>
      </>
    );
  }
  if (current.isPending) return <CircularProgress aria-label="İletişim bilgileri yükleniyor" />;
  return <ContactDetailsFormView initial={current.data} />;
}

const asForm = (c: ContactDetails): FormValues => ({ ...c, enlem: String(c.enlem), boylam: String(c.boylam) });

function ContactDetailsFormView({ initial }: { initial: ContactDetails | null }) {
  const [notice, setNotice] = useState<Notice>(null);
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, ContactDetails>({
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: initial ? asForm(initial) : EMPTY,
  });
  const e = formState.errors;
  const field = (name: keyof FormValues, label: string, extra: Record<string, unknown> = {}, help?: string) => (
    <TextField
      {...register(name)}
      label={label}
      error={Boolean(e[name])}
      helperText={e[name]?.message ?? help}
      {...extra}
    />
  );

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      reset(asForm(await saveContactDetails(values)));
      setNotice({ ok: true, text: 'İletişim bilgileri kaydedildi. İletişim sayfasında hemen görünür.' });
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
  });

  return (
    <>
      <SectionHeader trail={CONTENT_TRAIL} title={TITLE} />
      <FormNotice notice={notice} onClose={() => setNotice(null)} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label={TITLE}>
          {field('birim', 'Birim', { required: true, slotProps: { htmlInput: { maxLength: CONTACT_LIMITS.line } } })}
          {field(
            'adres',
            'Adres',
            { required: true, multiline: true, minRows: 3 },
            `Her satır ayrı gösterilir (en fazla ${CONTACT_LIMITS.addressLines} satır).`,
          )}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field(
              'telefon',
              'Telefon',
              { required: true, type: 'tel', autoComplete: 'off' },
              'Örnek: +90 (312) 296 00 00',
            )}
            {field('faks', 'Faks', { type: 'tel', autoComplete: 'off' }, 'Boş bırakılırsa gösterilmez.')}
            {field('eposta', 'E-posta', { required: true, type: 'email', autoComplete: 'off' })}
            {field('calismaSaatleri', 'Çalışma Saatleri', { required: true })}
            {field(
              'enlem',
              'Enlem',
              { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } },
              'Harita ve yol tarifi için; örnek: 39.9307',
            )}
            {field(
              'boylam',
              'Boylam',
              { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } },
              'Örnek: 32.8217',
            )}
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Kaydet
            </Button>
            <Link href="/iletisim" target="_blank" rel="noopener noreferrer">
              İletişim sayfasını görüntüle (yeni sekmede açılır)
            </Link>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
