'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { RuleTextField } from '@/components/common/rule-text-field';
import { toastFieldErrors, useZodForm } from '@/components/common/use-zod-form';
import { useOpenConversation, useTopics } from '@/lib/api/queries/profile/conversations';
import { PROFILE_MESSAGES } from '@/lib/rules/profile-messages';
import { newConversationFormSchema, PROFILE_LIMITS } from '@/lib/rules/profile-schemas';
import { DialogFrame } from '@/components/ui/dialog-frame';

const TITLE_LIMIT = { max: PROFILE_LIMITS.conversationTitle, message: PROFILE_MESSAGES.titleMax };
const MESSAGE_LIMIT = { max: PROFILE_LIMITS.message, message: PROFILE_MESSAGES.messageMax };

/**
 * 'Soru Sor': a topic (children of 190), a title and the question itself, sent together (issue #36
 * item 5: the desk used to get an empty conversation). The counters follow the typing; nothing is cut
 * off, the limits refuse the send. Opens the new conversation on success.
 */
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
  const form = useZodForm(newConversationFormSchema, { defaultValues: { konuId: '', baslik: '', icerik: '' } });

  const close = () => !create.isPending && onClose();
  const submit = form.handleSubmit(
    (v) => create.mutate({ konuId: v.konuId, baslik: v.baslik, icerik: v.icerik }, { onSuccess: (id) => onOpened(id) }),
    toastFieldErrors,
  );

  return (
    <DialogFrame open={open} onClose={close} title="Soru Sor">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            Konuyu seçin, kısa bir başlık ve sorunuzu yazın. Yanıtlar bu sayfada görünür.
          </Box>
          <RuleTextField
            form={form}
            name="konuId"
            hint={topics.isPending ? 'Yükleniyor...' : ' '}
            id="soru-konu"
            select
            label="Konu"
            required
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Seçiniz</option>
            {(topics.data ?? []).map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.adi}
              </option>
            ))}
          </RuleTextField>
          <RuleTextField
            form={form}
            name="baslik"
            limit={TITLE_LIMIT}
            id="soru-baslik"
            label="Başlık"
            required
            fullWidth
          />
          <RuleTextField
            form={form}
            name="icerik"
            limit={MESSAGE_LIMIT}
            id="soru-mesaj"
            label="Mesajınız"
            required
            multiline
            minRows={4}
            maxRows={10}
            fullWidth
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
    </DialogFrame>
  );
}
