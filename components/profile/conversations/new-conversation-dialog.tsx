'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useOpenConversation, useTopics } from '@/lib/api/queries/profile/conversations';
import { newConversationFormSchema, PROFILE_LIMITS } from '@/lib/rules/profile-schemas';
import { toast } from '@/lib/toast/toast-store';

type Field = 'konuId' | 'baslik';

/** The form's messages per field (docs/spec.md §5), empty when it may be sent. */
export function newConversationProblems(form: { konuId: string; baslik: string }): Partial<Record<Field, string>> {
  const parsed = newConversationFormSchema.safeParse(form);
  if (parsed.success) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    out[field] ??= issue.message;
  }
  return out;
}

/** 'Soru Sor': a topic (children of 190) and a title; opens the new conversation on success. */
export function NewConversationDialog({
  open,
  onClose,
  cariId,
  onOpened,
}: {
  open: boolean;
  onClose: () => void;
  cariId: number;
  onOpened: (id: number) => void;
}) {
  const topics = useTopics(open);
  const create = useOpenConversation(cariId);
  const [form, setForm] = useState({ konuId: '', baslik: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const close = () => !create.isPending && onClose();
  const submit = () => {
    const problems = newConversationProblems(form);
    setErrors(problems);
    const messages = Object.values(problems);
    if (messages.length) {
      for (const m of messages) toast.error(m);
      return;
    }
    create.mutate({ konuId: Number(form.konuId), baslik: form.baslik }, { onSuccess: (id) => onOpened(id) });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="soru-sor-baslik">
      <DialogTitle id="soru-sor-baslik" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Soru Sor
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Konuyu seçip kısa bir başlık yazın; görüşme açıldıktan sonra mesajınızı yazabilirsiniz.
          </Box>
          <TextField
            id="soru-konu"
            select
            label="Konu"
            value={form.konuId}
            onChange={(e) => {
              setForm((f) => ({ ...f, konuId: e.target.value }));
              setErrors((x) => ({ ...x, konuId: undefined }));
            }}
            required
            fullWidth
            error={!!errors.konuId}
            helperText={errors.konuId ?? (topics.isPending ? 'Yükleniyor...' : ' ')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Seçiniz</option>
            {(topics.data ?? []).map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.adi}
              </option>
            ))}
          </TextField>
          <TextField
            id="soru-baslik"
            label="Başlık"
            value={form.baslik}
            onChange={(e) => {
              setForm((f) => ({ ...f, baslik: e.target.value.slice(0, PROFILE_LIMITS.conversationTitle) }));
              setErrors((x) => ({ ...x, baslik: undefined }));
            }}
            required
            fullWidth
            error={!!errors.baslik}
            helperText={errors.baslik ?? `${form.baslik.length}/${PROFILE_LIMITS.conversationTitle}`}
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.conversationTitle } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={create.isPending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Gönderiliyor...' : 'Gönder'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
