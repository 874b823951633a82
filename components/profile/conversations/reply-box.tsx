'use client';
import { Controller, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { toastFieldErrors, useZodForm } from '@/components/common/use-zod-form';
import { PROFILE_LIMITS, replyFormSchema } from '@/lib/rules/profile-schemas';

/** The reply box under a thread: required, at most 2000 characters, send disabled while empty. */
export function ReplyBox({ pending, onSend }: { pending: boolean; onSend: (icerik: string) => Promise<boolean> }) {
  const { control, handleSubmit, clearErrors, reset } = useZodForm(replyFormSchema, {
    defaultValues: { icerik: '' },
  });
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
      <Controller
        name="icerik"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            id="yanit-mesaj"
            label="Mesajınız"
            value={field.value}
            onChange={(e) => {
              field.onChange(e.target.value.slice(0, PROFILE_LIMITS.message));
              clearErrors('icerik');
            }}
            onBlur={field.onBlur}
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
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? `${field.value.length}/${PROFILE_LIMITS.message}`}
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.message } }}
          />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" endIcon={<Send />} disabled={empty || pending}>
          {pending ? 'Gönderiliyor...' : 'Gönder'}
        </Button>
      </Box>
    </Box>
  );
}
