'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { PROFILE_LIMITS, replyFormSchema } from '@/lib/rules/profile-schemas';
import { toast } from '@/lib/toast/toast-store';

/** The reply's message (docs/spec.md §5), or null when it may be sent. */
export function replyProblem(icerik: string): string | null {
  const parsed = replyFormSchema.safeParse({ icerik });
  return parsed.success ? null : parsed.error.issues[0].message;
}

/** The reply box under a thread: required, at most 2000 characters, send disabled while empty. */
export function ReplyBox({ pending, onSend }: { pending: boolean; onSend: (icerik: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const empty = text.trim() === '';

  const submit = async () => {
    const problem = replyProblem(text);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(null);
    if (await onSend(text)) setText('');
  };

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
      <TextField
        id="yanit-mesaj"
        label="Mesajınız"
        value={text}
        onChange={(e) => {
          setText(e.target.value.slice(0, PROFILE_LIMITS.message));
          setError(null);
        }}
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
        error={!!error}
        helperText={error ?? `${text.length}/${PROFILE_LIMITS.message}`}
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.message } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" endIcon={<Send />} disabled={empty || pending}>
          {pending ? 'Gönderiliyor...' : 'Gönder'}
        </Button>
      </Box>
    </Box>
  );
}
