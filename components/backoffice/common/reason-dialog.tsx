'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { z } from 'zod';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { REASON_MAX, reasonSchema } from '@/lib/rules/tender-lifecycle';

/** A reason rule: the same zod schema the API applies to the act's body. */
type ReasonSchema = z.ZodType<{ neden: string }, { neden: string }>;

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
  /** Who will read the reason, said under the field (the tender decisions: the public page). */
  audience?: string;
  /** The act's own rule and length limit (the tender decisions' unless told). */
  schema?: ReasonSchema;
  max?: number;
}

/**
 * Asks for the required reason of an act that must say why: a withdrawal, a cancellation or a
 * no-winner decision (the public page shows it), a refund rejection (the bidder sees it), with the
 * same rule the API applies.
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
  audience = 'Herkese açık sayfada gösterilir.',
  schema = reasonSchema,
  max = REASON_MAX,
}: ReasonDialogProps) {
  const form = useZodForm(schema, { defaultValues: { neden: '' } });
  return (
    <DialogFrame open={open} onClose={() => !busy && onCancel()} title={title}>
      <form noValidate onSubmit={form.handleSubmit((v) => onConfirm(v.neden))}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <RuleTextField
            form={form}
            name="neden"
            label={label}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            hint={(value) => `${audience} ${value.length}/${max}`}
            slotProps={{ htmlInput: { maxLength: max } }}
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
    </DialogFrame>
  );
}
