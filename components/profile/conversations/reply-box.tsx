'use client';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RuleTextField } from '@/components/common/rule-text-field';
import { toastFieldErrors, useZodForm } from '@/components/common/use-zod-form';
import { PROFILE_LIMITS, replyFormSchema } from '@/lib/rules/profile-schemas';
import { Icon } from '@/components/ui/icon';
import { SendIcon } from '@/components/ui/icons/send';

/** The reply box under a thread: required, at most 2000 characters, send disabled while empty. */
export function ReplyBox({ pending, onSend }: { pending: boolean; onSend: (icerik: string) => Promise<boolean> }) {
  const form = useZodForm(replyFormSchema, { defaultValues: { icerik: '' } });
  const { control, handleSubmit, reset } = form;
  const text = useWatch({ control, name: 'icerik' });
  const empty = text.trim() === '';

  const submit = handleSubmit(async (v) => {
    if (await onSend(v.icerik)) reset();
  }, toastFieldErrors);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <RuleTextField
        form={form}
        name="icerik"
        keep={(v) => v.slice(0, PROFILE_LIMITS.message)}
        hint={(v) => `${v.length}/${PROFILE_LIMITS.message}`}
        id="yanit-mesaj"
        label="Mesajınız"
        onKeyDown={(e) => {
          // Ctrl/Cmd + Enter sends; Enter alone makes a new line.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !empty && !pending) {
            e.preventDefault();
            void submit();
          }
        }}
        required
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.message } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" endIcon={<Icon def={SendIcon} />} disabled={empty || pending}>
          {pending ? 'Gönderiliyor...' : 'Gönder'}
        </Button>
      </Box>
    </Box>
  );
}
