'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REASON_MAX, type ReasonInput, reasonSchema } from '@/lib/rules/tender-lifecycle';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before it is done. */
  description: string;
  label: string;
  confirmText: string;
  busy: boolean;
  error: string | null;
  onConfirm(neden: string): void;
  onCancel(): void;
}

/**
 * Asks for the required reason of a withdrawal, a cancellation or a no-winner decision (the public
 * page shows it), with the same rule the API applies (lib/rules/tender-lifecycle.ts reasonSchema).
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  confirmText,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { register, handleSubmit, formState, watch } = useForm<ReasonInput>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { neden: '' },
  });
  const fieldError = formState.errors.neden?.message;
  const length = watch('neden')?.length ?? 0;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="reason-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={handleSubmit((v) => onConfirm(v.neden))}>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            {...register('neden')}
            label={label}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ?? `Herkese açık sayfada gösterilir. ${length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            Vazgeç
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {confirmText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
