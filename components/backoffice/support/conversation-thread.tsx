'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormNotice, failureText, type Notice } from '@/components/backoffice/content/form-notice';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { closeDeskConversation, sendDeskReply } from '@/lib/api/backoffice/support';
import { deskThreadQuery, supportKeys } from '@/lib/api/backoffice/support-queries';
import { CONVERSATION_STATUS } from '@/lib/contract/lookups';
import { formatDateTime } from '@/lib/format/date';
import { PROFILE_LIMITS } from '@/lib/rules/profile-schemas';
import { supportReplySchema } from '@/lib/rules/support-schemas';
import { DeskMessages } from './desk-messages';
import { StatusChip } from './status-chip';

const TRAIL = [...STAFF_HOME_TRAIL, { href: '/yonetim/destek', label: 'Destek Talepleri' }];

/**
 * /yonetim/destek/[id]: a conversation's thread, the answer box and closing. The answer goes to the
 * bidder live, as the institution (docs/architecture.md §8 Support desk).
 */
export function ConversationThread({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const thread = useQuery(deskThreadQuery(id));
  const { register, handleSubmit, formState, reset, watch } = useForm<{ icerik: string }>({
    resolver: zodResolver(supportReplySchema),
    defaultValues: { icerik: '' },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
  const close = useMutation({
    mutationFn: () => closeDeskConversation(id),
    onSuccess: async () => {
      setNotice({ ok: true, text: 'Destek talebi kapatıldı.' });
      await refresh();
    },
    onError: (err) => setNotice({ ok: false, text: failureText(err) }),
  });

  const submit = handleSubmit(async ({ icerik }) => {
    setNotice(null);
    try {
      await sendDeskReply(id, icerik);
      reset({ icerik: '' });
      setNotice({ ok: true, text: 'Yanıtınız gönderildi.' });
      await refresh();
    } catch (err) {
      setNotice({ ok: false, text: failureText(err) });
    }
  });

  if (thread.isError) {
    return (
      <>
        <SectionHeader trail={TRAIL} title="Destek Talebi" />
        <Alert severity="error">{failureText(thread.error)}</Alert>
      </>
    );
  }
  if (!thread.data) return <CircularProgress aria-label="Talep yükleniyor" />;
  const { conversation: c, messages } = thread.data;
  const closed = c.statusId === CONVERSATION_STATUS.closed;
  const length = watch('icerik').length;
  const error = formState.errors.icerik?.message;

  return (
    <>
      <SectionHeader
        trail={TRAIL}
        title={c.title}
        action={
          !closed && (
            <Button variant="outlined" color="inherit" onClick={() => close.mutate()} disabled={close.isPending}>
              Talebi Kapat
            </Button>
          )
        }
      />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(4, auto 1fr)' },
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
          mb: 2,
          '& dt': { fontWeight: 700, color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Hesap</dt>
        <dd>{c.accountTitle}</dd>
        <dt>Konu</dt>
        <dd>{c.topic}</dd>
        <dt>Durum</dt>
        <dd>
          <StatusChip statusId={c.statusId} />
        </dd>
        <dt>Açılış</dt>
        <dd>{formatDateTime(c.openedAt)}</dd>
      </Box>
      <FormNotice notice={notice} onClose={() => setNotice(null)} />
      <DeskMessages messages={messages} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Stack component="form" spacing={1.5} noValidate onSubmit={submit} aria-label="Yanıt yaz">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Kurum Adına Yanıt
          </Typography>
          {closed && (
            <Typography variant="body2" color="text.secondary">
              Talep kapalı. Yanıt yazarsanız talep yeniden “Yanıtlandı” durumuna geçer.
            </Typography>
          )}
          <TextField
            {...register('icerik')}
            label="Yanıtınız"
            multiline
            minRows={4}
            error={Boolean(error)}
            helperText={
              error ??
              `${length}/${PROFILE_LIMITS.message} karakter. Teklif veren yanıtı kurum yazısı olarak, adınızla görür.`
            }
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.message } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Yanıtı Gönder
            </Button>
            <Button component={NextLink} href="/yonetim/destek" sx={{ ml: 1 }}>
              Listeye Dön
            </Button>
          </Box>
        </Stack>
      </Paper>
    </>
  );
}
